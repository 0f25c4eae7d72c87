import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Party } from '../parties/party.entity.js';
import { notFound, unauthenticated } from '../graphql/errors.js';
import type { LoginLimiter } from '../auth/login-limiter.js';
import { deviceTokenFor } from '../auth/device-token.js';
import { loadSessionUser, type SessionUser } from '../auth/session-user.js';
import { personalLinkPath, tokenMatches, tokenPartyId } from './personal-link.js';

export const PERSONAL_LINK_INVALID = 'This link is no longer valid. Sign in with your last name and ZIP code.';

/**
 * Opening a personal link signs its party in, as the last name and ZIP do; the caller starts
 * the session and remembers the browser. Every try counts against the address until it succeeds.
 */
export async function signInWithLink(
  em: EntityManager,
  limiter: LoginLimiter,
  from: { ip: string; secret: string },
  token: string,
): Promise<{ user: SessionUser; deviceToken: string }> {
  const attempt = limiter.attemptLink(from.ip, token.slice(0, 64));
  const id = tokenPartyId(token);
  const party = id === null ? null : await em.findOne(Party, { id });
  const user = party && tokenMatches(from.secret, token, party) ? await loadSessionUser(em, party.id) : null;
  if (!party || !user) throw unauthenticated('PERSONAL_LINK_INVALID', PERSONAL_LINK_INVALID);
  attempt.succeeded();
  return { user, deviceToken: deviceTokenFor(from.secret, party) };
}

/** The link to copy: on SITE_URL when set, else on the address the couple opened the dashboard at. */
export function personalLinkUrl(base: string, secret: string, party: { id: number; linkNonce: string }): string {
  return base + personalLinkPath(secret, party);
}

/** A new link for the party; the old one stops working at once. */
export async function regeneratePersonalLink(em: EntityManager, partyId: number): Promise<Party> {
  const party = await em.findOne(Party, { id: partyId });
  if (!party) throw notFound('PARTY_NOT_FOUND', 'Party not found');
  party.linkNonce = randomUUID();
  await em.flush();
  return party;
}
