import type { RegistryItemFieldsFragment } from './gql/graphql';

export type RegistryItem = RegistryItemFieldsFragment;

/** One line of the cart (spec §3 "Cart line"): the item as shown, and how many. Client memory only. */
export interface CartLine {
  item: RegistryItem;
  quantity: number;
}

/** Spec §4: adding an item already in the cart raises its quantity instead of adding a line. */
export function addToCart(lines: readonly CartLine[], item: RegistryItem, quantity: number): CartLine[] {
  if (quantity <= 0) return [...lines];
  const existing = lines.find((line) => line.item.id === item.id);
  if (!existing) return [...lines, { item, quantity }];
  return lines.map((line) => (line.item.id === item.id ? { item, quantity: line.quantity + quantity } : line));
}

/** Spec §4: a quantity of 0 or less removes the line. */
export function setCartQuantity(lines: readonly CartLine[], itemId: number, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.item.id !== itemId);
  return lines.map((line) => (line.item.id === itemId ? { ...line, quantity } : line));
}

/** The sum of price times quantity, in cents. */
export const cartTotal = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.item.price * line.quantity, 0);

/** The number of items: the sum of the quantities. */
export const cartCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** How many of an item the cart already holds. */
export const quantityInCart = (lines: readonly CartLine[], itemId: number) => lines.find((line) => line.item.id === itemId)?.quantity ?? 0;

/**
 * Keeps the cart in step with the items just fetched (after someone else's gift, say): lines
 * show the current price and stock, never ask for more than is left, and an item gone from the
 * list or fully funded leaves the cart.
 */
export function refreshCart(lines: readonly CartLine[], items: readonly RegistryItem[]): CartLine[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const next = lines.flatMap((line) => {
    const item = byId.get(line.item.id);
    const quantity = item ? Math.min(line.quantity, item.remainingQuantity) : 0;
    return item && quantity > 0 ? [{ item, quantity }] : [];
  });
  // The same lines: keep the old array, so nothing re-renders for nothing.
  const same = next.length === lines.length && next.every((line, i) => line.item === lines[i].item && line.quantity === lines[i].quantity);
  return same ? (lines as CartLine[]) : next;
}
