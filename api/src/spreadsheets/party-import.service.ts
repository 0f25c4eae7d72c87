import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { checkLastName, checkZipCode } from '../auth/auth.service.js';
import type { SessionUser } from '../auth/session-user.js';
import { lastNameKey } from '../auth/last-name-key.js';
import { badInput } from '../graphql/errors.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { Party } from '../parties/party.entity.js';
import { inColumn, runImport, type ImportTally } from './import-run.js';
import { checkPlusOnesAllowed } from '../party-guests/plus-ones.service.js';
import { booleanCell, sheetRows, text, zipCell, type SheetRow } from './sheet-columns.js';
import { readSpreadsheet, type Cell } from './spreadsheet-file.js';
import { checkEmail, checkLanguage, DEFAULT_PARTY_LANGUAGE } from '../mail/contact-checks.js';

const REQUIRED = ['LastName', 'ZipCode'] as const;
// CanViewFullLogistics is read (and must be yes/no) for sheets made from the old template; what
// a party sees of the travel page is its guest group's accommodations version.
// PlusOnes (issue 21 §1): the party's plus-one allowance; blank leaves it as it is (0 when new).
const OPTIONAL = ['GuestGroup', 'IsAdmin', 'CanRsvp', 'CanViewFullLogistics', 'PlusOnes', 'Email', 'Language'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

/** The same pair sign-in matches on: the last name's normal form and the ZIP code. */
export const partyKey = (lastName: string, zipCode: string) => `${lastNameKey(lastName)}\u0000${zipCode}`;

/** Finds a group as the couple spelled it: exactly, else whatever the case in the sheet. */
async function groupFinder(tx: EntityManager): Promise<(name: string) => string | undefined> {
  // Share-locked, so a group renamed or deleted meanwhile waits for this import to finish.
  const names = (await tx.find(GuestGroup, {}, { fields: ['name'], lockMode: LockMode.PESSIMISTIC_READ })).map((g) => g.name);
  const exact = new Set(names);
  const folded = new Map<string, string>();
  for (const name of names) if (!folded.has(name.toLowerCase())) folded.set(name.toLowerCase(), name);
  return (name) => (exact.has(name) ? name : folded.get(name.toLowerCase()));
}

function applyRow(row: SheetRow<Column>, actor: SessionUser, findGroup: (name: string) => string | undefined, parties: Map<string, Party>, tx: EntityManager, tally: ImportTally) {
  const lastName = inColumn('LastName', () => checkLastName(text(row.cell('LastName'))));
  const zipCode = inColumn('ZipCode', () => checkZipCode(zipCell(row.cell('ZipCode'))));
  const groupText = text(row.cell('GuestGroup'));
  const guestGroup = groupText ? findGroup(groupText) : undefined;
  if (groupText && !guestGroup) {
    throw badInput('GuestGroup', 'GUEST_GROUP_NOT_FOUND', `Guest group "${groupText}" does not exist`, { name: groupText });
  }
  const isAdmin = booleanCell(row.cell('IsAdmin'), 'IsAdmin');
  const canRsvp = booleanCell(row.cell('CanRsvp'), 'CanRsvp');
  booleanCell(row.cell('CanViewFullLogistics'), 'CanViewFullLogistics');
  const plusOnesAllowed = plusOnesCell(row.cell('PlusOnes'));
  // Blank: a new party has none (and the default language); an existing one keeps its own.
  const email = checkEmail(text(row.cell('Email')), 'Email') ?? undefined;
  const languageText = text(row.cell('Language'));
  const language = languageText ? checkLanguage(languageText, DEFAULT_PARTY_LANGUAGE, 'Language') : undefined;

  const key = partyKey(lastName, zipCode);
  const party = parties.get(key);
  if (!party) {
    // As the admin's "Add New Party" form: a new party may RSVP unless the sheet says otherwise.
    parties.set(key, tx.create(Party, { lastName, zipCode, guestGroup: guestGroup ?? 'default', isAdmin: isAdmin ?? false, canRsvp: canRsvp ?? true, plusOnesAllowed: plusOnesAllowed ?? 0, email: email ?? null, language: language ?? DEFAULT_PARTY_LANGUAGE }));
    tally.success++;
    return;
  }
  if (isAdmin === false && party.id === actor.id) {
    throw badInput('IsAdmin', 'CANNOT_REMOVE_OWN_ADMIN', 'You cannot remove your own admin access');
  }
  // Blank cells leave a party as it is; the name keeps the spelling already stored.
  const changes = {
    guestGroup: guestGroup ?? party.guestGroup,
    isAdmin: isAdmin ?? party.isAdmin,
    canRsvp: canRsvp ?? party.canRsvp,
    plusOnesAllowed: plusOnesAllowed ?? party.plusOnesAllowed,
    email: email ?? party.email,
    language: language ?? party.language,
  };
  if ((Object.keys(changes) as Array<keyof typeof changes>).every((k) => changes[k] === party[k])) {
    tally.unchanged++;
    return;
  }
  tx.assign(party, changes);
  tally.updated++;
}

/** A whole number of plus-ones (a number cell or its text); blank is undefined (left as it is). */
function plusOnesCell(cell: Cell | undefined): number | undefined {
  if (typeof cell?.value === 'number') return checkPlusOnesAllowed(cell.value, 'PlusOnes');
  const value = text(cell);
  if (value === '') return undefined;
  return checkPlusOnesAllowed(/^\d{1,3}$/.test(value) ? Number(value) : NaN, 'PlusOnes');
}

/**
 * Adds the parties of a spreadsheet, or updates those already invited (matched by last name,
 * as sign-in matches it, and ZIP code): uploading the same file again changes nothing.
 */
export async function importParties(em: EntityManager, actor: SessionUser, data: Buffer, dryRun: boolean) {
  const rows = sheetRows<Column>(await readSpreadsheet(data), REQUIRED, OPTIONAL);
  return runImport(em, dryRun, async (tx, tally) => {
    const findGroup = await groupFinder(tx);
    const parties = new Map((await tx.find(Party, {})).map((p) => [partyKey(p.lastName, p.zipCode), p]));
    for (const row of rows) {
      try {
        applyRow(row, actor, findGroup, parties, tx, tally);
      } catch (err) {
        tally.refuse(row.number, `${text(row.cell('LastName')) || '?'} (${zipCell(row.cell('ZipCode')) || '?'})`, err);
      }
    }
  });
}
