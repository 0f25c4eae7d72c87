import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { notify } from '../../components/toaster';
import { RegistryPageDocument } from './gql/graphql';
import { useT } from '../../i18n/useT';
import { quantityInCart, type RegistryItem } from './cart';
import { useCart } from './useCart';
import { useCheckout } from './useCheckout';

/** The registry page's data, its cart and checkout flow, and adding to the cart (spec §4, §5). */
export function useRegistryPage() {
  const t = useT();
  const { data, loading } = useQuery(RegistryPageDocument);
  const cart = useCart();
  const checkout = useCheckout(cart, data?.paymentSettings.venmoUsername);

  // Fresh items (after a gift) update the cart's lines: price, what is left.
  const items = data?.registryItems;
  const { refresh } = cart;
  useEffect(() => {
    if (items) refresh(items);
  }, [items, refresh]);

  const addToCart = (item: RegistryItem, quantity: number): boolean => {
    // Spec §5: never more than is left, counting what the cart already holds.
    if (quantityInCart(cart.lines, item.id) + quantity > item.remainingQuantity) {
      notify.error({ title: t('registry.onlyAvailable', { n: item.remainingQuantity }) });
      return false;
    }
    cart.add(item, quantity);
    notify.success({ title: t('registry.addedToCart'), description: t('registry.addedDescription', { qty: quantity, name: item.name }) });
    return true;
  };

  const view = !data ? (loading ? 'loading' : 'failed') : data.registryItems.length ? 'items' : 'empty';
  return { view, data, cart, checkout, addToCart } as const;
}
