// The demo's honeymoon registry: gifts (one fully funded), payment settings and a few
// confirmations waiting for the couple. Items are matched by name, so a second run adds none.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import type { Party } from '../parties/party.entity.js';
import { confirmPayments, updateConfirmation } from '../registry/payment.service.js';
import { RegistryItem } from '../registry/registry-item.entity.js';
import { updatePaymentSettings } from '../registry/registry.service.js';

const DEMO_ITEMS = [
  { name: 'Dinner in Lisbon', nameEs: 'Cena en Lisboa', description: 'A long seafood dinner by the river', descriptionEs: 'Una larga cena de marisco junto al río', price: 15000, totalQuantity: 2 },
  { name: 'Hot-air balloon ride', nameEs: 'Paseo en globo', description: 'Sunrise over the Alentejo plains', descriptionEs: 'El amanecer sobre las llanuras del Alentejo', price: 25000, totalQuantity: 1 },
  { name: 'Sunset sailing', nameEs: 'Velero al atardecer', description: 'Two hours on the Tagus at golden hour', descriptionEs: 'Dos horas por el Tajo a la hora dorada', price: 9000, totalQuantity: 4 },
  { name: 'Cooking class', nameEs: 'Clase de cocina', description: 'Learn pastéis de nata from a local baker', descriptionEs: 'Aprender a hacer pastéis de nata con un pastelero del barrio', price: 6000, totalQuantity: 3 },
  { name: 'Train to Porto', nameEs: 'Tren a Oporto', description: 'First-class seats along the coast', descriptionEs: 'Asientos de primera clase a lo largo de la costa', price: 7500, totalQuantity: 2 },
  { name: 'Museum passes', nameEs: 'Pases de museo', description: 'A week of museums and tiled palaces', descriptionEs: 'Una semana de museos y palacios de azulejos', price: 4000, totalQuantity: 4 },
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
      const seeded = await tx.findOne(RegistryItem, { name: item.name });
      if (seeded) {
        // A demo loaded before gifts had Spanish gets it; the couple's own Spanish stays.
        if (!seeded.nameEs) seeded.nameEs = item.nameEs;
        if (!seeded.descriptionEs) seeded.descriptionEs = item.descriptionEs;
        continue;
      }
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
