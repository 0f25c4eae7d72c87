// The demo's photos: the built-in art uploaded as if by the couple (so the demo shows stored,
// signed, responsive images): a hero, two couple photos and the 24-image gallery with its
// parents and close-friends sets. Matched by location and alt text, so a second run adds none.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { projectRoot, type Config } from '../config.js';
import { BUILTIN_IMAGES, DEMO_HERO } from '../site-images/builtin-images.js';
import { imageStoreFor } from '../site-images/image-store.js';
import { SiteImage } from '../site-images/site-image.entity.js';
import { uploadSiteImage } from '../site-images/site-images.service.js';

export async function seedSiteImages(em: EntityManager, config: Config): Promise<void> {
  const store = imageStoreFor(config.dataDir);
  const demo = [DEMO_HERO, ...BUILTIN_IMAGES];
  for (const [i, image] of demo.entries()) {
    const seeded = await em.findOne(SiteImage, { location: image.location, alt: image.alt });
    if (seeded) {
      // A demo loaded before the photos had Spanish gets it; the couple's own edits stay.
      if (!seeded.altEs) await em.nativeUpdate(SiteImage, { id: seeded.id }, { altEs: image.altEs });
      continue;
    }
    const file = join(projectRoot, 'web/public', image.url);
    await uploadSiteImage(
      em,
      store,
      config.sessionSecret,
      { location: image.location, alt: image.alt, altEs: image.altEs, description: '', displayOrder: i, active: true, photoVersion: image.photoVersion },
      () => readFile(file),
    );
  }
}
