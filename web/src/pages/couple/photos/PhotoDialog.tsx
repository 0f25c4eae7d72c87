import { useRef } from 'react';
import { CloseButton, Dialog, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { SiteImage } from '../../../site-images/siteImages';
import { useT } from '../../../i18n/useT';
import { photoAlt } from './photoAlt';
import { SitePhoto } from './SitePhoto';
import { DialogRoot } from '../../../components/styled/DialogRoot';

interface PhotoDialogProps {
  photo: SiteImage | null;
  onClose: () => void;
  /** The photos it steps through (the gallery's or the couple's), with `onShow` to step. */
  photos?: readonly SiteImage[];
  onShow?: (photo: SiteImage) => void;
}

/** How far a finger must travel sideways, in px, to turn to the next or previous photo. */
const SWIPE = 50;

/**
 * A photo at full size, within the screen's height; Escape, the backdrop and × close it.
 * With more than one photo: Previous and Next buttons, the arrow keys and a sideways swipe.
 */
export function PhotoDialog({ photo, onClose, photos = [], onShow }: PhotoDialogProps) {
  const t = useT();
  const start = useRef<number | null>(null);
  const index = photo ? photos.findIndex((p) => p.id === photo.id && p.url === photo.url) : -1;
  const canStep = !!onShow && index >= 0 && photos.length > 1;
  const step = (by: number) => {
    if (canStep) onShow!(photos[(index + by + photos.length) % photos.length]);
  };
  return (
    <DialogRoot open={!!photo} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            bg="ivory.50"
            p={{ base: '2', md: '4' }}
            pt="12"
            h={{ base: '100dvh', md: 'auto' }}
            minH={{ md: '0' }}
            my={{ md: 'auto' }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') step(1);
              else if (e.key === 'ArrowLeft') step(-1);
            }}
            onPointerDown={(e) => {
              start.current = e.clientX;
            }}
            onPointerUp={(e) => {
              if (start.current === null) return;
              const dx = e.clientX - start.current;
              start.current = null;
              if (Math.abs(dx) >= SWIPE) step(dx < 0 ? 1 : -1);
            }}
            touchAction="pan-y"
          >
            <Dialog.Title srOnly>{photo ? photoAlt(photo, t) : t('photos.photo')}</Dialog.Title>
            {photo && (
              <Dialog.Body p="0" display="flex" flexDir="column" gap="2" alignItems="center" flex="0 1 auto" minH="0">
                {/* As tall as the screen allows, no taller: no empty block under it. */}
                <Flex w="full" h="calc(100dvh - 9rem)" maxH={{ md: '70dvh' }} justify="center">
                  <SitePhoto photo={photo} lazy={false} fit="contain" sizes="(min-width: 48em) 48rem, 100vw" />
                </Flex>
                {photo.description && <Text color="fg.muted">{photo.description}</Text>}
                {canStep && (
                  <Flex gap="4" justify="center">
                    <IconButton variant="outline" colorPalette="sage" aria-label={t('photos.previous')} onClick={() => step(-1)}>
                      <ChevronLeft aria-hidden="true" />
                    </IconButton>
                    <Text alignSelf="center" color="fg.muted" fontSize="sm">
                      {t('photos.position', { n: index + 1, total: photos.length })}
                    </Text>
                    <IconButton variant="outline" colorPalette="sage" aria-label={t('photos.next')} onClick={() => step(1)}>
                      <ChevronRight aria-hidden="true" />
                    </IconButton>
                  </Flex>
                )}
              </Dialog.Body>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('photos.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
