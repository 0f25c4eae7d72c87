import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../content/content-keys.js';
import { renderMarkdown } from '../content/markdown.js';
import { weddingEvent, weddingIcs } from '../content/wedding-calendar.js';
import { Guest } from '../party-guests/guest.entity.js';
import { GuestAttendance } from '../rsvp/guest-attendance.entity.js';
import { inLanguage } from '../i18n/reader-language.js';
import { getRsvpOptions } from '../rsvp/rsvp-options.service.js';
import { readValue } from '../rsvp-questions/rsvp-answers.service.js';
import { getVenue, getWedding } from '../settings/settings.service.js';
import type { Party } from '../parties/party.entity.js';
import { DEADLINE_SENTENCE, DEFAULT_TEMPLATES } from './default-templates.js';
import { partyLink, unsubscribeUrl } from './links.js';
import type { MailMessage } from './mail-message.entity.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; content: string; contentType: string }>;
}

export interface RenderSettings {
  siteUrl: string;
  secret: string;
}

const asLanguage = (l: string): Language => (l === 'es' ? 'es' : 'en');

/** "June 11, 2026" / "11 de junio de 2026". */
export function dayText(isoDate: string, language: Language): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

// A name or place put into the couple's Markdown must not become a link or emphasis.
const escapeMarkdown = (s: string) => s.replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, '\\$1');

function fill(template: string, values: Record<string, string>, escape: boolean): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? (escape ? escapeMarkdown(values[key]) : values[key]) : whole));
}

const FOOTER: Record<Language, (url: string) => string> = {
  en: (url) => `You receive this because you are invited to our wedding. No more reminders or updates: ${url}`,
  es: (url) => `Recibís este mensaje porque estáis invitados a nuestra boda. Para no recibir más recordatorios ni novedades: ${url}`,
};

const ANSWER_WORDS: Record<
  Language,
  { yes: string; no: string; pending: string; meal: string; dietary: string; intro: string; subject: string; change: string; forParty: string; answerYes: string; answerNo: string }
> = {
  en: {
    forParty: 'For your party:',
    answerYes: 'yes',
    answerNo: 'no',
    yes: 'attending',
    no: 'not attending',
    pending: 'not answered yet',
    meal: 'meal',
    dietary: 'dietary needs',
    intro: 'Thank you! This is what we have for your party:',
    subject: 'Your RSVP for {couple}',
    change: 'You can change your answers until the deadline on the website: {link}',
  },
  es: {
    forParty: 'Para vuestra familia:',
    answerYes: 'sí',
    answerNo: 'no',
    yes: 'asiste',
    no: 'no asiste',
    pending: 'sin responder',
    meal: 'menú',
    dietary: 'necesidades alimentarias',
    intro: '¡Gracias! Esto es lo que tenemos de vuestra familia:',
    subject: 'Vuestra respuesta a la boda de {couple}',
    change: 'Podéis cambiar vuestras respuestas hasta la fecha límite en la web: {link}',
  },
};

interface EventAnswerRow {
  guestId: number;
  attending: boolean;
  name: string;
  nameEs: string;
}

interface QuestionAnswerRow {
  guestId: number | null;
  value: string;
  text: string;
  textEs: string;
  type: 'text' | 'choice' | 'yesno';
  options: string[];
  optionsEs: string[];
}

/** The party's answers per event (issue 21 §2), by event start: only guests who come have them. */
const PARTY_EVENT_ANSWERS_SQL = `select ea.guest_id as "guestId", ea.attending, e.name, e.name_es as "nameEs"
  from event_attendance ea join event e on e.id = ea.event_id join guest g on g.id = ea.guest_id
  where g.party_id = ? order by e.start, e.id`;

/** The party's answers to the couple's questions (issue 21 §3), the party's own and each guest's, in the couple's order. */
const PARTY_QUESTION_ANSWERS_SQL = `select a.guest_id as "guestId", a.value, q.text, q.text_es as "textEs", q.type, q.options, q.options_es as "optionsEs"
  from rsvp_answer a join rsvp_question q on q.id = a.question_id
  where a.party_id = ? order by q.id`;

/**
 * What each guest answered, as Markdown lines (a name is escaped, so it cannot become a link):
 * under a guest who comes, their answer for each event and to the questions asked per guest;
 * then the answers given once for the party. Everything in the party's language.
 */
async function answersMarkdown(em: EntityManager, party: Party, language: Language, escape: boolean): Promise<string> {
  const words = ANSWER_WORDS[language];
  const guests = await em.find(Guest, { party: party.id }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  const answers = new Map((await em.find(GuestAttendance, { guest: { party: party.id } })).map((a) => [a.guest.id, a]));
  const eventRows = await em.getConnection().execute<EventAnswerRow[]>(PARTY_EVENT_ANSWERS_SQL, [party.id]);
  const questionRows = await em.getConnection().execute<QuestionAnswerRow[]>(PARTY_QUESTION_ANSWERS_SQL, [party.id]);
  const e = (s: string) => (escape ? escapeMarkdown(s) : s);
  const answerText = (r: QuestionAnswerRow) => (r.type === 'yesno' ? (r.value === 'yes' ? words.answerYes : words.answerNo) : readValue(r, language));
  const questionLine = (r: QuestionAnswerRow) => `${e(inLanguage(language, r.text, r.textEs))}: ${e(answerText(r))}`;
  const lines = guests.map((g) => {
    const a = answers.get(g.id);
    const state = a?.attending === true ? words.yes : a?.attending === false ? words.no : words.pending;
    const extra = [a?.mealPreference ? `${words.meal}: ${e(a.mealPreference)}` : '', a?.dietaryRestrictions ? `${words.dietary}: ${e(a.dietaryRestrictions)}` : '']
      .filter(Boolean)
      .join('; ');
    const below =
      a?.attending === true
        ? [
            ...eventRows.filter((r) => r.guestId === g.id).map((r) => `${e(inLanguage(language, r.name, r.nameEs))}: ${r.attending ? words.yes : words.no}`),
            ...questionRows.filter((r) => r.guestId === g.id).map(questionLine),
          ]
        : [];
    return [`- ${e(`${g.firstName} ${g.lastName}`)}: ${state}${extra ? ` (${extra})` : ''}`, ...below.map((l) => `    - ${l}`)].join('\n');
  });
  const forParty = questionRows.filter((r) => r.guestId === null).map((r) => `- ${questionLine(r)}`);
  return [lines.join('\n'), ...(forParty.length ? ['', words.forParty, '', forParty.join('\n')] : [])].join('\n');
}

function htmlDocument(inner: string, language: Language): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#222;max-width:600px;margin:0 auto;padding:16px">${inner}</body></html>`;
}

/** The message as it is sent now: the party's language, today's wedding details and answers. */
export async function renderMessage(em: EntityManager, message: MailMessage, party: Party, settings: RenderSettings): Promise<RenderedMail> {
  const language = asLanguage(message.language);
  const wedding = await getWedding(em);
  const venue = await getVenue(em, language);
  const { deadline } = await getRsvpOptions(em);
  const link = partyLink(settings.siteUrl, settings.secret, party);
  const values: Record<string, string> = {
    name: party.lastName,
    couple: wedding.coupleNames,
    date: dayText(wedding.date, language),
    place: [venue.name, venue.address].filter(Boolean).join(', '),
    link,
    deadline: deadline ? dayText(deadline, language) : '',
  };
  const headers: Record<string, string> = {};
  const attachments: RenderedMail['attachments'] = [];
  let subjectTemplate: string;
  let text: string;
  let markdown: string;
  if (message.kind === 'confirmation') {
    const words = ANSWER_WORDS[language];
    subjectTemplate = words.subject;
    const body = (escape: boolean) => [fill(`${words.intro}`, values, escape), '', '', fill(words.change, values, false)].join('\n');
    text = body(false).replace('\n\n\n', `\n\n${await answersMarkdown(em, party, language, false)}\n\n`);
    markdown = body(true).replace('\n\n\n', `\n\n${await answersMarkdown(em, party, language, true)}\n\n`);
  } else {
    const template = DEFAULT_TEMPLATES[message.kind as 'invitation' | 'reminder' | 'update'][language];
    subjectTemplate = message.subject ?? template.subject;
    let bodyTemplate = message.body ?? template.body;
    if (message.kind === 'update' && message.body) bodyTemplate = message.body;
    bodyTemplate = bodyTemplate.replace('{deadlineSentence}', deadline ? DEADLINE_SENTENCE[language] : '');
    text = fill(bodyTemplate, values, false);
    markdown = fill(bodyTemplate, values, true);
    // RFC 8058: a mail client's "Unsubscribe" button posts here, no page to open.
    const unsubscribe = unsubscribeUrl(settings.siteUrl, settings.secret, party.id);
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    const footer = FOOTER[language](unsubscribe);
    text += `\n\n--\n${footer}`;
    markdown += `\n\n---\n\n<small>${escapeMarkdown(footer.slice(0, -unsubscribe.length))}[${unsubscribe}](${unsubscribe})</small>`;
    if (message.kind === 'invitation') attachments.push({ filename: 'wedding.ics', content: weddingIcs(await weddingEvent(em)), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
  }
  // A CR or LF in the couple's names would end the Subject header: the line is kept whole.
  const subject = fill(subjectTemplate, values, false).replace(/[\r\n]+/g, ' ');
  return { subject, text, html: htmlDocument(renderMarkdown(markdown), language), headers, attachments };
}
