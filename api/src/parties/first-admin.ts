import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import { findPartyByCredentials } from '../auth/auth.service.js';
import { Party } from './party.entity.js';
import { logger } from '../log/logger.js';

export const GENERATED_ADMIN_LAST_NAME = 'Admin';

/**
 * The couple must be able to sign in on day one: the configured admin pair is made an admin
 * (created if new); with none configured and no admin yet, one is created with a random code.
 */
export async function ensureFirstAdmin(em: EntityManager, config: Config): Promise<void> {
  await em.transactional(async (tx) => {
    if (config.admin) {
      const { lastName, zipCode } = config.admin;
      const party = (await findPartyByCredentials(tx, lastName, zipCode)) ?? tx.create(Party, { lastName, zipCode });
      party.isAdmin = true;
      party.canRsvp = true;
      return;
    }
    if (await tx.count(Party, { isAdmin: true })) return;
    const zipCode = String(randomInt(10_000_000, 100_000_000));
    tx.create(Party, { lastName: GENERATED_ADMIN_LAST_NAME, zipCode, isAdmin: true, canRsvp: true });
    // The one thing written for a person, not a log reader: the newcomer must be able to read
    // the sign-in to use it, once; the log line says it was shown, without the code.
    logger.warn('No admin existed, so one was created; its sign-in is written below, once');
    process.stdout.write(
      [
        '',
        'No admin existed, so one was created. Sign in at /auth with:',
        `  Last Name: ${GENERATED_ADMIN_LAST_NAME}`,
        `  ZIP Code:  ${zipCode}`,
        'This is shown only once. To choose your own, set ADMIN_LAST_NAME and ADMIN_ZIP and restart.',
        '',
      ].join('\n') + '\n',
    );
  });
}
