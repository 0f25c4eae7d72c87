// Loads a demo wedding so a newcomer can click through: guest groups, parties, their guests
// and some answers, the meal options, and the honeymoon registry with a few gifts.
// Safe to run again: existing rows are updated, not duplicated.
import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig, type Config } from '../config.js';
import { migrate, openDatabase, type Database } from '../db/orm.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { GUEST_PAGES } from '../auth/policy.js';
import { findPartyByCredentials } from '../auth/auth.service.js';
import { Party } from '../parties/party.entity.js';
import { ensureFirstAdmin } from '../parties/first-admin.js';
import { Guest } from '../party-guests/guest.entity.js';
import { submitAttendance } from '../rsvp/rsvp.service.js';
import { updateRsvpOptions } from '../rsvp/rsvp-options.service.js';
import { updateNotifySettings } from '../mail/couple-notes.js';
import { updateWedding } from '../settings/settings.service.js';
import { seedRegistry } from './seed-demo-registry.js';
import { seedGiftPhotos } from './seed-demo-gift-photos.js';
import { seedPolls } from './seed-demo-polls.js';
import { seedChatbot } from './seed-demo-chatbot.js';
import { seedContent } from './seed-demo-content.js';
import { seedTrivia } from './seed-demo-trivia.js';
import { seedSiteImages } from './seed-demo-site-images.js';
import { seedEvents } from './seed-demo-events.js';
import { seedRsvpQuestions } from './seed-demo-rsvp-questions.js';
import { logProcessWarnings } from '../log/logger.js';

logProcessWarnings();

const ALL = [...GUEST_PAGES];

const DEMO_GROUPS = [
  { name: 'family', description: 'Parents, grandparents, aunts and uncles', allowedPages: ALL, photoVersion: 'parents', accommodationsVersion: 'villa', eventScheduleVersion: 'parents' },
  { name: 'close-friends', description: 'Friends staying in the friends room', allowedPages: ALL, photoVersion: 'close-friends', accommodationsVersion: 'friends-room', eventScheduleVersion: 'default' },
  { name: 'wedding-party', description: 'Bridesmaids and groomsmen', allowedPages: ALL, photoVersion: 'close-friends', accommodationsVersion: 'merlot', eventScheduleVersion: 'bridesmaids' },
  { name: 'colleagues', description: 'Evening guests', allowedPages: ['home', 'couple', 'rsvp', 'registry', 'logistics'], photoVersion: 'parents', accommodationsVersion: 'default', eventScheduleVersion: 'default' },
];

const DEMO_PARTIES = [
  { lastName: 'Garcia', zipCode: '08001', guestGroup: 'family', canRsvp: true },
  // Two plus-ones allowed, one named (issue 21 §1): the RSVP page offers the other place.
  { lastName: 'Smith', zipCode: '10001', guestGroup: 'close-friends', canRsvp: true, plusOnesAllowed: 2 },
  { lastName: 'Johnson', zipCode: '60601', guestGroup: 'wedding-party', canRsvp: true },
  { lastName: 'Nguyen', zipCode: '94110', guestGroup: 'colleagues', canRsvp: true },
  { lastName: 'Brown', zipCode: '02139', guestGroup: 'default', canRsvp: false },
  // E-mails on example.com (reserved: nothing is ever delivered there) and each household's language (issue 22 §1).
  { lastName: 'Garcia', zipCode: '08001', guestGroup: 'family', canRsvp: true, email: 'garcia@example.com', language: 'es' },
  { lastName: 'Smith', zipCode: '10001', guestGroup: 'close-friends', canRsvp: true, email: 'smith@example.com', language: 'en' },
  { lastName: 'Johnson', zipCode: '60601', guestGroup: 'wedding-party', canRsvp: true, email: 'johnson@example.com', language: 'en' },
  { lastName: 'Nguyen', zipCode: '94110', guestGroup: 'colleagues', canRsvp: true, email: 'nguyen@example.com', language: 'en' },
  { lastName: 'Brown', zipCode: '02139', guestGroup: 'default', canRsvp: false, email: null, language: 'en' },
];

const MEAL_OPTIONS = ['Meat', 'Fish', 'Vegetarian', "Kids' menu"];
/** The same meals for guests reading Spanish (answers store the English). */
const MEAL_OPTIONS_ES = ['Carne', 'Pescado', 'Vegetariano', 'Menú infantil'];

/** The demo couple's wedding details (Wedding Details in the dashboard): a venue near Sitges. */
const DEMO_WEDDING = {
  partnerOneName: 'Alex',
  partnerTwoName: 'Jordan',
  date: '2026-06-11',
  ceremonyTime: '17:30',
  timezone: 'Europe/Madrid',
  venueName: 'Masia Can Ribes',
  venueAddress: 'Camí de Can Ribes, 12',
  venueCity: '08870 Sitges, Barcelona',
  country: 'ES',
  mapsUrl: '',
};

type DemoAnswer = { attending?: boolean; dietaryRestrictions?: string; mealPreference?: string };
/** Each party's guests and, for some, their answers (none given = not answered yet). */
const DEMO_GUESTS: Record<string, Array<{ firstName: string; lastName?: string; isChild?: boolean; isPlusOne?: boolean; answer?: DemoAnswer }>> = {
  Garcia: [
    { firstName: 'Maria', answer: { attending: true, mealPreference: 'Fish', dietaryRestrictions: 'Gluten-free' } },
    { firstName: 'Jose', answer: { attending: true, mealPreference: 'Meat' } },
    { firstName: 'Lucia', isChild: true, answer: { attending: true, mealPreference: "Kids' menu", dietaryRestrictions: 'Nut allergy' } },
  ],
  Smith: [
    { firstName: 'Emma', answer: { attending: true, mealPreference: 'Vegetarian', dietaryRestrictions: 'Vegetarian' } },
    { firstName: 'Oliver', answer: { attending: false } },
    { firstName: 'Noah', lastName: 'Williams', isPlusOne: true, answer: { attending: true, mealPreference: 'Fish' } },
  ],
  Johnson: [{ firstName: 'Sophia' }, { firstName: 'Liam' }],
  Nguyen: [{ firstName: 'Linh', answer: {} }, { firstName: 'Minh' }],
  Brown: [{ firstName: 'James' }, { firstName: 'Olivia' }],
};

/** Adds the demo guests a party lacks (by first name) and records their answers once. */
async function seedGuests(em: EntityManager, party: Party): Promise<void> {
  const wanted = DEMO_GUESTS[party.lastName] ?? [];
  const existing = await em.find(Guest, { party }, { orderBy: { sortOrder: 'asc' } });
  const answers: Array<{ guestId: number } & DemoAnswer> = [];
  await em.transactional(async (tx) => {
    for (const [i, g] of wanted.entries()) {
      const guest =
        existing.find((e) => e.firstName === g.firstName) ??
        tx.create(Guest, {
          party: party.id,
          firstName: g.firstName,
          lastName: g.lastName ?? party.lastName,
          isChild: g.isChild ?? false,
          isPlusOne: g.isPlusOne ?? false,
          sortOrder: i,
        });
      await tx.flush();
      if (g.answer) answers.push({ guestId: guest.id, ...g.answer });
    }
  });
  const fresh = existing.length === 0;
  // Answers are the guests' own: a second run leaves what anyone changed since.
  if (fresh && answers.length) await submitAttendance(em, party.id, answers, { lateAllowed: true });
}

async function seedDemo(em: EntityManager, config: Config): Promise<void> {
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
  // The automatic reminder two weeks before a deadline (none is set in the demo, so none goes).
  await updateRsvpOptions(em, { mealOptions: MEAL_OPTIONS, mealOptionsEs: MEAL_OPTIONS_ES, reminderDaysBefore: 14 });
  // The couple's notes (issue 22 §4): one digest a day, to an example.com address.
  await updateNotifySettings(em, { email: 'alex.jordan@example.com', frequency: 'daily' });
  await updateWedding(em, DEMO_WEDDING);
  const parties: Party[] = [];
  for (const p of DEMO_PARTIES) {
    const party = (await findPartyByCredentials(em, p.lastName, p.zipCode))!;
    await seedGuests(em, party);
    parties.push(party);
  }
  // Several events (issue 21 §2): after the guests, whose answers they carry
  await seedEvents(em, parties);
  await seedRegistry(em, parties);
  await seedGiftPhotos(em, config);
  await seedPolls(em, parties);
  await seedChatbot(em);
  await seedContent(em);
  await seedTrivia(em, parties);
  await seedSiteImages(em, config);
  // issue 21 §3: two RSVP questions for every demo group, some answered
  await seedRsvpQuestions(em, parties, DEMO_GROUPS.map((g) => g.name));
}

const config = loadConfig();
let db: Database;
try {
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  // The usual case: the site is running on the same folder. A sentence, not a stack trace.
  if (!(err instanceof DataDirInUseError)) throw err;
  console.error(DataDirInUseError.sentence(err.dataDir, err.holder, 'run the demo against DATABASE_URL'));
  process.exit(1);
}
try {
  await migrate(db.orm);
  await ensureFirstAdmin(db.orm.em.fork(), config);
  await seedDemo(db.orm.em.fork(), config);
  console.log('\nDemo wedding loaded. Guests sign in at /auth with:');
  for (const p of DEMO_PARTIES) {
    console.log(`  ${p.lastName.padEnd(8)} ${p.zipCode}  (${p.guestGroup}${p.canRsvp ? '' : ', cannot RSVP'})`);
  }
} finally {
  await db.close();
}
