import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { SiteImage } from '../../../site-images/siteImages';
import { useT } from '../../../i18n/useT';
import { photoAlt } from './photoAlt';
import { SitePhoto } from './SitePhoto';

interface PhotoDialogProps {
  photo: SiteImage | null;
  onClose: () => void;
}

/** A photo at full size; Escape, the backdrop and × close it. */
export function PhotoDialog({ photo, onClose }: PhotoDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={!!photo} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="ivory.50" p={{ base: '2', md: '4' }} pt="12">
            <Dialog.Title srOnly>{photo ? photoAlt(photo, t) : t('photos.photo')}</Dialog.Title>
            {photo && (
              <Dialog.Body p="0" display="flex" flexDir="column" gap="2" alignItems="center">
                <SitePhoto photo={photo} lazy={false} fit="contain" sizes="(min-width: 48em) 48rem, 100vw" />
                {photo.description && <Text color="fg.muted">{photo.description}</Text>}
              </Dialog.Body>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('photos.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
