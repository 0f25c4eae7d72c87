import { createHmac, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Party } from '../parties/party.entity.js';
import { preparedRead } from '../db/prepared.js';
import { DEVICE_PARTY_SQL } from './session-query.js';

/**
 * OWASP's device cookie: a browser that signed in as a party is remembered, so a stranger who
 * locks that last name with wrong guesses does not lock the family out. The token names the
 * party and carries an HMAC (keyed with the session secret) of the party's current sign-in
 * pair, so it cannot be forged and dies when the couple change that party's last name or ZIP.
 */
export const DEVICE_COOKIE = 'wedding.device';
export const DEVICE_DAYS = 365;

function tag(secret: string, party: Pick<Party, 'id' | 'nameKey' | 'zipCode'>): Buffer {
  return createHmac('sha256', secret).update(`${DEVICE_COOKIE}\n${party.id}\n${party.nameKey}\n${party.zipCode}`).digest();
}

export function deviceTokenFor(secret: string, party: Pick<Party, 'id' | 'nameKey' | 'zipCode'>): string {
  return `${party.id}.${tag(secret, party).toString('base64url')}`;
}

/**
 * The party a device token vouches for, when the token is genuine, still matches that party's
 * sign-in pair, and the party has the last name being tried; else null.
 */
export async function trustedDeviceParty(
  em: EntityManager,
  secret: string,
  token: string | undefined,
  nameKey: string,
): Promise<number | null> {
  const m = /^(\d{1,10})\.([\w-]{43})$/.exec(token ?? '');
  // Past the id column's range nothing can match (and the statement's parameter would not fit).
  if (!m || Number(m[1]) > 2_147_483_647) return null;
  const [party] = await preparedRead<Pick<Party, 'id' | 'nameKey' | 'zipCode'>>(em, 'device_party', DEVICE_PARTY_SQL, [Number(m[1])]);
  if (!party || party.nameKey !== nameKey) return null;
  const given = Buffer.from(m[2], 'base64url');
  const expected = tag(secret, party);
  return given.length === expected.length && timingSafeEqual(given, expected) ? party.id : null;
}

/** What a resolver may do with the browser's device cookie. */
export interface DeviceControl {
  readonly token: string | undefined;
  remember(token: string): void;
}

/** The request's device cookie, read when a resolver first asks (only sign-in does). */
class DeviceCookie implements DeviceControl {
  constructor(private readonly ctx: Koa.Context) {}

  get token(): string | undefined {
    return this.ctx.cookies.get(DEVICE_COOKIE);
  }

  remember(token: string): void {
    this.ctx.cookies.set(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.ctx.secure,
      maxAge: DEVICE_DAYS * 86_400_000,
      overwrite: true,
    });
  }
}

export function deviceCookie(ctx: Koa.Context): DeviceControl {
  return new DeviceCookie(ctx);
}
