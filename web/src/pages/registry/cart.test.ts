import { describe, expect, it } from 'vitest';
import { addToCart, cartCount, cartTotal, refreshCart, setCartQuantity, type RegistryItem } from './cart';
import { paymentNote } from './paymentNote';
import { isPhone, venmoLink } from './venmo';

const item = (id: number, name: string, price: number, remainingQuantity = 5): RegistryItem => ({
  id,
  name,
  description: null,
  imageUrl: null,
  imageSrcSet: '',
  price,
  remainingQuantity,
});
const DINNER = item(1, 'Sunset Dinner', 12000);
const KAYAK = item(2, 'Kayak Tour', 4550);

describe('cart rules (spec §4)', () => {
  it('adds a new item as a line, and the same item again raises its quantity', () => {
    let lines = addToCart([], DINNER, 1);
    lines = addToCart(lines, KAYAK, 2);
    lines = addToCart(lines, DINNER, 2);
    expect(lines.map((l) => [l.item.name, l.quantity])).toEqual([
      ['Sunset Dinner', 3],
      ['Kayak Tour', 2],
    ]);
  });

  it('setting a quantity changes that line; 0 or less removes it', () => {
    const lines = addToCart(addToCart([], DINNER, 1), KAYAK, 2);
    expect(setCartQuantity(lines, 2, 4).map((l) => l.quantity)).toEqual([1, 4]);
    expect(setCartQuantity(lines, 2, 0).map((l) => l.item.id)).toEqual([1]);
    expect(setCartQuantity(lines, 1, -1).map((l) => l.item.id)).toEqual([2]);
  });

  it('total is the sum of price times quantity; count the sum of quantities', () => {
    const lines = addToCart(addToCart([], DINNER, 1), KAYAK, 2);
    expect(cartTotal(lines)).toBe(12000 + 2 * 4550);
    expect(cartCount(lines)).toBe(3);
    expect(cartTotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });

  it('fresh items update the lines: never more than is left, gone or funded items leave', () => {
    const lines = addToCart(addToCart([], DINNER, 3), KAYAK, 2);
    const refreshed = refreshCart(lines, [{ ...DINNER, remainingQuantity: 2, price: 13000 }]);
    expect(refreshed).toEqual([{ item: { ...DINNER, remainingQuantity: 2, price: 13000 }, quantity: 2 }]);
    expect(refreshCart(lines, [{ ...DINNER, remainingQuantity: 0 }, KAYAK])).toEqual([{ item: KAYAK, quantity: 2 }]);
    expect(refreshCart(lines, [DINNER, KAYAK])).toBe(lines);
  });
});

describe('payment note (spec §4)', () => {
  it('is the item’s name for one, "name xN" above one, joined with " + ", "Honeymoon Registry" for none', () => {
    expect(paymentNote([{ item: DINNER, quantity: 1 }])).toBe('Sunset Dinner');
    expect(paymentNote([{ item: DINNER, quantity: 3 }])).toBe('Sunset Dinner x3');
    expect(paymentNote([{ item: DINNER, quantity: 2 }, { item: KAYAK, quantity: 1 }])).toBe('Sunset Dinner x2 + Kayak Tour');
    expect(paymentNote([])).toBe('Honeymoon Registry');
  });
});

describe('Venmo', () => {
  it('links to the app with the recipient, the amount in dollars with 2 decimals and the note', () => {
    expect(venmoLink('@ana-ben', 21100, 'Sunset Dinner x2 + Kayak Tour')).toBe(
      'venmo://paycharge?txn=pay&recipients=ana-ben&amount=211.00&note=Sunset%20Dinner%20x2%20%2B%20Kayak%20Tour',
    );
    expect(venmoLink('ana', 4550, 'Kayak Tour')).toContain('amount=45.50');
  });

  it('takes Android, iPhone, iPad and iPod user agents for phones', () => {
    expect(isPhone('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    expect(isPhone('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toBe(true);
    expect(isPhone('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
    expect(isPhone('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0')).toBe(false);
    expect(isPhone('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(false);
  });
});
