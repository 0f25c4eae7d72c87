// Loads a demo wedding so a newcomer can click through: guest groups and parties.
// Safe to run again: existing rows are updated, not duplicated.
import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/orm.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { GUEST_PAGES } from '../auth/policy.js';
import { findPartyByCredentials } from '../auth/auth.service.js';
import { Party } from '../parties/party.entity.js';
import { ensureFirstAdmin } from '../parties/first-admin.js';

const ALL = [...GUEST_PAGES];

const DEMO_GROUPS = [
  { name: 'family', description: 'Parents, grandparents, aunts and uncles', allowedPages: ALL, photoVersion: 'parents', accommodationsVersion: 'villa', eventScheduleVersion: 'parents' },
  { name: 'close-friends', description: 'Friends staying in the friends room', allowedPages: ALL, photoVersion: 'close-friends', accommodationsVersion: 'friends-room', eventScheduleVersion: 'default' },
  { name: 'wedding-party', description: 'Bridesmaids and groomsmen', allowedPages: ALL, photoVersion: 'close-friends', accommodationsVersion: 'merlot', eventScheduleVersion: 'bridesmaids' },
  { name: 'colleagues', description: 'Evening guests', allowedPages: ['home', 'couple', 'rsvp', 'registry', 'logistics'], photoVersion: 'parents', accommodationsVersion: 'default', eventScheduleVersion: 'default' },
];

const DEMO_PARTIES = [
  { lastName: 'Garcia', zipCode: '08001', guestGroup: 'family', canRsvp: true },
  { lastName: 'Smith', zipCode: '10001', guestGroup: 'close-friends', canRsvp: true },
  { lastName: 'Johnson', zipCode: '60601', guestGroup: 'wedding-party', canRsvp: true },
  { lastName: 'Nguyen', zipCode: '94110', guestGroup: 'colleagues', canRsvp: true },
  { lastName: 'Brown', zipCode: '02139', guestGroup: 'default', canRsvp: false },
];

async function seedDemo(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    for (const g of DEMO_GROUPS) {
      const group = (await tx.findOne(GuestGroup, { name: g.name })) ?? tx.create(GuestGroup, { name: g.name });
      tx.assign(group, g);
    }
    for (const p of DEMO_PARTIES) {
      const party = (await findPartyByCredentials(tx, p.lastName, p.zipCode)) ?? tx.create(Party, p);
      tx.assign(party, p);
    }
  });
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db.orm);
  await ensureFirstAdmin(db.orm.em.fork(), config);
  await seedDemo(db.orm.em.fork());
  console.log('\nDemo wedding loaded. Guests sign in at /auth with:');
  for (const p of DEMO_PARTIES) {
    console.log(`  ${p.lastName.padEnd(8)} ${p.zipCode}  (${p.guestGroup}${p.canRsvp ? '' : ', cannot RSVP'})`);
  }
} finally {
  await db.close();
}
