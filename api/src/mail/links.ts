import { createHmac, timingSafeEqual } from 'node:crypto';
import { personalLinkUrl } from '../personal-links/personal-link.service.js';

/** Where a message sends a party to answer: its personal link, which signs it in (issue 22 §2). */
export function partyLink(siteUrl: string, secret: string, party: { id: number; linkNonce: string }): string {
  return personalLinkUrl(siteUrl, secret, party);
}

/** A party's unsubscribe token: an HMAC of its id keyed by the session secret, so none can be guessed. */
export function unsubscribeToken(secret: string, partyId: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${partyId}`).digest('base64url').slice(0, 32);
}

export function checkUnsubscribeToken(secret: string, partyId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, partyId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeUrl(siteUrl: string, secret: string, partyId: number): string {
  return `${siteUrl}/unsubscribe?party=${partyId}&token=${unsubscribeToken(secret, partyId)}`;
}
