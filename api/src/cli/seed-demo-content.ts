import type { EntityManager } from '@mikro-orm/postgresql';
import { seedDefaultTexts } from '../content/content.service.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';

/** A group's own words, so the demo shows where each appears (landing, travel, registry). */
type Note = 'welcomeMessage' | 'customLogistics' | 'customRegistry';
const GROUP_NOTES: Record<string, Partial<Pick<GuestGroup, Note | `${Note}Es`>>> = {
  family: {
    welcomeMessage: 'Dear family, we cannot wait to celebrate with you in Spain!',
    welcomeMessageEs: 'Querida familia, ¡estamos deseando celebrarlo con vosotros en España!',
    customLogistics: 'We will pick you up at the airport: just send us your flight details.',
    customLogisticsEs: 'Os recogeremos en el aeropuerto: solo tenéis que enviarnos los datos de vuestro vuelo.',
    customRegistry: 'Your presence is the best gift. If you wish to give something, the honeymoon fund is below.',
    customRegistryEs: 'Vuestra presencia es el mejor regalo. Si queréis regalarnos algo, abajo está el fondo para la luna de miel.',
  },
};

/** The spec's texts for every page (kept when the couple already edited them), and the groups' notes. */
export async function seedContent(em: EntityManager): Promise<void> {
  await seedDefaultTexts(em);
  await em.transactional(async (tx) => {
    for (const [name, notes] of Object.entries(GROUP_NOTES)) {
      const group = await tx.findOne(GuestGroup, { name });
      if (!group) continue;
      // Only fill what is empty: a second run leaves the couple's own words.
      for (const [field, text] of Object.entries(notes) as Array<[keyof typeof notes, string]>) {
        if (!group[field]) group[field] = text;
      }
    }
  });
}
