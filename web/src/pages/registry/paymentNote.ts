/**
 * The note a guest types in Venmo or Zelle (spec §4), so the couple can match the payment: the
 * item's name, "name xN" above one, several joined with " + ", "Honeymoon Registry" if none.
 * It stays in English whatever the page's language: the couple read it in their bank app.
 */
export function paymentNote(lines: readonly { item: { name: string }; quantity: number }[]): string {
  if (!lines.length) return 'Honeymoon Registry';
  return lines.map(({ item, quantity }) => (quantity > 1 ? `${item.name} x${quantity}` : item.name)).join(' + ');
}
