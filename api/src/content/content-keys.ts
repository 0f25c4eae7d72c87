/**
 * The couple's texts the guest pages show: their keys, where they appear and whether they are
 * Markdown. The words live in the database (site_text); this list only says which exist.
 */
export const ACCOMMODATION_VERSIONS = [
  'default',
  'villa',
  'merlot',
  'cabernet',
  'syrah',
  'carinyena',
  'garnatxa',
  'pinot-noir',
  'malvasia',
  'moscatell',
  'xarello',
  'friends-room',
] as const;

/** The schedule page renders these four; any other group version shows default. */
export const SCHEDULE_VERSIONS = ['default', 'bridesmaids', 'groomsmen', 'parents'] as const;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const TIMELINE_ENTRIES = [1, 2, 3, 4] as const;
export const TIMELINE_FIELDS = ['season', 'year', 'title', 'text'] as const;

export type TextFormat = 'markdown' | 'plain';
export type ContentPage = 'couple' | 'logistics' | 'schedule';

export interface ContentKey {
  key: string;
  page: ContentPage;
  format: TextFormat;
}

const md = (page: ContentPage, key: string): ContentKey => ({ key, page, format: 'markdown' });
const plain = (page: ContentPage, key: string): ContentKey => ({ key, page, format: 'plain' });

export const timelineKey = (entry: number, field: (typeof TIMELINE_FIELDS)[number]) => `story.timeline.${entry}.${field}`;
export const accommodationKey = (version: string) => `logistics.accommodation.${version}`;
export const scheduleKey = (version: string) => `schedule.${version}`;

/** In the order the admin panel lists them (page by page, top to bottom). */
export const CONTENT_KEYS: readonly ContentKey[] = [
  md('couple', 'story.howWeMet'),
  ...TIMELINE_ENTRIES.flatMap((n) => TIMELINE_FIELDS.map((f) => (f === 'text' ? md : plain)('couple', timelineKey(n, f)))),
  md('logistics', 'logistics.venueNote'),
  ...ACCOMMODATION_VERSIONS.map((v) => md('logistics', accommodationKey(v))),
  md('logistics', 'logistics.fromAirport'),
  md('logistics', 'logistics.fromBarcelona'),
  ...SCHEDULE_VERSIONS.map((v) => md('schedule', scheduleKey(v))),
];

const byKey = new Map(CONTENT_KEYS.map((k) => [k.key, k]));
export const contentKey = (key: string): ContentKey | undefined => byKey.get(key);
