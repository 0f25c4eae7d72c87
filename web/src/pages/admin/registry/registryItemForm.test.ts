import { describe, expect, it } from 'vitest';
import { registryItem } from '../../../test/adminMocks';
import { createItemInput, dollarsToCents, emptyItemForm, itemFormValues, updateItemInput, wholeNumber } from './registryItemForm';

describe('registry item form values', () => {
  it('turns dollars as typed into whole cents, rounded', () => {
    expect(dollarsToCents('49.99')).toBe(4999);
    expect(dollarsToCents('12.345')).toBe(1235);
    expect(dollarsToCents('12.344')).toBe(1234);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('1.005')).toBe(101);
    expect(dollarsToCents(' 120 ')).toBe(12000);
    expect(dollarsToCents('')).toBe(0);
    expect(dollarsToCents('abc')).toBe(0);
  });

  it('a quantity that is not a number falls back', () => {
    expect(wholeNumber('3', 1)).toBe(3);
    expect(wholeNumber('', 1)).toBe(1);
    expect(wholeNumber('many', 1)).toBe(1);
  });

  it('a new item starts at price 0, quantity 1, active, and sends no remaining quantity', () => {
    expect(createItemInput({ ...emptyItemForm(), name: ' Dinner ' })).toEqual({
      name: 'Dinner',
      nameEs: null,
      description: null,
      descriptionEs: null,
      imageUrl: null,
      price: 0,
      totalQuantity: 1,
      displayOrder: 0,
      active: true,
    });
  });

  it('an edit sends the remaining quantity only when the admin changed it', () => {
    const item = registryItem({ price: 1999, totalQuantity: 4, remainingQuantity: 3 });
    const values = itemFormValues(item);
    expect(values.price).toBe('19.99');
    expect(updateItemInput({ ...values, totalQuantity: '6' }, item)).not.toHaveProperty('remainingQuantity');
    expect(updateItemInput({ ...values, remainingQuantity: '5' }, item)).toMatchObject({ remainingQuantity: 5 });
    expect(updateItemInput({ ...values, remainingQuantity: 'x' }, item)).not.toHaveProperty('remainingQuantity');
  });
});
