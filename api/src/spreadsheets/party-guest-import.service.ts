import type { EntityManager } from '@mikro-orm/postgresql';
import { checkLastName, checkZipCode } from '../auth/auth.service.js';
import { lastNameKey } from '../auth/last-name-key.js';
import { badInput } from '../graphql/errors.js';
import { Guest } from '../party-guests/guest.entity.js';
import { checkFirstName } from '../party-guests/party-guest.service.js';
import { Party } from '../parties/party.entity.js';
import { inColumn, runImport, type ImportTally } from './import-run.js';
import { partyKey } from './party-import.service.js';
import { booleanCell, sheetRows, text, zipCell, type SheetRow } from './sheet-columns.js';
import { readSpreadsheet } from './spreadsheet-file.js';

const REQUIRED = ['PartyLastName', 'PartyZipCode', 'FirstName', 'LastName'] as const;
const OPTIONAL = ['IsChild'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

/** A guest is the same person when party, first and last name match (case and width aside). */
const guestKey = (partyId: number, firstName: string, lastName: string) => `${partyId}\u0000${lastNameKey(firstName)}\u0000${lastNameKey(lastName)}`;

interface Known {
  parties: Map<string, Party>;
  guests: Map<string, Guest>;
  /** The sortOrder a party's next guest gets. */
  nextPlace: Map<number, number>;
}

function applyRow(row: SheetRow<Column>, known: Known, tx: EntityManager, tally: ImportTally) {
  const partyLastName = inColumn('PartyLastName', () => checkLastName(text(row.cell('PartyLastName'))));
  const partyZip = inColumn('PartyZipCode', () => checkZipCode(zipCell(row.cell('PartyZipCode'))));
  const party = known.parties.get(partyKey(partyLastName, partyZip));
  if (!party) {
    throw badInput('PartyLastName', 'PARTY_NOT_IN_LIST', `No party "${partyLastName}" with ZIP code ${partyZip}: add the party first`, {
      lastName: partyLastName,
      zipCode: partyZip,
    });
  }
  const firstName = inColumn('FirstName', () => checkFirstName(text(row.cell('FirstName')), 'FirstName'));
  // A blank last name is the party's, as most households share one.
  const lastName = inColumn('LastName', () => checkLastName(text(row.cell('LastName')) || party.lastName));
  const isChild = booleanCell(row.cell('IsChild'), 'IsChild');

  const key = guestKey(party.id, firstName, lastName);
  const guest = known.guests.get(key);
  if (!guest) {
    const sortOrder = known.nextPlace.get(party.id) ?? 0;
    known.nextPlace.set(party.id, sortOrder + 1);
    known.guests.set(key, tx.create(Guest, { party, firstName, lastName, isChild: isChild ?? false, sortOrder }));
    tally.success++;
  } else if (isChild !== undefined && isChild !== guest.isChild) {
    guest.isChild = isChild;
    tally.updated++;
  } else {
    tally.unchanged++;
  }
}

/**
 * Adds the guests of a spreadsheet to their parties (matched by the party's last name, as
 * sign-in matches it, and ZIP code), or updates guests already listed: uploading the same file
 * again changes nothing.
 */
export async function importPartyGuests(em: EntityManager, data: Buffer, dryRun: boolean) {
  const rows = sheetRows<Column>(await readSpreadsheet(data), REQUIRED, OPTIONAL);
  return runImport(em, dryRun, async (tx, tally) => {
    const parties = await tx.find(Party, {});
    const guests = await tx.find(Guest, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    const nextPlace = new Map<number, number>();
    for (const g of guests) nextPlace.set(g.party.id, Math.max(nextPlace.get(g.party.id) ?? 0, g.sortOrder + 1));
    const known: Known = {
      parties: new Map(parties.map((p) => [partyKey(p.lastName, p.zipCode), p])),
      guests: new Map(guests.map((g) => [guestKey(g.party.id, g.firstName, g.lastName), g])),
      nextPlace,
    };
    for (const row of rows) {
      try {
        applyRow(row, known, tx, tally);
      } catch (err) {
        const name = [text(row.cell('FirstName')), text(row.cell('LastName'))].filter(Boolean).join(' ') || '?';
        tally.refuse(row.number, `${name} (${text(row.cell('PartyLastName')) || '?'} ${zipCell(row.cell('PartyZipCode')) || '?'})`, err);
      }
    }
  });
}
