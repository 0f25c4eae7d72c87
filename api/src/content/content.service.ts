import type { EntityManager } from '@mikro-orm/postgresql';
import { can } from '../auth/policy.js';
import type { SessionUser } from '../auth/session-user.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { badInput, forbidden, notFound } from '../graphql/errors.js';
import {
  ACCOMMODATION_VERSIONS,
  accommodationKey,
  CONTENT_KEYS,
  contentKey,
  LANGUAGES,
  SCHEDULE_VERSIONS,
  scheduleKey,
  TIMELINE_ENTRIES,
  timelineKey,
  type Language,
} from './content-keys.js';
import type { LogisticsContent, ScheduleContent, SiteTextInput, SiteTextView, StoryContent } from './content.types.js';
import { DEFAULT_TEXTS } from './default-texts.js';
import { renderMarkdown } from './markdown.js';
import { inLanguage } from '../i18n/reader-language.js';
import { SiteText } from './site-text.entity.js';
import { calendarServiceUrl, weddingEvent } from './wedding-calendar.js';

export const MAX_MARKDOWN = 10_000;
export const MAX_PLAIN = 200;

/** Writes the spec's texts for every key not stored yet; the couple's saved words stay. */
export async function seedDefaultTexts(em: EntityManager): Promise<void> {
  const rows = CONTENT_KEYS.map(({ key }) => ({ key, en: DEFAULT_TEXTS[key]?.en ?? '', es: DEFAULT_TEXTS[key]?.es ?? '' }));
  await em.createQueryBuilder(SiteText).insert(rows).onConflict('key').ignore().execute();
}

/** Each key's words in one language, or the other language's when that one is empty. */
async function textsIn(em: EntityManager, keys: string[], language: Language): Promise<(key: string) => string> {
  const rows = await em.find(SiteText, { key: { $in: keys } });
  const other: Language = language === 'en' ? 'es' : 'en';
  const found = new Map(rows.map((r) => [r.key, r[language].trim() || r[other].trim()]));
  return (key) => found.get(key) ?? '';
}

/**
 * The version of a page the caller sees: their group's, or, for an admin previewing in the
 * "SuperAdmin View Mode" selector, the one asked for. Anyone may name their own.
 */
export function chosenVersion(user: SessionUser, own: string, requested: string | null | undefined): string {
  if (requested == null || requested === own) return own;
  if (!can(user, 'administer')) {
    throw forbidden('PAGE_VERSION_FORBIDDEN', 'Only an admin can view another version of this page.');
  }
  return requested;
}

const known = (versions: readonly string[], v: string) => (versions.includes(v) ? v : 'default');

export async function storyContent(em: EntityManager, language: Language): Promise<StoryContent> {
  const keys = CONTENT_KEYS.filter((k) => k.page === 'couple').map((k) => k.key);
  const text = await textsIn(em, keys, language);
  return {
    howWeMet: renderMarkdown(text('story.howWeMet')),
    timeline: TIMELINE_ENTRIES.map((n) => ({
      season: text(timelineKey(n, 'season')),
      year: text(timelineKey(n, 'year')),
      title: text(timelineKey(n, 'title')),
      text: renderMarkdown(text(timelineKey(n, 'text'))),
    })).filter((e) => e.title || e.text),
  };
}

async function groupOf(em: EntityManager, user: SessionUser): Promise<GuestGroup | null> {
  return em.findOne(GuestGroup, { name: user.guestGroup });
}

const markdownOrNull = (text: string | null | undefined) => (text?.trim() ? renderMarkdown(text) : null);

export async function logisticsContent(
  em: EntityManager,
  user: SessionUser,
  language: Language,
  requested?: string | null,
): Promise<LogisticsContent> {
  const version = known(ACCOMMODATION_VERSIONS, chosenVersion(user, user.pageVersions.logistics, requested));
  // The detailed accommodation is for parties invited to RSVP (and admins); others read "Additional Details".
  const detailed = user.isAdmin || user.canRsvp;
  const keys = ['logistics.venueNote', 'logistics.fromAirport', 'logistics.fromBarcelona', ...(detailed ? [accommodationKey(version)] : [])];
  const text = await textsIn(em, keys, language);
  const group = await groupOf(em, user);
  return {
    version,
    accommodation: detailed ? renderMarkdown(text(accommodationKey(version))) : null,
    venueNote: renderMarkdown(text('logistics.venueNote')),
    fromAirport: renderMarkdown(text('logistics.fromAirport')),
    fromBarcelona: renderMarkdown(text('logistics.fromBarcelona')),
    groupNote: markdownOrNull(group && inLanguage(language, group.customLogistics ?? null, group.customLogisticsEs)),
    calendarUrl: calendarServiceUrl(await weddingEvent(em)),
  };
}

export async function scheduleContent(
  em: EntityManager,
  user: SessionUser,
  language: Language,
  requested?: string | null,
): Promise<ScheduleContent> {
  // Follows the group's version whatever its canRsvp.
  const version = known(SCHEDULE_VERSIONS, chosenVersion(user, user.pageVersions.eventSchedule, requested));
  const text = await textsIn(em, [scheduleKey(version)], language);
  return { version, text: renderMarkdown(text(scheduleKey(version))) };
}

/** The guest group's welcome on its landing page (HTML) in the reader's language, or null. */
export async function welcomeMessage(em: EntityManager, user: SessionUser, language: Language): Promise<string | null> {
  const group = await groupOf(em, user);
  return markdownOrNull(group && inLanguage(language, group.welcomeMessage ?? null, group.welcomeMessageEs));
}

/** The guest group's note on its Registry page (HTML) in the reader's language, or null. */
export async function registryNote(em: EntityManager, user: SessionUser, language: Language): Promise<string | null> {
  const group = await groupOf(em, user);
  return markdownOrNull(group && inLanguage(language, group.customRegistry ?? null, group.customRegistryEs));
}

export async function listSiteTexts(em: EntityManager): Promise<SiteTextView[]> {
  const rows = new Map((await em.find(SiteText, {})).map((r) => [r.key, r]));
  return CONTENT_KEYS.map(({ key, page, format }) => ({ key, page, format, en: rows.get(key)?.en ?? '', es: rows.get(key)?.es ?? '' }));
}

export async function updateSiteText(em: EntityManager, key: string, input: SiteTextInput): Promise<SiteTextView> {
  const def = contentKey(key);
  if (!def) throw notFound('SITE_TEXT_NOT_FOUND', 'There is no site text with this key.');
  const max = def.format === 'markdown' ? MAX_MARKDOWN : MAX_PLAIN;
  const values = { en: (input.en ?? '').trim(), es: (input.es ?? '').trim() };
  for (const field of LANGUAGES) {
    if (values[field].length > max) throw badInput(field, 'FIELD_TOO_LONG', `${field} must be at most ${max} characters`, { field, max });
  }
  await em.transactional(async (tx) => {
    await tx.upsert(SiteText, { key, ...values, updatedAt: new Date() });
  });
  return { key, page: def.page, format: def.format, ...values };
}
