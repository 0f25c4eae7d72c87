import { useCallback, useMemo, useState } from 'react';
import { addToCart, cartCount, cartTotal, refreshCart, setCartQuantity, type CartLine, type RegistryItem } from './cart';

/** The cart of spec §4, in the page's memory: lines, their total (cents) and item count. */
export function useCart() {
  const [lines, setLines] = useState<CartLine[]>([]);
  const add = useCallback((item: RegistryItem, quantity: number) => setLines((current) => addToCart(current, item, quantity)), []);
  const setQuantity = useCallback((itemId: number, quantity: number) => setLines((current) => setCartQuantity(current, itemId, quantity)), []);
  const remove = useCallback((itemId: number) => setLines((current) => setCartQuantity(current, itemId, 0)), []);
  const clear = useCallback(() => setLines([]), []);
  const refresh = useCallback((items: readonly RegistryItem[]) => setLines((current) => refreshCart(current, items)), []);
  return useMemo(
    () => ({ lines, add, setQuantity, remove, clear, refresh, total: cartTotal(lines), count: cartCount(lines) }),
    [lines, add, setQuantity, remove, clear, refresh],
  );
}

export type Cart = ReturnType<typeof useCart>;
