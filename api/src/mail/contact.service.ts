import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { notFound } from '../graphql/errors.js';
import { Party } from '../parties/party.entity.js';
import { checkEmail } from './contact-checks.js';
import { checkUnsubscribeToken } from './links.js';
import type { PartyContactType } from './mail.types.js';
import { queueConfirmation } from './mail.service.js';

export async function ownContact(em: EntityManager, user: SessionUser): Promise<PartyContactType> {
  const party = await em.findOne(Party, { id: user.id }, { fields: ['email', 'language'] });
  if (!party) throw notFound('PARTY_NOT_FOUND', 'Party not found');
  return { email: party.email, language: party.language };
}

/** The signed-in party adds or corrects its own e-mail (blank removes it), for its RSVP confirmation. */
export async function updateOwnEmail(em: EntityManager, user: SessionUser, email: string | null | undefined): Promise<PartyContactType> {
  const address = checkEmail(email);
  return em.transactional(async (tx) => {
    const party = await tx.findOne(Party, { id: user.id });
    if (!party) throw notFound('PARTY_NOT_FOUND', 'Party not found');
    const added = address !== null && address !== party.email;
    party.email = address;
    await tx.flush();
    // Added after answering: the confirmation it could not get then comes now.
    if (added) {
      const [{ answered }] = await tx.execute<Array<{ answered: boolean }>>(
        'select exists (select 1 from guest_attendance a join guest g on g.id = a.guest_id where g.party_id = ?) as answered',
        [party.id],
      );
      if (answered) await queueConfirmation(tx, party.id);
    }
    return { email: party.email, language: party.language };
  });
}

/** The List-Unsubscribe link's action: no more reminders or updates for this party. False for a wrong token. */
export async function unsubscribe(em: EntityManager, secret: string, partyId: number, token: string): Promise<{ ok: boolean; language: string }> {
  if (!Number.isSafeInteger(partyId) || !checkUnsubscribeToken(secret, partyId, token)) return { ok: false, language: 'en' };
  const party = await em.findOne(Party, { id: partyId }, { fields: ['language', 'unsubscribedAt'] });
  if (!party) return { ok: false, language: 'en' };
  if (!party.unsubscribedAt) await em.nativeUpdate(Party, { id: partyId, unsubscribedAt: null }, { unsubscribedAt: new Date() });
  return { ok: true, language: party.language };
}

/** Whether the party the link names exists and the token is its own (for the confirmation page). */
export async function unsubscribeLinkParty(
  em: EntityManager,
  secret: string,
  partyId: number,
  token: string,
): Promise<Pick<Party, 'language' | 'unsubscribedAt'> | null> {
  if (!Number.isSafeInteger(partyId) || !checkUnsubscribeToken(secret, partyId, token)) return null;
  return em.findOne(Party, { id: partyId }, { fields: ['language', 'unsubscribedAt'] });
}
