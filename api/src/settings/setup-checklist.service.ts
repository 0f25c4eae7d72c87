import type { EntityManager } from '@mikro-orm/postgresql';
import { Guest } from '../party-guests/guest.entity.js';
import { Setting } from './setting.entity.js';
import { REQUIRED_DETAIL_KEYS } from './settings.service.js';
import type { SetupChecklist } from './wedding.types.js';

const SITE_SHARED = 'setup.siteShared';
const RSVP_KEYS = ['rsvp.deadline', 'rsvp.mealOptions'];

/**
 * A new site's set-up steps, ticked from the data itself (nothing to keep in step): two cheap
 * statements whatever the size of the guest list, so the dashboard can ask on every load.
 */
export async function getSetupChecklist(em: EntityManager): Promise<SetupChecklist> {
  const rows = await em.find(Setting, { key: { $in: [...REQUIRED_DETAIL_KEYS, ...RSVP_KEYS, SITE_SHARED] } });
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  // One guest outside the couple's own (admin) parties is enough; no count of the whole list.
  const guest = await em.findOne(Guest, { party: { isAdmin: false } }, { fields: ['id'] });
  const meals = saved.get('rsvp.mealOptions');
  const checklist = {
    weddingDetails: REQUIRED_DETAIL_KEYS.every((k) => saved.has(k)),
    guests: !!guest,
    rsvpOptions: !!saved.get('rsvp.deadline') && !!meals && meals !== '[]',
    siteShared: saved.get(SITE_SHARED) === 'true',
  };
  return { ...checklist, complete: Object.values(checklist).every(Boolean) };
}

/** "Copy the site's address": the couple has the link to share, so that step is done. */
export async function markSiteShared(em: EntityManager): Promise<SetupChecklist> {
  await em.upsert(Setting, { key: SITE_SHARED, value: 'true' });
  return getSetupChecklist(em);
}
