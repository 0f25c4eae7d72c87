// The demo gifts' pictures: an illustration each (drawn by scripts/make-builtin-images.mjs),
// uploaded as if by the couple, so the registry shows stored, signed, responsive photos rather
// than six identical gift icons. A gift that already has a photo or an address is left alone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { projectRoot, type Config } from '../config.js';
import { uploadItemImage } from '../registry/gift-photos.service.js';
import { RegistryItem } from '../registry/registry-item.entity.js';
import { imageStoreFor } from '../site-images/image-store.js';

/** The demo gift (by its English name, seed-demo-registry.ts) to its illustration. */
export const DEMO_GIFT_ART: Record<string, string> = {
  'Dinner in Lisbon': 'gift-dinner',
  'Hot-air balloon ride': 'gift-balloon',
  'Sunset sailing': 'gift-sailing',
  'Cooking class': 'gift-cooking',
  'Train to Porto': 'gift-train',
  'Museum passes': 'gift-museum',
};

export async function seedGiftPhotos(em: EntityManager, config: Config): Promise<void> {
  const store = imageStoreFor(config.dataDir);
  for (const [name, art] of Object.entries(DEMO_GIFT_ART)) {
    const item = await em.findOne(RegistryItem, { name });
    if (!item || item.imageKey || item.imageUrl) continue;
    await uploadItemImage(em, store, item.id, () => readFile(join(projectRoot, 'web/public/images/builtin', `${art}.webp`)));
  }
}
