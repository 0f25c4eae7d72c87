import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../graphql/errors.js';
import { Setting } from '../settings/setting.entity.js';
import { RegistryItem } from './registry-item.entity.js';
import { imageUrl, MAX_PRICE_CENTS, MAX_QUANTITY, text, wholeNumber } from './registry-checks.js';
import { preparedRead } from '../db/prepared.js';
import type { Language } from '../content/content-keys.js';
import { inLanguage } from '../i18n/reader-language.js';
import { itemImage, type ItemImageColumns } from './gift-photos.js';
import { itemNotFound } from './gift-photos.service.js';
import type { ImageStore } from '../site-images/image-store.js';
import { storedImageOf } from '../site-images/signed-urls.js';
import type { PaymentSettingsInput, PaymentSettingsType, RegistryItemInput, RegistryItemType, RegistryItemUpdateInput } from './registry.types.js';

const ORDER = { displayOrder: 'asc', id: 'asc' } as const;

/** Shared with bench/baseline.ts, which must do the same database work. */
export const REGISTRY_ITEMS_SQL = `select id, name, name_es as "nameEs", description, description_es as "descriptionEs", image_url as "imageUrl", image_key as "imageKey", image_widths as "imageWidths", price, total_quantity as "totalQuantity",
  remaining_quantity as "remainingQuantity", display_order as "displayOrder", active
  from registry_item where active order by display_order, id`;

/**
 * What guests see: the active items in the couple's order, read as the GraphQL type. The
 * registry page's first read, so a prepared statement (see db/prepared.ts). Outside any unit of work only.
 */
export type RegistryItemRow = RegistryItemType & ItemImageColumns & { nameEs: string | null; descriptionEs: string | null };

/** A row of REGISTRY_ITEMS_SQL as a guest reads it; shared with bench/baseline.ts. */
export function guestItemView({ nameEs, descriptionEs, imageKey, imageWidths, ...item }: RegistryItemRow, language: Language, secret: string): RegistryItemType {
  // Each text in the reader's language, in the spec's shape (no Es fields for guests); a gift's
  // uploaded photo signed for this reader (gift-photos.ts).
  return {
    ...item,
    name: inLanguage(language, item.name, nameEs),
    description: inLanguage(language, item.description, descriptionEs),
    ...itemImage({ imageUrl: item.imageUrl, imageKey, imageWidths }, secret),
  };
}

export async function activeItems(em: EntityManager, language: Language, secret: string): Promise<RegistryItemType[]> {
  const rows = await preparedRead<RegistryItemRow>(em, 'registry_items', REGISTRY_ITEMS_SQL, []);
  return rows.map((row) => guestItemView(row, language, secret));
}

export function allItems(em: EntityManager): Promise<RegistryItem[]> {
  return em.find(RegistryItem, {}, { orderBy: ORDER });
}

function itemFields(input: RegistryItemUpdateInput) {
  return {
    name: input.name != null ? text('name', input.name, 200, true)! : undefined,
    nameEs: input.nameEs !== undefined ? text('nameEs', input.nameEs, 200) : undefined,
    description: input.description !== undefined ? text('description', input.description, 2000) : undefined,
    descriptionEs: input.descriptionEs !== undefined ? text('descriptionEs', input.descriptionEs, 2000) : undefined,
    imageUrl: input.imageUrl !== undefined ? imageUrl(input.imageUrl) : undefined,
    price: input.price != null ? wholeNumber('price', input.price, 0, MAX_PRICE_CENTS) : undefined,
    displayOrder: input.displayOrder != null ? wholeNumber('displayOrder', input.displayOrder, -1_000_000, 1_000_000) : undefined,
    active: input.active ?? undefined,
  };
}

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function createItem(em: EntityManager, input: RegistryItemInput): Promise<RegistryItem> {
  const fields = itemFields(input);
  const totalQuantity = wholeNumber('totalQuantity', input.totalQuantity, 0, MAX_QUANTITY);
  // Spec §5: a new item has all its units left, unless the couple says some are already given.
  const remainingQuantity = input.remainingQuantity != null ? wholeNumber('remainingQuantity', input.remainingQuantity, 0, totalQuantity) : totalQuantity;
  const item = em.create(RegistryItem, { ...defined(fields), name: fields.name!, price: fields.price ?? 0, totalQuantity, remainingQuantity });
  await em.flush();
  return item;
}

/**
 * A new total keeps what guests already took: remaining moves by the same difference, and a
 * total below what was taken is refused. The row is locked against a payment at the same moment.
 */
export async function updateItem(em: EntityManager, id: number, input: RegistryItemUpdateInput): Promise<RegistryItem> {
  const fields = itemFields(input);
  return em.transactional(async (tx) => {
    const item = await tx.findOne(RegistryItem, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!item) throw itemNotFound();
    // A client that sends back the item it read (imageUrl: its own signed photo) keeps the address it had.
    if (item.imageKey && fields.imageUrl && storedImageOf(fields.imageUrl)?.key === item.imageKey) fields.imageUrl = undefined;
    const taken = item.totalQuantity - item.remainingQuantity;
    let { totalQuantity, remainingQuantity } = item;
    if (input.totalQuantity != null) {
      totalQuantity = wholeNumber('totalQuantity', input.totalQuantity, 0, MAX_QUANTITY);
      if (totalQuantity < taken) {
        throw badInput('totalQuantity', 'TOTAL_BELOW_TAKEN', `Guests have already given ${taken}; the total cannot be lower`, { taken });
      }
      remainingQuantity = totalQuantity - taken;
    }
    if (input.remainingQuantity != null) remainingQuantity = wholeNumber('remainingQuantity', input.remainingQuantity, 0, totalQuantity);
    tx.assign(item, { ...defined(fields), totalQuantity, remainingQuantity });
    return item;
  });
}

/**
 * Its payment confirmations stay, with the item's name, as the record of money received. Its
 * photo's files go after the row (a file outliving its row is never shown; the reverse would be
 * a broken image).
 */
export async function deleteItem(em: EntityManager, store: ImageStore, id: number): Promise<boolean> {
  const item = await em.findOne(RegistryItem, { id }, { fields: ['imageKey'] });
  if (!item) throw itemNotFound();
  const key = item.imageKey;
  const deleted = await em.nativeDelete(RegistryItem, { id });
  if (!deleted) throw itemNotFound();
  if (key) await store.remove(key);
  return true;
}

const KEYS = { venmoUsername: 'payment.venmoUsername', zelleEmail: 'payment.zelleEmail', currency: 'payment.currency' } as const;
export const DEFAULT_CURRENCY = 'USD';

export async function getPaymentSettings(em: EntityManager): Promise<PaymentSettingsType> {
  const rows = await em.find(Setting, { key: { $in: Object.values(KEYS) } });
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  return {
    venmoUsername: saved.get(KEYS.venmoUsername) || null,
    zelleEmail: saved.get(KEYS.zelleEmail) || null,
    currency: saved.get(KEYS.currency) || DEFAULT_CURRENCY,
  };
}

/** The settings writes an input asks for, checked (the wedding details save the currency too). */
export function paymentSettingWrites(input: PaymentSettingsInput): Array<{ key: string; value: string }> {
  const writes: Array<{ key: string; value: string }> = [];
  if (input.venmoUsername !== undefined) {
    // People copy their handle with its "@".
    const name = text('venmoUsername', input.venmoUsername?.replace(/^\s*@/, ''), 50) ?? '';
    if (name && !/^[A-Za-z0-9_-]+$/.test(name)) {
      throw badInput('venmoUsername', 'VENMO_USERNAME_INVALID', 'A Venmo username has only letters, numbers, hyphens and underscores');
    }
    writes.push({ key: KEYS.venmoUsername, value: name });
  }
  if (input.zelleEmail !== undefined) {
    const address = text('zelleEmail', input.zelleEmail, 254) ?? '';
    if (address && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      throw badInput('zelleEmail', 'EMAIL_INVALID', 'Please enter a valid email address', { field: 'zelleEmail' });
    }
    writes.push({ key: KEYS.zelleEmail, value: address });
  }
  if (input.currency != null) {
    const code = input.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) {
      throw badInput('currency', 'CURRENCY_INVALID', 'currency must be an ISO 4217 code such as USD or EUR');
    }
    writes.push({ key: KEYS.currency, value: code });
  }
  return writes;
}

export async function updatePaymentSettings(em: EntityManager, input: PaymentSettingsInput): Promise<PaymentSettingsType> {
  const writes = paymentSettingWrites(input);
  await em.transactional(async (tx) => {
    for (const w of writes) await tx.upsert(Setting, w);
  });
  return getPaymentSettings(em);
}
