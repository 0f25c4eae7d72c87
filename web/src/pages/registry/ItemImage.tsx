import { useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { Gift } from 'lucide-react';

interface ItemImageProps {
  name: string;
  imageUrl: string | null;
  /** The card's tall picture, or the cart line's thumbnail. */
  size: 'card' | 'thumb';
}

/** An item's picture, loaded when scrolled near; a soft gift tile when there is none or it fails. */
export function ItemImage({ name, imageUrl, size }: ItemImageProps) {
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
  return <chakra.img {...box} src={imageUrl} alt={name} loading="lazy" decoding="async" objectFit="cover" onError={() => setFailed(true)} />;
}
