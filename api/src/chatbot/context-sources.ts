import type { EntityManager } from '@mikro-orm/postgresql';
import { can } from '../auth/policy.js';
import type { SessionUser } from '../auth/session-user.js';
import { getRsvpOptions } from '../rsvp/rsvp-options.service.js';
import { getVenue, getWedding } from '../settings/settings.service.js';
import type { ChatLanguage } from './language.js';

/**
 * One kind of the site's own content the assistant may draw on when the couple has written
 * nothing for it: lines of plain text in the asker's language, only what the asker's guest
 * group may see on the site anyway. A new page's texts (the couple's story, travel, the
 * schedule) join by adding an entry to CONTEXT_SOURCES.
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
    return language === 'es'
      ? [`La boda de ${w.coupleNames} es el ${longDate(w.date, language)}, en ${w.country} (zona horaria ${w.timezone}).`]
      : [`The wedding of ${w.coupleNames} is on ${longDate(w.date, language)}, in ${w.country} (time zone ${w.timezone}).`];
  },
};

const venue: ContextSource = {
  id: 'venue',
  visibleTo: (user) => can(user, 'open', 'logistics'),
  async lines(em, _user, language) {
    const v = await getVenue(em);
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
    if (o.mealOptions.length) lines.push(language === 'es' ? `Opciones de menú al confirmar: ${o.mealOptions.join(', ')}.` : `Meal choices when you RSVP: ${o.mealOptions.join(', ')}.`);
    return lines;
  },
};

export const CONTEXT_SOURCES: readonly ContextSource[] = [wedding, venue, rsvp];

/** The site's content the asker may see, one passage a line, in their language. */
export async function siteContext(em: EntityManager, user: SessionUser, language: ChatLanguage): Promise<string> {
  const parts: string[] = [];
  for (const source of CONTEXT_SOURCES) {
    if (source.visibleTo(user)) parts.push(...(await source.lines(em, user, language)));
  }
  return parts.join('\n\n');
}
