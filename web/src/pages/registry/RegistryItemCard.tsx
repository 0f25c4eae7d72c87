import { useState } from 'react';
import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import type { RegistryItem } from './cart';
import { ItemImage } from './ItemImage';
import { QuantityStepper } from './QuantityStepper';

interface RegistryItemCardProps {
  item: RegistryItem;
  currency: string;
  /** Adds to the cart; false when refused (more than is left), which keeps the chosen quantity. */
  onAdd: (item: RegistryItem, quantity: number) => boolean;
  /** The grid's first card: its picture is on screen at once, so it does not wait to be scrolled to. */
  first?: boolean;
}

/** One gift of the grid: picture, name, description, price, what is left, and how to add it. */
export function RegistryItemCard({ item, currency, onAdd, first = false }: RegistryItemCardProps) {
  const t = useT();
  const format = useFormat();
  const [quantity, setQuantity] = useState(1);
  const fullyFunded = item.remainingQuantity <= 0;
  const headingId = `registry-item-${item.id}`;
  return (
    <chakra.li
      aria-labelledby={headingId}
      display="flex"
      flexDirection="column"
      bg="white"
      borderWidth="1px"
      borderColor="ivory.200"
      rounded="2xl"
      shadow="sm"
      overflow="hidden"
      minW="0"
    >
      <ItemImage name={item.name} imageUrl={item.imageUrl} imageSrcSet={item.imageSrcSet} size="card" eager={first} />
      <Stack gap="3" p={{ base: '4', sm: '5' }} flex="1">
        <Heading as="h2" id={headingId} fontSize="2xl" fontWeight="medium" color="sage.800" overflowWrap="anywhere">
          {item.name}
        </Heading>
        {item.description && (
          <Text color="fg.muted" overflowWrap="anywhere">
            {item.description}
          </Text>
        )}
        <Flex justify="space-between" align="baseline" gap="2" wrap="wrap" mt="auto">
          <Text fontSize="xl" fontWeight="semibold" color="ink">
            {format.money(item.price, currency)}
          </Text>
          <Text color="sage.700" fontSize="sm">
            {t('registry.remaining', { n: item.remainingQuantity })}
          </Text>
        </Flex>
        {fullyFunded ? (
          <Button size="lg" disabled variant="subtle" colorPalette="sage">
            {t('registry.fullyFunded')}
          </Button>
        ) : (
          <Flex gap="3" align="center" wrap="wrap">
            <QuantityStepper itemName={item.name} value={quantity} max={item.remainingQuantity} onChange={setQuantity} />
            <Button
              size="lg"
              colorPalette="sage"
              flex="1"
              minW="36"
              onClick={() => {
                if (onAdd(item, quantity)) setQuantity(1);
              }}
            >
              {t('registry.addToCart')}
            </Button>
          </Flex>
        )}
      </Stack>
    </chakra.li>
  );
}
