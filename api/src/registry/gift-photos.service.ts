import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../graphql/errors.js';
import type { ImageStore } from '../site-images/image-store.js';
import { storeImage } from '../site-images/stored-images.js';
import { RegistryItem } from './registry-item.entity.js';

export const itemNotFound = () => notFound('REGISTRY_ITEM_NOT_FOUND', 'Registry item not found');

/**
 * Stores a gift's photo (the site images' checks, size limit and WebP variants) and puts it in
 * place of the old one, whose files go once the row no longer names them. The item is looked up
 * before the upload is read, so an unknown id costs no decoding.
 */
export async function uploadItemImage(em: EntityManager, store: ImageStore, id: number, read: () => Promise<Buffer>): Promise<RegistryItem> {
  if (!(await em.count(RegistryItem, { id }))) throw itemNotFound();
  let previous: string | null = null;
  const item = await storeImage(store, read, (stored) =>
    em.transactional(async (tx) => {
      const row = await tx.findOne(RegistryItem, { id });
      if (!row) throw itemNotFound();
      previous = row.imageKey;
      row.imageKey = stored.key;
      row.imageWidths = stored.widths;
      return row;
    }),
  );
  if (previous) await store.remove(previous);
  return item;
}

/** Removes the uploaded photo (the typed address, if any, shows again); nothing to remove is no error. */
export async function removeItemImage(em: EntityManager, store: ImageStore, id: number): Promise<RegistryItem> {
  const item = await em.findOne(RegistryItem, { id });
  if (!item) throw itemNotFound();
  const key = item.imageKey;
  item.imageKey = null;
  item.imageWidths = [];
  await em.flush();
  if (key) await store.remove(key);
  return item;
}
