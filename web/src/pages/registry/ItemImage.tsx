import { useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { Gift } from 'lucide-react';

interface ItemImageProps {
  name: string;
  imageUrl: string | null;
  /** An uploaded photo's web-sized variants (an HTML srcset), empty for a typed address. */
  imageSrcSet?: string;
  /** The card's picture, or the cart line's thumbnail. */
  size: 'card' | 'thumb';
  /** The first cards of the grid, on screen at once: loaded without waiting for scrolling. */
  eager?: boolean;
}

/** How wide a card shows at each screen width (RegistryPage's grid: 1, 2 or 3 columns in 6xl). */
const CARD_SIZES = '(min-width: 62em) 370px, (min-width: 48em) 50vw, 100vw';

/**
 * An item's picture in a fixed 4:3 box (so the grid does not jump as photos arrive), loaded when
 * scrolled near; a soft gift tile when there is none or it fails.
 */
export function ItemImage({ name, imageUrl, imageSrcSet, size, eager = false }: ItemImageProps) {
  const [failed, setFailed] = useState(false);
  const box = size === 'card' ? { w: 'full', aspectRatio: '4 / 3' } : { boxSize: '16', flexShrink: 0, rounded: 'md' };
  if (!imageUrl || failed) {
    return (
      <Box
        {...box}
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="linear-gradient(160deg, #f3f6ef 0%, #fcf5f3 100%)"
        color="blush.400"
        aria-hidden="true"
      >
        <Gift size={size === 'card' ? 48 : 24} strokeWidth={1.25} />
      </Box>
    );
  }
  return (
    <chakra.img
      {...box}
      src={imageUrl}
      srcSet={imageSrcSet || undefined}
      sizes={imageSrcSet ? (size === 'card' ? CARD_SIZES : '64px') : undefined}
      alt={name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      objectFit="cover"
      bg="ivory.100"
      onError={() => setFailed(true)}
    />
  );
}
