import { UploadTemplate, type SpreadsheetFormat } from './bulk-upload.types.js';
import { writeSheet, type SheetFile } from './spreadsheet-writer.js';

/** Example rows for each upload: every column, a ZIP code with a leading zero, adults and a child. */
const TEMPLATES: Record<UploadTemplate, { rows: string[][]; zipColumns: number[] }> = {
  [UploadTemplate.PARTIES]: {
    rows: [
      ['LastName', 'ZipCode', 'GuestGroup', 'IsAdmin', 'CanRsvp', 'CanViewFullLogistics', 'PlusOnes', 'Email', 'Language'],
      ['Garcia', '02139', 'default', 'no', 'yes', 'yes', '0', 'garcia@example.com', 'es'],
      ['Smith', '10001', 'default', 'no', 'yes', 'no', '1', '', 'en'],
    ],
    zipColumns: [1],
  },
  [UploadTemplate.PARTY_GUESTS]: {
    rows: [
      ['PartyLastName', 'PartyZipCode', 'FirstName', 'LastName', 'IsChild'],
      ['Garcia', '02139', 'Maria', 'Garcia', 'no'],
      ['Garcia', '02139', 'Luis', 'Garcia', 'no'],
      ['Garcia', '02139', 'Sofia', 'Garcia', 'yes'],
      ['Smith', '10001', 'John', 'Smith', 'no'],
      ['Smith', '10001', 'Emma', 'Smith', 'no'],
    ],
    zipColumns: [1],
  },
};

/** A template to fill in: as CSV, or as a workbook whose ZIP code column is Text for 1,000 rows. */
export function uploadTemplate(kind: UploadTemplate, format: SpreadsheetFormat): SheetFile {
  const { rows, zipColumns } = TEMPLATES[kind];
  return writeSheet(rows, format, kind, { textColumns: zipColumns, blankRows: format === 'xlsx' ? 1000 : 0 });
}
