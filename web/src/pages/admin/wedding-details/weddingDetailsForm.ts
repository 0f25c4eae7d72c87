import { CEREMONY_TIME, COUNTRY_CODES, DEFAULT_TIMEZONE, WEDDING_MAX_LENGTH } from '../../../../../api/src/settings/wedding-rules';
import type { AdminWeddingDetailsFieldsFragment, WeddingInput } from '../gql/graphql';

export type WeddingDetails = AdminWeddingDetailsFieldsFragment;
export type WeddingDetailsValues = Omit<WeddingDetails, '__typename'>;
export type WeddingDetailsField = keyof WeddingDetailsValues;

export const WEDDING_DETAILS_FIELDS: readonly WeddingDetailsField[] = [
  'partnerOneName',
  'partnerTwoName',
  'date',
  'ceremonyTime',
  'timezone',
  'venueName',
  'venueAddress',
  'venueCity',
  'country',
  'mapsUrl',
  'currency',
];

/** The fields the server refuses blank (the others clear when left blank). */
export const REQUIRED_FIELDS: ReadonlySet<WeddingDetailsField> = new Set(['partnerOneName', 'partnerTwoName', 'date', 'timezone', 'venueName', 'country']);

export { COUNTRY_CODES, DEFAULT_TIMEZONE, WEDDING_MAX_LENGTH };

export function weddingDetailsValues(saved: WeddingDetails): WeddingDetailsValues {
  return Object.fromEntries(WEDDING_DETAILS_FIELDS.map((f) => [f, saved[f] ?? ''])) as WeddingDetailsValues;
}

/** Every field, trimmed: the form saves the whole section at once. */
export function weddingDetailsInput(values: WeddingDetailsValues): WeddingInput {
  return Object.fromEntries(WEDDING_DETAILS_FIELDS.map((f) => [f, values[f].trim()])) as WeddingInput;
}

/** The first field the server would refuse, checked before sending (the server checks again). */
export function firstProblem(values: WeddingDetailsValues): { field: WeddingDetailsField; messageCode: string } | null {
  for (const field of WEDDING_DETAILS_FIELDS) {
    if (REQUIRED_FIELDS.has(field) && !values[field].trim()) return { field, messageCode: 'FIELD_EMPTY' };
  }
  const time = values.ceremonyTime.trim();
  if (time && !CEREMONY_TIME.test(time)) return { field: 'ceremonyTime', messageCode: 'TIME_INVALID' };
  const link = values.mapsUrl.trim();
  if (link && !/^https:\/\/[^\s/]+/i.test(link)) return { field: 'mapsUrl', messageCode: 'LINK_NOT_HTTPS' };
  return null;
}

/** A maps search for the venue and its address, as the server makes one when the link is left empty. */
export function generatedMapsUrl(values: WeddingDetailsValues, countryName: string): string {
  const place = [values.venueName, values.venueAddress, values.venueCity, countryName].map((s) => s.trim()).filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
