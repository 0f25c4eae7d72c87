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
import type { TemplateKind, TemplateText } from './default-templates.js';
import { partyLink, unsubscribeUrl } from './links.js';
import type { MailMessage } from './mail-message.entity.js';
import { checkKind, checkTemplateInput, templateFor, templateIn } from './message-template.service.js';
import type { MessagePreviewType, MessageTemplateInput } from './message-template.types.js';
import { escapeMarkdown, fillTemplate, markdownToText } from './template-text.js';

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

/** Placeholders whose value goes into the Markdown as it is: our own link, and Markdown we built. */
const RAW_PLACEHOLDERS = ['link', 'answers', 'message'];

const FOOTER: Record<Language, (url: string) => string> = {
  en: (url) => `You receive this because you are invited to our wedding. No more reminders or updates: ${url}`,
  es: (url) => `Recibís este mensaje porque estáis invitados a nuestra boda. Para no recibir más recordatorios ni novedades: ${url}`,
};

const ANSWER_WORDS: Record<Language, { yes: string; no: string; pending: string; meal: string; dietary: string; forParty: string; answerYes: string; answerNo: string }> = {
  en: { yes: 'attending', no: 'not attending', pending: 'not answered yet', meal: 'meal', dietary: 'dietary needs', forParty: 'For your party:', answerYes: 'yes', answerNo: 'no' },
  es: { yes: 'asiste', no: 'no asiste', pending: 'sin responder', meal: 'menú', dietary: 'necesidades alimentarias', forParty: 'Para vuestra familia:', answerYes: 'sí', answerNo: 'no' },
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
 * What each guest answered, as a Markdown list (names and answers escaped, so none becomes a
 * link): under a guest who comes, their answer for each event and to the questions asked per
 * guest; then the answers given once for the party. Everything in the party's language.
 */
async function answersMarkdown(em: EntityManager, party: Party, language: Language): Promise<string> {
  const words = ANSWER_WORDS[language];
  const guests = await em.find(Guest, { party: party.id }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  const answers = new Map((await em.find(GuestAttendance, { guest: { party: party.id } })).map((a) => [a.guest.id, a]));
  const eventRows = await em.getConnection().execute<EventAnswerRow[]>(PARTY_EVENT_ANSWERS_SQL, [party.id]);
  const questionRows = await em.getConnection().execute<QuestionAnswerRow[]>(PARTY_QUESTION_ANSWERS_SQL, [party.id]);
  const e = escapeMarkdown;
  const answerText = (r: QuestionAnswerRow) => (r.type === 'yesno' ? (r.value === 'yes' ? words.answerYes : words.answerNo) : readValue(r, language));
  const questionLine = (r: QuestionAnswerRow) => `${e(inLanguage(language, r.text, r.textEs))}: ${e(answerText(r))}`;
  const lines = guests.map((g) => {
    const a = answers.get(g.id);
    const state = a?.attending === true ? words.yes : a?.attending === false ? words.no : words.pending;
    const extra = [a?.mealPreference ? `${words.meal}: ${a.mealPreference}` : '', a?.dietaryRestrictions ? `${words.dietary}: ${a.dietaryRestrictions}` : '']
      .filter(Boolean)
      .join('; ');
    const below =
      a?.attending === true
        ? [
            ...eventRows.filter((r) => r.guestId === g.id).map((r) => `${e(inLanguage(language, r.name, r.nameEs))}: ${r.attending ? words.yes : words.no}`),
            ...questionRows.filter((r) => r.guestId === g.id).map(questionLine),
          ]
        : [];
    return [`- ${e(`${g.firstName} ${g.lastName}: ${state}${extra ? ` (${extra})` : ''}`)}`, ...below.map((l) => `    - ${l}`)].join('\n');
  });
  const forParty = questionRows.filter((r) => r.guestId === null).map((r) => `- ${questionLine(r)}`);
  return [lines.join('\n'), ...(forParty.length ? ['', words.forParty, '', forParty.join('\n')] : [])].join('\n');
}

function htmlDocument(inner: string, language: Language): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#222;max-width:600px;margin:0 auto;padding:16px">${inner}</body></html>`;
}

/** The wedding's details every template may name, in one language. */
async function weddingValues(em: EntityManager, language: Language): Promise<Record<string, string>> {
  const wedding = await getWedding(em);
  const venue = await getVenue(em, language);
  const { deadline } = await getRsvpOptions(em);
  return {
    coupleNames: wedding.coupleNames,
    date: dayText(wedding.date, language),
    place: [venue.name, venue.address].filter(Boolean).join(', '),
    rsvpDeadline: deadline ? dayText(deadline, language) : '',
  };
}

/**
 * One message from its template: the subject (one line), the Markdown body as sanitized HTML
 * and as plain text, and (all but a confirmation) the RFC 8058 unsubscribe header and footer.
 * `values` fill the placeholders; an update's own subject and text are `subject` and `message`.
 */
export function composeMail(kind: TemplateKind, language: Language, template: TemplateText, values: Record<string, string>, unsubscribe: string | null) {
  const markdownBody = fillTemplate(template.body, values, { markdown: true, raw: RAW_PLACEHOLDERS });
  let text = markdownToText(markdownBody);
  let markdown = markdownBody;
  const headers: Record<string, string> = {};
  if (kind !== 'confirmation' && unsubscribe) {
    // RFC 8058: a mail client's "Unsubscribe" button posts here, no page to open.
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    const footer = FOOTER[language](unsubscribe);
    text += `\n\n--\n${footer}`;
    markdown += `\n\n---\n\n<small>${escapeMarkdown(footer.slice(0, -unsubscribe.length))}[${unsubscribe}](${unsubscribe})</small>`;
  }
  // A CR or LF in the couple's names would end the Subject header: the line is kept whole.
  const subject = fillTemplate(template.subject, values, { markdown: false }).replace(/[\r\n]+/g, ' ').trim();
  return { subject, text, html: htmlDocument(renderMarkdown(markdown), language), headers };
}

/** The message as it is sent now: the party's language, today's template, wedding details and answers. */
export async function renderMessage(em: EntityManager, message: MailMessage, party: Party, settings: RenderSettings): Promise<RenderedMail> {
  const language = asLanguage(message.language);
  const kind = message.kind as TemplateKind;
  const values: Record<string, string> = {
    partyName: party.lastName,
    ...(await weddingValues(em, language)),
    link: partyLink(settings.siteUrl, settings.secret, party),
  };
  let template = await templateFor(em, kind, language);
  if (kind === 'update') {
    // The send form's own subject and text, their placeholders filled, inside the update's frame.
    values.subject = fillTemplate(message.subject ?? '', values, { markdown: false });
    values.message = fillTemplate(message.body ?? '', values, { markdown: true, raw: ['link'] });
  } else if (message.subject || message.body) {
    template = { subject: message.subject ?? template.subject, body: message.body ?? template.body };
  }
  if (kind === 'confirmation') values.answers = await answersMarkdown(em, party, language);
  const unsubscribe = kind === 'confirmation' ? null : unsubscribeUrl(settings.siteUrl, settings.secret, party.id);
  const mail = composeMail(kind, language, template, values, unsubscribe);
  const attachments: RenderedMail['attachments'] = [];
  if (kind === 'invitation') attachments.push({ filename: 'wedding.ics', content: weddingIcs(await weddingEvent(em)), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
  return { ...mail, attachments };
}

const SAMPLE: Record<Language, { partyName: string; answers: string; subject: string; message: string }> = {
  en: {
    partyName: 'Smith',
    answers: '- Ana Smith: attending \\(meal: fish\\)\n- Ben Smith: not attending',
    subject: 'The shuttle',
    message: 'The shuttle leaves the hotel at **five**.',
  },
  es: {
    partyName: 'García',
    answers: '- Ana García: asiste \\(menú: pescado\\)\n- Ben García: no asiste',
    subject: 'El autobús',
    message: 'El autobús sale del hotel a las **cinco**.',
  },
};

/**
 * A template as it would reach a party in `language` (before it is saved): the wedding's real
 * details, a sample party, link, answers and update. Checked as a save is, so a mistake shows here.
 */
export async function previewMessageTemplate(em: EntityManager, kindValue: string, languageValue: string | null | undefined, input: MessageTemplateInput, siteUrl: string): Promise<MessagePreviewType> {
  const kind = checkKind(kindValue);
  const language = asLanguage(languageValue ?? 'en');
  const template = templateIn(checkTemplateInput(kind, input), language);
  const sample = SAMPLE[language];
  const values: Record<string, string> = { partyName: sample.partyName, ...(await weddingValues(em, language)), link: `${siteUrl}/i/0-example` };
  if (kind === 'confirmation') values.answers = sample.answers;
  if (kind === 'update') Object.assign(values, { subject: sample.subject, message: sample.message });
  const mail = composeMail(kind, language, template, values, kind === 'confirmation' ? null : `${siteUrl}/unsubscribe?party=0&token=example`);
  return { subject: mail.subject, html: mail.html, text: mail.text };
}
