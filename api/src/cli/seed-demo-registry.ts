// The demo's honeymoon registry: gifts (one fully funded), payment settings and a few
// confirmations waiting for the couple. Items are matched by name, so a second run adds none.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import type { Party } from '../parties/party.entity.js';
import { confirmPayments, updateConfirmation } from '../registry/payment.service.js';
import { RegistryItem } from '../registry/registry-item.entity.js';
import { updatePaymentSettings } from '../registry/registry.service.js';

const DEMO_ITEMS = [
  { name: 'Dinner in Lisbon', description: 'A long seafood dinner by the river', price: 15000, totalQuantity: 2 },
  { name: 'Hot-air balloon ride', description: 'Sunrise over the Alentejo plains', price: 25000, totalQuantity: 1 },
  { name: 'Sunset sailing', description: 'Two hours on the Tagus at golden hour', price: 9000, totalQuantity: 4 },
  { name: 'Cooking class', description: 'Learn pastéis de nata from a local baker', price: 6000, totalQuantity: 3 },
  { name: 'Train to Porto', description: 'First-class seats along the coast', price: 7500, totalQuantity: 2 },
  { name: 'Museum passes', description: 'A week of museums and tiled palaces', price: 4000, totalQuantity: 4 },
];

/** Who gave what: [party last name, item, quantity, confirmed by the couple]. */
const DEMO_GIFTS: Array<[string, string, number, boolean]> = [
  ['Smith', 'Hot-air balloon ride', 1, true],
  ['Garcia', 'Dinner in Lisbon', 1, false],
  ['Johnson', 'Museum passes', 2, false],
  ['Nguyen', 'Sunset sailing', 1, false],
];

export async function seedRegistry(em: EntityManager, parties: Party[]): Promise<void> {
  await updatePaymentSettings(em, { venmoUsername: 'Alex-Jordan-2026', zelleEmail: 'alex.and.jordan@example.com', currency: 'USD' });
  const fresh = new Set<string>();
  await em.transactional(async (tx) => {
    for (const [i, item] of DEMO_ITEMS.entries()) {
      if (await tx.count(RegistryItem, { name: item.name })) continue;
      tx.create(RegistryItem, { ...item, remainingQuantity: item.totalQuantity, displayOrder: (i + 1) * 10 });
      fresh.add(item.name);
    }
  });
  for (const [lastName, itemName, quantity, confirmed] of DEMO_GIFTS) {
    const party = parties.find((p) => p.lastName === lastName);
    if (!party || !fresh.has(itemName)) continue;
    const item = await em.findOneOrFail(RegistryItem, { name: itemName });
    const payer = { id: party.id } as SessionUser;
    const [confirmation] = await confirmPayments(em, payer, {
      items: [{ registryItemId: item.id, quantity }],
      guestName: `${lastName === 'Smith' ? 'Emma' : 'The'} ${lastName}`,
      guestEmail: `${lastName.toLowerCase()}@example.com`,
      paymentMethod: lastName === 'Garcia' ? 'zelle' : 'venmo',
      message: lastName === 'Smith' ? 'Enjoy the view from up there!' : null,
    });
    if (confirmed) await updateConfirmation(em, confirmation.id, { status: 'confirmed', adminNotes: 'Seen in Venmo' });
  }
}
