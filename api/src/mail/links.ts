import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Where a message sends a party to answer. Personal sign-in links (issue 22 §2) are not here
 * yet: until they are, every party gets the site's address and signs in with its last name and
 * ZIP code. Replace this one function when /i/{token} exists.
 */
export function partyLink(siteUrl: string, _partyId: number): string {
  return `${siteUrl}/`;
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
