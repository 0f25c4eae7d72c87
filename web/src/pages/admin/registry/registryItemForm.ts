import type { AdminRegistryItemFieldsFragment, RegistryItemInput, RegistryItemUpdateInput } from '../gql/graphql';

export type RegistryItem = AdminRegistryItemFieldsFragment;

/** The form's values as typed (number inputs give text); turned into the server's input on save. */
export interface ItemFormValues {
  name: string;
  /** The Spanish name and description; empty shows guests the English. */
  nameEs: string;
  description: string;
  descriptionEs: string;
  /** In dollars (or the currency's main unit), as typed: "49.99". */
  price: string;
  imageUrl: string;
  totalQuantity: string;
  /** Shown when editing only: on create the server sets remaining = total. */
  remainingQuantity: string;
  displayOrder: string;
  active: boolean;
}

export type ItemTextField = Exclude<keyof ItemFormValues, 'active'>;

/** Spec §5 "Registry item form": price 0, quantity 1, active. */
export function emptyItemForm(): ItemFormValues {
  return { name: '', nameEs: '', description: '', descriptionEs: '', price: '0', imageUrl: '', totalQuantity: '1', remainingQuantity: '1', displayOrder: '0', active: true };
}

export function itemFormValues(item: RegistryItem): ItemFormValues {
  return {
    name: item.name,
    nameEs: item.nameEs ?? '',
    description: item.description ?? '',
    descriptionEs: item.descriptionEs ?? '',
    price: (item.price / 100).toFixed(2),
    // The typed address: an uploaded photo is the photo field's (RegistryItemImageField).
    imageUrl: item.imageAddress ?? '',
    totalQuantity: String(item.totalQuantity),
    remainingQuantity: String(item.remainingQuantity),
    displayOrder: String(item.displayOrder),
    active: item.active,
  };
}

/**
 * Dollars as typed to whole cents, rounded ("12.345" → 1235). Through 12 significant digits
 * first, so binary fractions such as 12.345 × 100 = 1234.4999… round the way a person expects.
 * Not a number: 0, the form's default price.
 */
export function dollarsToCents(text: string): number {
  const dollars = Number(text.trim());
  if (!text.trim() || !Number.isFinite(dollars)) return 0;
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/** A whole number as typed, or `fallback` when it is not one (spec §5: a quantity falls back to 1). */
export function wholeNumber(text: string, fallback: number): number {
  const n = Number.parseInt(text.trim(), 10);
  return Number.isNaN(n) ? fallback : n;
}

const optionalText = (text: string) => (text.trim() ? text.trim() : null);

/** What a create sends: on create the server sets remainingQuantity to totalQuantity. */
export function createItemInput(values: ItemFormValues): RegistryItemInput {
  return {
    name: values.name.trim(),
    nameEs: optionalText(values.nameEs),
    description: optionalText(values.description),
    descriptionEs: optionalText(values.descriptionEs),
    imageUrl: optionalText(values.imageUrl),
    price: dollarsToCents(values.price),
    totalQuantity: wholeNumber(values.totalQuantity, 1),
    displayOrder: wholeNumber(values.displayOrder, 0),
    active: values.active,
  };
}

/**
 * What an edit sends. The remaining quantity goes only when the admin changed it: otherwise
 * the server keeps what was already given consistent with a new total.
 */
export function updateItemInput(values: ItemFormValues, item: RegistryItem): RegistryItemUpdateInput {
  const remaining = wholeNumber(values.remainingQuantity, item.remainingQuantity);
  return {
    ...createItemInput(values),
    ...(remaining !== item.remainingQuantity ? { remainingQuantity: remaining } : {}),
  };
}
