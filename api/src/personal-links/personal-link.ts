import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A party's personal link, /i/{token} (issue 22 §2). The token is the party's id and an HMAC of
 * its link nonce keyed with the server's secret: 256 bits, of which the first 144 are sent. Nothing
 * that opens the link is stored: a copy of the database (a backup) cannot sign anyone in, yet the
 * dashboard and the printed cards can show each party's link whenever asked. A new nonce (the
 * couple's "New link") voids the old one. Changing SESSION_SECRET changes every link.
 */
const MAC_BYTES = 18;

function mac(secret: string, party: { id: number; linkNonce: string }): Buffer {
  return createHmac('sha256', secret).update(`personal-link\n${party.id}\n${party.linkNonce}`).digest().subarray(0, MAC_BYTES);
}

export function personalLinkToken(secret: string, party: { id: number; linkNonce: string }): string {
  return `${party.id}-${mac(secret, party).toString('base64url')}`;
}

export function personalLinkPath(secret: string, party: { id: number; linkNonce: string }): string {
  return `/i/${personalLinkToken(secret, party)}`;
}

/** The party id a token names, when it has the shape of one; whether it is genuine is `tokenMatches`. */
export function tokenPartyId(token: string): number | null {
  const m = /^(\d{1,10})-([\w-]{24})$/.exec(token);
  return m ? Number(m[1]) : null;
}

export function tokenMatches(secret: string, token: string, party: { id: number; linkNonce: string }): boolean {
  const given = Buffer.from(token.slice(token.indexOf('-') + 1), 'base64url');
  const expected = mac(secret, party);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
