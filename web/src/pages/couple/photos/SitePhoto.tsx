import { useEffect, useState } from 'react';
import { Box, chakra, Text } from '@chakra-ui/react';
import { signUrl, type SiteImage } from '../../../site-images/siteImages';
import { useT } from '../../../i18n/useT';
import { photoAlt } from './photoAlt';

const Img = chakra('img');
/** How long "Error loading image" shows before the original address is tried. */
export const ERROR_LABEL_MS = 2000;

interface SitePhotoProps {
  photo: SiteImage;
  /** The srcset's sizes: how wide the photo shows at each screen width. */
  sizes?: string;
  /** false for the full-size view, which should not wait for scrolling. */
  lazy?: boolean;
  fit?: 'cover' | 'contain';
  /** The page's largest paint: fetched ahead of the other images. */
  priority?: boolean;
}

/**
 * A photo with its web-sized variants. A stored photo's signed address expires; when it fails to
 * load, a fresh signature is asked for once. Should that fail, "Failed to get signed URL" is
 * logged, "Error loading image" shows briefly and the original address is used.
 */
export function SitePhoto({ photo, sizes, lazy = true, fit = 'cover', priority = false }: SitePhotoProps) {
  const t = useT();
  const [src, setSrc] = useState(photo.url);
  const [srcSet, setSrcSet] = useState(photo.srcSet || undefined);
  const [retried, setRetried] = useState(false);
  const [error, setError] = useState(false);

  useEffect(() => {
    setSrc(photo.url);
    setSrcSet(photo.srcSet || undefined);
    setRetried(false);
  }, [photo.url, photo.srcSet]);

  const onError = () => {
    if (retried) return;
    setRetried(true);
    signUrl(photo.url)
      .then((signed) => {
        setSrcSet(undefined);
        setSrc(signed);
      })
      .catch(() => {
        console.error('Failed to get signed URL');
        setError(true);
        setTimeout(() => {
          setError(false);
          setSrcSet(undefined);
          setSrc(photo.url);
        }, ERROR_LABEL_MS);
      });
  };

  return (
    <Box position="relative" w="full" h="full">
      <Img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={photoAlt(photo, t)}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        width={photo.width ?? undefined}
        height={photo.height ?? undefined}
        w="full"
        h="full"
        objectFit={fit}
        display="block"
        onError={onError}
      />
      {error && (
        <Text role="status" position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" bg="ivory.100" color="fg.muted" fontSize="sm">
          {t('photos.errorLoading')}
        </Text>
      )}
    </Box>
  );
}
