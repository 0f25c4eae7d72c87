import type { MessageId } from '../../../i18n/useT';

/** What tells the two spreadsheet uploads apart; the panel, hook and template are shared. */
export interface UploadKind {
  /** The REST path of the upload (multipart with the field "file"; ?dryRun=true previews). */
  path: string;
  /** Names the file input for the panel (two pickers on one page need distinct labels). */
  fileLabel: MessageId;
  /** The muted hint under the picker: the columns, and that a re-upload updates. */
  hint: MessageId;
  /** The server's template, `/api/admin/templates/<name>.csv` or `.xlsx`: every column and example rows. */
  templateName: string;
}

/**
 * Spec §5 "Bulk upload (guest parties)": LastName and ZipCode required; the rest optional.
 * The template's examples include a ZIP code with a leading zero (its Excel copy keeps the
 * column as Text).
 */
export const PARTY_UPLOAD: UploadKind = {
  path: '/api/admin/bulk-guests',
  fileLabel: 'admin.bulkUpload.partiesFile',
  hint: 'admin.bulkUpload.partiesHint',
  templateName: 'party-upload-template',
};

/**
 * Spec §5 "Bulk upload (party guests)": each row names its party by last name and ZIP code;
 * the template has two parties, each with adults and a child.
 */
export const PARTY_GUEST_UPLOAD: UploadKind = {
  path: '/api/admin/bulk-party-guests',
  fileLabel: 'admin.bulkUpload.partyGuestsFile',
  hint: 'admin.bulkUpload.partyGuestsHint',
  templateName: 'party-guest-upload-template',
};
