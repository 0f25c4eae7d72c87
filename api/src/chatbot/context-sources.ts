import type { EntityManager } from '@mikro-orm/postgresql';
import { can } from '../auth/policy.js';
import type { SessionUser } from '../auth/session-user.js';
import { ACCOMMODATION_VERSIONS, SCHEDULE_VERSIONS, TIMELINE_ENTRIES, accommodationKey, scheduleKey, timelineKey } from '../content/content-keys.js';
import { SiteText } from '../content/site-text.entity.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { getRsvpOptions, mealNames } from '../rsvp/rsvp-options.service.js';
import { inLanguage } from '../i18n/reader-language.js';
import { countryName, getVenue, getWedding } from '../settings/settings.service.js';
import type { ChatLanguage } from './language.js';

/**
 * One kind of the site's own content the assistant may draw on when the couple has written
 * nothing for it: blocks of plain text in the asker's language (a block may be a heading line
 * ending in ":" and its lines), only what the asker's guest group may see on the site anyway.
 * New content joins by adding an entry to CONTEXT_SOURCES.
 */
export interface ContextSource {
  id: string;
  /** Whether the asker may see this content on the site. */
  visibleTo(user: SessionUser): boolean;
  lines(em: EntityManager, user: SessionUser, language: ChatLanguage): Promise<string[]>;
}

const longDate = (iso: string, language: ChatLanguage) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(language === 'es' ? 'es-ES' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const wedding: ContextSource = {
  id: 'wedding',
  visibleTo: () => true,
  async lines(em, _user, language) {
    const w = await getWedding(em);
    const country = countryName(w.countryCode, language);
    const lines =
      language === 'es'
        ? [`La boda de ${w.coupleNames} es el ${longDate(w.date, language)}, en ${country} (zona horaria ${w.timezone}).`]
        : [`The wedding of ${w.coupleNames} is on ${longDate(w.date, language)}, in ${country} (time zone ${w.timezone}).`];
    if (w.ceremonyTime) lines.push(language === 'es' ? `La ceremonia empieza a las ${w.ceremonyTime}.` : `The ceremony starts at ${w.ceremonyTime}.`);
    return lines;
  },
};

const venue: ContextSource = {
  id: 'venue',
  visibleTo: (user) => can(user, 'open', 'logistics'),
  async lines(em, _user, language) {
    const v = await getVenue(em, language);
    return language === 'es'
      ? [`El lugar de la boda es ${v.name}, ${v.address}. Mapa: ${v.mapsUrl}`]
      : [`The wedding venue is ${v.name}, ${v.address}. Map: ${v.mapsUrl}`];
  },
};

const rsvp: ContextSource = {
  id: 'rsvp',
  visibleTo: (user) => can(user, 'rsvp'),
  async lines(em, _user, language) {
    const o = await getRsvpOptions(em);
    const lines: string[] = [];
    if (o.deadline) lines.push(language === 'es' ? `Confirma tu asistencia (RSVP) antes del ${longDate(o.deadline, language)}.` : `Please RSVP by ${longDate(o.deadline, language)}.`);
    const meals = mealNames(o, language).join(', ');
    if (meals) lines.push(language === 'es' ? `Opciones de menú al confirmar: ${meals}.` : `Meal choices when you RSVP: ${meals}.`);
    return lines;
  },
};

/** Each key's words in the language, else in the other one (as the pages show them). */
async function siteTexts(em: EntityManager, keys: string[], language: ChatLanguage): Promise<(key: string) => string> {
  const rows = await em.find(SiteText, { key: { $in: keys } });
  const other: ChatLanguage = language === 'en' ? 'es' : 'en';
  const found = new Map(rows.map((r) => [r.key, r[language].trim() || r[other].trim()]));
  return (key) => found.get(key) ?? '';
}

/**
 * A Markdown text as one block of plain lines under a heading (its own first heading, else
 * `label`), which the answerers read as a titled list: "From Barcelona: - Train: ...".
 */
export function markdownBlock(markdown: string, label: string): string {
  const lines = markdown
    .split('\n')
    .map((l) =>
      l
        .replace(/\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g, '$1 ($2)')
        .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
        .replace(/^\s*>\s?/, '')
        .trim(),
    )
    .filter(Boolean);
  if (!lines.length) return '';
  const first = /^#{1,6}\s+(.*)$/.exec(lines[0]);
  const body = (first ? lines.slice(1) : lines).map((l) => l.replace(/^#{1,6}\s+(.*)$/, '$1:'));
  return body.length ? [`${first ? first[1] : label}:`, ...body].join('\n') : '';
}

const TITLES = {
  howWeMet: { en: 'How we met', es: 'Cómo nos conocimos' },
  journey: { en: 'Our journey together', es: 'Nuestra historia juntos' },
  venueNote: { en: 'Travel note', es: 'Nota de viaje' },
  fromAirport: { en: 'From the airport', es: 'Desde el aeropuerto' },
  fromBarcelona: { en: 'From Barcelona', es: 'Desde Barcelona' },
  stay: { en: 'Where you are staying', es: 'Tu alojamiento' },
  group: { en: 'For your group', es: 'Para tu grupo' },
  schedule: { en: 'Event schedule', es: 'Programa del evento' },
};

const known = (versions: readonly string[], v: string) => (versions.includes(v) ? v : 'default');

/** Our Story: how the couple met and the timeline. */
const story: ContextSource = {
  id: 'story',
  visibleTo: (user) => can(user, 'open', 'couple'),
  async lines(em, _user, language) {
    const keys = ['story.howWeMet', ...TIMELINE_ENTRIES.flatMap((n) => (['season', 'year', 'title', 'text'] as const).map((f) => timelineKey(n, f)))];
    const text = await siteTexts(em, keys, language);
    const journey = TIMELINE_ENTRIES.map((n) => {
      const [season, year, title, body] = (['season', 'year', 'title', 'text'] as const).map((f) => text(timelineKey(n, f)));
      return title || body ? `- ${[season, year].filter(Boolean).join(' ')} ${title}: ${body}`.replace(/\s+/g, ' ').trim() : '';
    }).filter(Boolean);
    return [markdownBlock(text('story.howWeMet'), TITLES.howWeMet[language]), journey.length ? [`${TITLES.journey[language]}:`, ...journey].join('\n') : ''];
  },
};

/** Travel & Accommodations, as the party sees it: its accommodation only if it may RSVP (or is an admin). */
const travel: ContextSource = {
  id: 'travel',
  visibleTo: (user) => can(user, 'open', 'logistics'),
  async lines(em, user, language) {
    const detailed = user.isAdmin || user.canRsvp;
    const stayKey = accommodationKey(known(ACCOMMODATION_VERSIONS, user.pageVersions.logistics));
    const text = await siteTexts(em, ['logistics.venueNote', 'logistics.fromAirport', 'logistics.fromBarcelona', ...(detailed ? [stayKey] : [])], language);
    const group = await em.findOne(GuestGroup, { name: user.guestGroup });
    return [
      markdownBlock(text('logistics.venueNote'), TITLES.venueNote[language]),
      markdownBlock(text('logistics.fromAirport'), TITLES.fromAirport[language]),
      markdownBlock(text('logistics.fromBarcelona'), TITLES.fromBarcelona[language]),
      detailed ? markdownBlock(text(stayKey), TITLES.stay[language]) : '',
      markdownBlock((group && inLanguage(language, group.customLogistics ?? null, group.customLogisticsEs)) ?? '', TITLES.group[language]),
    ];
  },
};

/** The Event Schedule in the party's version. */
const schedule: ContextSource = {
  id: 'schedule',
  visibleTo: (user) => can(user, 'open', 'schedule'),
  async lines(em, user, language) {
    const key = scheduleKey(known(SCHEDULE_VERSIONS, user.pageVersions.eventSchedule));
    const text = await siteTexts(em, [key], language);
    return [markdownBlock(text(key), TITLES.schedule[language])];
  },
};

export const CONTEXT_SOURCES: readonly ContextSource[] = [wedding, venue, rsvp, story, travel, schedule];

/** The site's content the asker may see, one passage a line, in their language. */
export async function siteContext(em: EntityManager, user: SessionUser, language: ChatLanguage): Promise<string> {
  const parts: string[] = [];
  for (const source of CONTEXT_SOURCES) {
    if (source.visibleTo(user)) parts.push(...(await source.lines(em, user, language)).filter(Boolean));
  }
  return parts.join('\n\n');
}
