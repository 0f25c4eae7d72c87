import { Button, chakra, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { ItemImage } from './ItemImage';
import { QuantityStepper } from './QuantityStepper';
import { RegistryDialog } from './RegistryDialog';
import type { Cart } from './useCart';

interface CartDialogProps {
  open: boolean;
  cart: Cart;
  currency: string;
  onClose: () => void;
  onCheckout: () => void;
}

/** "Your Cart": each line with its picture, price, stepper, total and remove; then the cart's total. */
export function CartDialog({ open, cart, currency, onClose, onCheckout }: CartDialogProps) {
  const t = useT();
  const format = useFormat();
  return (
    <RegistryDialog
      open={open}
      onClose={onClose}
      title={t('registry.yourCart')}
      footer={
        <>
          <Button variant="outline" colorPalette="sage" size="lg" onClick={onClose}>
            {t('registry.keepShopping')}
          </Button>
          <Button colorPalette="sage" size="lg" onClick={onCheckout} disabled={!cart.lines.length}>
            {t('registry.checkout')}
          </Button>
        </>
      }
    >
      {cart.lines.length === 0 ? (
        <Text color="fg.muted">{t('registry.cartEmpty')}</Text>
      ) : (
        <Stack gap="4">
          <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
            {cart.lines.map(({ item, quantity }) => (
              <chakra.li key={item.id} bg="white" borderWidth="1px" borderColor="ivory.200" rounded="lg" p="3">
                <Flex gap="3" align="flex-start">
                  <ItemImage name={item.name} imageUrl={item.imageUrl} imageSrcSet={item.imageSrcSet} size="thumb" />
                  <Stack gap="1" flex="1" minW="0">
                    <Text fontWeight="semibold" color="ink" overflowWrap="anywhere">
                      {item.name}
                    </Text>
                    {item.description && (
                      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" lineClamp={2}>
                        {item.description}
                      </Text>
                    )}
                    <Text fontSize="sm" color="ink">
                      {t('registry.unitPrice', { price: format.money(item.price, currency) })}
                    </Text>
                  </Stack>
                  <IconButton
                    aria-label={t('registry.remove', { name: item.name })}
                    variant="ghost"
                    colorPalette="blush"
                    size="md"
                    onClick={() => cart.remove(item.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </Flex>
                <Flex mt="3" justify="space-between" align="center" gap="3" wrap="wrap">
                  <QuantityStepper
                    itemName={item.name}
                    value={quantity}
                    max={item.remainingQuantity}
                    onChange={(n) => cart.setQuantity(item.id, n)}
                  />
                  <Text fontWeight="semibold" color="ink">
                    {format.money(item.price * quantity, currency)}
                  </Text>
                </Flex>
              </chakra.li>
            ))}
          </chakra.ul>
          <Flex justify="space-between" fontSize="lg" fontWeight="bold" color="ink" borderTopWidth="1px" borderColor="ivory.200" pt="3">
            <Text>{t('registry.cartTotal')}</Text>
            <Text>{format.money(cart.total, currency)}</Text>
          </Flex>
        </Stack>
      )}
    </RegistryDialog>
  );
}
