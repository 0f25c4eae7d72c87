import { Box, IconButton } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { useT } from '../../i18n/useT';

/**
 * The round cart button floating bottom-right, with the item count on a badge when there is one.
 * It floats above the toast area (bottom-right too), so "Added to cart" never covers it.
 */
export function CartButton({ count, onClick }: { count: number; onClick: () => void }) {
  const t = useT();
  return (
    // The badge sits beside the button, not in it: the button lays out its own content.
    <Box position="fixed" bottom="32" right={{ base: '4', md: '8' }} zIndex="docked">
      <IconButton
        aria-label={count ? t('registry.openCartCount', { count }) : t('registry.openCart')}
        onClick={onClick}
        boxSize="16"
        rounded="full"
        colorPalette="sage"
        shadow="lg"
      >
        <ShoppingCart aria-hidden="true" size={28} />
      </IconButton>
      {count > 0 && (
        <Box
          aria-hidden="true"
          position="absolute"
          top="-1"
          right="-1"
          minW="6"
          h="6"
          px="1.5"
          rounded="full"
          bg="blush.700"
          color="white"
          fontSize="sm"
          fontWeight="bold"
          display="flex"
          alignItems="center"
          justifyContent="center"
          lineHeight="1"
          pointerEvents="none"
        >
          {count}
        </Box>
      )}
    </Box>
  );
}
