import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../content/content-keys.js';
import { Party } from '../parties/party.entity.js';
import { personalLinkUrl } from '../personal-links/personal-link.service.js';
import { getWedding } from '../settings/settings.service.js';
import { invitationCardsPdf } from './card-pdf.js';

/** The language a party's card is printed in: its own (issue 22 §1). */
function cardLanguage(party: Party): Language {
  return party.language === 'es' ? 'es' : 'en';
}

/**
 * Every household's card, by last name: the couple's own party (the admins) has none. `base` is
 * the site's address (SITE_URL, else the dashboard's), printed under each QR code.
 */
export async function invitationCards(em: EntityManager, secret: string, base: string): Promise<{ filename: string; contentType: string; data: Buffer }> {
  const wedding = await getWedding(em);
  const parties = await em.find(Party, { isAdmin: false }, { orderBy: { nameKey: 'asc', id: 'asc' } });
  const data = await invitationCardsPdf(
    { coupleNames: wedding.coupleNames, date: wedding.date, siteAddress: base.replace(/^https?:\/\//, '') },
    parties.map((p) => ({ lastName: p.lastName, language: cardLanguage(p), link: personalLinkUrl(base, secret, p) })),
  );
  return { filename: `invitation-cards-${wedding.date}.pdf`, contentType: 'application/pdf', data };
}
