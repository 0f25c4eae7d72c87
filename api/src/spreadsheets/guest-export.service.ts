import type { EntityManager } from '@mikro-orm/postgresql';
import { statusOf } from '../rsvp/rsvp-statistics.service.js';
import { GuestRsvpStatus } from '../rsvp/rsvp-statistics.types.js';
import type { SpreadsheetFormat } from './bulk-upload.types.js';
import { writeSheet, type SheetFile } from './spreadsheet-writer.js';
import { eventExportColumns } from '../events/event-answers.service.js';
import { answerColumns } from '../rsvp-questions/rsvp-answer-columns.js';

/**
 * The guest list's columns. Stable keys, whatever the reader's language: the first five are
 * the party-guest upload's own columns, so an export can be edited and uploaded again.
 */
export const EXPORT_COLUMNS = [
  'PartyLastName',
  'PartyZipCode',
  'GuestGroup',
  'FirstName',
  'LastName',
  'IsChild',
  'RsvpStatus',
  'MealPreference',
  'DietaryRestrictions',
  // Plus-ones (issue 21 §1): the guest was named by their party; the party's allowance.
  'IsPlusOne',
  'PlusOnes',
  'PartyEmail',
  'PartyLanguage',
] as const;

const STATUS_WORDS: Record<GuestRsvpStatus, string> = {
  [GuestRsvpStatus.ATTENDING]: 'attending',
  [GuestRsvpStatus.NOT_ATTENDING]: 'not attending',
  [GuestRsvpStatus.PENDING]: 'pending',
  [GuestRsvpStatus.NO_RSVP]: 'no rsvp',
};

// Every guest of every party, in one statement, as the dashboard lists them.
const EXPORT_SQL = `
  select p.id as party_id, g.id as guest_id, p.last_name as party_last_name, p.zip_code, p.guest_group, p.email as party_email, p.language as party_language, g.first_name, g.last_name, g.is_child,
         g.is_plus_one, p.plus_ones_allowed,
         a.id is not null as answered, a.attending, a.meal_preference, a.dietary_restrictions
  from guest g
  join party p on p.id = g.party_id
  left join guest_attendance a on a.guest_id = g.id
  order by p.last_name, p.id, g.sort_order, g.id`;

interface Row {
  party_id: number;
  guest_id: number;
  party_last_name: string;
  zip_code: string;
  guest_group: string;
  first_name: string;
  last_name: string;
  is_child: boolean;
  is_plus_one: boolean;
  plus_ones_allowed: number;
  answered: boolean;
  attending: boolean | null;
  meal_preference: string | null;
  dietary_restrictions: string | null;
  party_email: string | null;
  party_language: string;
}

async function guestRows(em: EntityManager, events: { headers: string[]; cells: (guestId: number) => string[] }): Promise<string[][]> {
  const rows = await em.getConnection().execute<Row[]>(EXPORT_SQL);
  // issue 21 §3: a column per RSVP question after the spec's.
  const answers = await answerColumns(em);
  const cells = rows.map((r) => [
    r.party_last_name,
    r.zip_code,
    r.guest_group,
    r.first_name,
    r.last_name,
    r.is_child ? 'yes' : 'no',
    STATUS_WORDS[statusOf(r)],
    r.meal_preference ?? '',
    r.dietary_restrictions ?? '',
    r.is_plus_one ? 'yes' : 'no',
    String(r.plus_ones_allowed),
    r.party_email ?? '',
    r.party_language,
    ...events.cells(r.guest_id),
    ...answers.cellsFor(r.party_id, r.guest_id),
  ]);
  return [[...EXPORT_COLUMNS, ...events.headers, ...answers.header], ...cells];
}

/** The guest list for the caterer: one row per guest with party, group, child, answer, meal, dietary needs and the RSVP questions' answers. */
export async function exportGuestList(em: EntityManager, format: SpreadsheetFormat, today: string): Promise<SheetFile> {
  // ZIP codes are text cells, so Excel keeps their leading zeros; formulas are guarded by the writer.
  // Several events (issue 21 §2): a column per event after the spec's columns, then the questions'.
  const events = await eventExportColumns(em);
  return writeSheet(await guestRows(em, events), format, `guest-list-${today}`);
}
