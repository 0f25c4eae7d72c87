import type { EntityManager } from '@mikro-orm/postgresql';
import { Party } from '../parties/party.entity.js';
import { badInput, unauthenticated } from '../graphql/errors.js';
import type { LoginLimiter } from './login-limiter.js';
import { lastNameKey } from './last-name-key.js';
import { deviceTokenFor, trustedDeviceParty } from './device-token.js';
import { toSessionUser, type SessionUser } from './session-user.js';
import { groupOf, partyOf } from './session-query.js';
import type { NewSession } from '../session/session.store.js';
import { signInRead } from './sign-in-batch.js';

export const MIN_ZIP_LENGTH = 5;
export const LOGIN_FAILED = 'Invalid last name or zip code';

/** The spec's sign-in rules, shared by login and by the admin party forms. */
export function checkLastName(lastName: string, field = 'lastName'): string {
  const value = lastName.trim();
  // A name of only dots, dashes or apostrophes has no letters to sign in with.
  if (value.length < 1 || !lastNameKey(value)) throw badInput(field, 'LAST_NAME_REQUIRED', 'Last name is required');
  if (value.length > 100) throw badInput(field, 'LAST_NAME_TOO_LONG', 'Last name must be at most 100 characters', { max: 100 });
  return value;
}

export function checkZipCode(zipCode: string): string {
  const value = zipCode.trim();
  if (value.length < MIN_ZIP_LENGTH) throw badInput('zipCode', 'ZIP_CODE_INVALID', 'Valid ZIP code required');
  if (value.length > 20) throw badInput('zipCode', 'ZIP_CODE_TOO_LONG', 'ZIP code must be at most 20 characters', { max: 20 });
  return value;
}

/** Matches on the stored normal form of the name, the same one the limiter counts by. */
export async function findPartyByCredentials(em: EntityManager, lastName: string, zipCode: string): Promise<Party | null> {
  return em.findOne(Party, { nameKey: lastNameKey(lastName), zipCode });
}

/** Who is signing in: the client address and the browser's device cookie, if any. */
export interface SignInFrom {
  ip: string;
  deviceToken?: string;
  /** Keys the device tokens. */
  secret: string;
}

/**
 * Checks the pair and returns who signed in with the device token to remember this browser
 * by. The statement that finds the party saves `session` for it (none when the pair is
 * wrong); the caller starts the session with it and sets the cookies.
 */
export async function login(
  em: EntityManager,
  limiter: LoginLimiter,
  from: SignInFrom,
  input: { lastName: string; zipCode: string },
  session: NewSession,
): Promise<{ user: SessionUser; deviceToken: string }> {
  const lastName = checkLastName(input.lastName);
  const zipCode = checkZipCode(input.zipCode);
  const nameKey = lastNameKey(lastName);
  const deviceParty = await trustedDeviceParty(em, from.secret, from.deviceToken, nameKey);
  const attempt = limiter.attempt({ ip: from.ip, nameKey, zipCode, deviceParty });
  // The party and its group, and the new session saved, in one prepared statement: no entity
  // to hydrate, no plan to make, one round trip (shared with other sign-ins at the same moment
  // on the embedded database).
  const row = await signInRead(em, nameKey, zipCode, session);
  const party = row && partyOf(row);
  if (!party) throw unauthenticated('LOGIN_FAILED', LOGIN_FAILED);
  attempt.succeeded();
  const user = toSessionUser(party, groupOf(row));
  return { user, deviceToken: deviceTokenFor(from.secret, { id: party.id, nameKey: row.name_key, zipCode: row.zip_code }) };
}
