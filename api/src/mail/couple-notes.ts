import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../content/content-keys.js';
import { badInput } from '../graphql/errors.js';
import { Guest } from '../party-guests/guest.entity.js';
import { Party } from '../parties/party.entity.js';
import type { PaymentConfirmation } from '../registry/payment-confirmation.entity.js';
import { getPaymentSettings } from '../registry/registry.service.js';
import { GuestAttendance } from '../rsvp/guest-attendance.entity.js';
import { Setting } from '../settings/setting.entity.js';
import { checkEmail, DEFAULT_PARTY_LANGUAGE } from './contact-checks.js';
import { MailMessage } from './mail-message.entity.js';
import { confirmationDelay, messageIdFor, wakeMailWorker } from './mail.service.js';

/**
 * Notes to the couple (issue 22 §4 "To the couple"): a note for each RSVP and each payment a
 * guest reports, or one daily digest, or nothing: their choice in the dashboard. The address
 * is the dashboard's, else NOTIFY_EMAIL; without either nothing is queued.
 *
 * A note's text is written when it is queued (an RSVP note again at each change, since changes
 * within ten seconds make one note), in the site's default language (DEFAULT_PARTY_LANGUAGE:
 * English until the site has a setting for it), and sent as plain text with a simple HTML twin.
 */
export const NOTIFY_FREQUENCIES = ['each', 'daily', 'off'] as const;
export type NotifyFrequency = (typeof NOTIFY_FREQUENCIES)[number];

const EMAIL_KEY = 'notify.email';
const FREQUENCY_KEY = 'notify.frequency';

/** Set once the server listens (NOTIFY_EMAIL, the From domain, the site's address). */
const defaults = { email: null as string | null, mailDomain: 'localhost', siteUrl: 'http://localhost', digestHour: 20 };
export function setNotifyDefaults(values: { email?: string | null; mailDomain: string; siteUrl: string; digestHour: number }): void {
  defaults.email = values.email?.trim() || null;
  defaults.digestHour = values.digestHour;
  defaults.mailDomain = values.mailDomain;
  defaults.siteUrl = values.siteUrl;
}

export interface NotifySettings {
  /** The dashboard's address; null: NOTIFY_EMAIL's. */
  email: string | null;
  frequency: NotifyFrequency;
  /** NOTIFY_EMAIL, shown as the default. */
  defaultEmail: string | null;
  /** Where notes go now (null: nowhere, so nothing is queued). */
  sendTo: string | null;
  /** The hour the daily digest is queued, in the wedding's timezone (NOTIFY_DIGEST_HOUR). */
  digestHour: number;
}

export async function getNotifySettings(em: EntityManager): Promise<NotifySettings> {
  const rows = await em.find(Setting, { key: { $in: [EMAIL_KEY, FREQUENCY_KEY] } });
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  const email = saved.get(EMAIL_KEY) || null;
  const stored = saved.get(FREQUENCY_KEY);
  const frequency = (NOTIFY_FREQUENCIES as readonly string[]).includes(stored ?? '') ? (stored as NotifyFrequency) : 'each';
  const address = email ?? defaults.email;
  return { email, frequency, defaultEmail: defaults.email, sendTo: frequency === 'off' ? null : address, digestHour: defaults.digestHour };
}

/** Only the fields given change; an empty e-mail goes back to NOTIFY_EMAIL. */
export async function updateNotifySettings(em: EntityManager, input: { email?: string | null; frequency?: string | null }): Promise<NotifySettings> {
  const writes: Array<{ key: string; value: string }> = [];
  if (input.email !== undefined) writes.push({ key: EMAIL_KEY, value: checkEmail(input.email, 'email') ?? '' });
  if (input.frequency != null) {
    const frequency = input.frequency.trim();
    if (!(NOTIFY_FREQUENCIES as readonly string[]).includes(frequency)) {
      throw badInput('frequency', 'VALUE_NOT_ALLOWED', `frequency must be one of: ${NOTIFY_FREQUENCIES.join(', ')}`, { field: 'frequency', allowed: NOTIFY_FREQUENCIES.join(', ') });
    }
    writes.push({ key: FREQUENCY_KEY, value: frequency });
  }
  await em.transactional(async (tx) => {
    for (const w of writes) await tx.upsert(Setting, w);
  });
  return getNotifySettings(em);
}

const WORDS: Record<
  Language,
  {
    rsvpSubject: string;
    rsvpIntro: string;
    yes: string;
    no: string;
    pending: string;
    meal: string;
    dietary: string;
    paymentSubject: string;
    paymentIntro: string;
    paymentMessage: string;
    digestSubject: string;
    digestRsvps: string;
    digestPayments: string;
    dashboard: string;
  }
> = {
  en: {
    rsvpSubject: 'RSVP from {name}',
    rsvpIntro: '{name} answered:',
    yes: 'attending',
    no: 'not attending',
    pending: 'not answered yet',
    meal: 'meal',
    dietary: 'dietary needs',
    paymentSubject: 'Gift from {name}: {amount}',
    paymentIntro: '{name} reports a payment by {method}:',
    paymentMessage: 'Their note:',
    digestSubject: 'Today on your wedding website: {rsvps} RSVPs, {payments} gifts',
    digestRsvps: 'RSVPs',
    digestPayments: 'Gifts reported',
    dashboard: 'Everything is in your dashboard: {link}',
  },
  es: {
    rsvpSubject: 'Respuesta de {name}',
    rsvpIntro: '{name} ha respondido:',
    yes: 'asiste',
    no: 'no asiste',
    pending: 'sin responder',
    meal: 'menú',
    dietary: 'necesidades alimentarias',
    paymentSubject: 'Regalo de {name}: {amount}',
    paymentIntro: '{name} dice que ha pagado por {method}:',
    paymentMessage: 'Su mensaje:',
    digestSubject: 'Hoy en vuestra web de boda: {rsvps} respuestas, {payments} regalos',
    digestRsvps: 'Respuestas',
    digestPayments: 'Regalos',
    dashboard: 'Lo tenéis todo en el panel: {link}',
  },
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in values ? String(values[k]) : whole));
/** A name typed by a guest stays on one line (it goes into a Subject header). */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();
const language = (): Language => DEFAULT_PARTY_LANGUAGE;
const dashboardLine = (words: (typeof WORDS)[Language]) => fill(words.dashboard, { link: `${defaults.siteUrl}/admin` });

/** "- Ana Garcia: attending (meal: Fish; dietary needs: no nuts)", one line per guest of the party. */
export async function answerLines(em: EntityManager, partyId: number, lang: Language): Promise<string[]> {
  return (await answerLinesOfParties(em, [partyId], lang)).get(partyId) ?? [];
}

/** The same for several parties in two reads, whatever their number (the daily digest lists a day's answers). */
async function answerLinesOfParties(em: EntityManager, partyIds: number[], lang: Language): Promise<Map<number, string[]>> {
  const words = WORDS[lang];
  const lines = new Map<number, string[]>(partyIds.map((id) => [id, []]));
  if (!partyIds.length) return lines;
  const guests = await em.find(Guest, { party: { $in: partyIds } }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  const answers = new Map((await em.find(GuestAttendance, { guest: { party: { $in: partyIds } } })).map((a) => [a.guest.id, a]));
  for (const g of guests) {
    const a = answers.get(g.id);
    const state = a?.attending === true ? words.yes : a?.attending === false ? words.no : words.pending;
    const extra = [a?.mealPreference ? `${words.meal}: ${a.mealPreference}` : '', a?.dietaryRestrictions ? `${words.dietary}: ${oneLine(a.dietaryRestrictions)}` : '']
      .filter(Boolean)
      .join('; ');
    lines.get(g.party.id)?.push(`- ${oneLine(`${g.firstName} ${g.lastName}`)}: ${state}${extra ? ` (${extra})` : ''}`);
  }
  return lines;
}

/**
 * After a party's own answers change (inside that unit of work): the couple's note is due in
 * ten seconds (MAIL_GROUP_SECONDS), and a change within those seconds rewrites the same note instead of adding one.
 */
export async function queueRsvpNote(tx: EntityManager, partyId: number): Promise<void> {
  const settings = await getNotifySettings(tx);
  if (settings.frequency !== 'each' || !settings.sendTo) return;
  const party = await tx.findOne(Party, { id: partyId }, { fields: ['lastName'] });
  if (!party) return;
  const lang = language();
  const words = WORDS[lang];
  const name = oneLine(party.lastName);
  const subject = fill(words.rsvpSubject, { name });
  const body = [fill(words.rsvpIntro, { name }), '', ...(await answerLines(tx, partyId, lang)), '', dashboardLine(words)].join('\n');
  const sendAfter = new Date(Date.now() + confirmationDelay());
  const moved = await tx.nativeUpdate(MailMessage, { party: partyId, kind: 'rsvp_note', status: 'queued' }, { sendAfter, toAddress: settings.sendTo, language: lang, subject, body });
  if (!moved) {
    tx.create(MailMessage, { party: partyId, kind: 'rsvp_note', toAddress: settings.sendTo, language: lang, subject, body, sendAfter, messageId: messageIdFor(defaults.mailDomain) });
  }
  await tx.flush();
  wakeMailWorker();
}

export function money(cents: number, currency: string, lang: Language): string {
  try {
    return new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

const METHOD_NAMES: Record<string, string> = { venmo: 'Venmo', zelle: 'Zelle' };

/** One line per item: "- 2 × Toaster: $50.00". */
function paymentLines(confirmations: PaymentConfirmation[], currency: string, lang: Language): string[] {
  return confirmations.map((c) => `- ${c.quantity} × ${oneLine(c.itemName)}: ${money(c.amount, currency, lang)}`);
}

/** After a guest reports a payment (inside that unit of work): one note for the whole cart. */
export async function queuePaymentNote(tx: EntityManager, partyId: number, confirmations: PaymentConfirmation[]): Promise<void> {
  if (!confirmations.length) return;
  const settings = await getNotifySettings(tx);
  if (settings.frequency !== 'each' || !settings.sendTo) return;
  const lang = language();
  const words = WORDS[lang];
  const { currency } = await getPaymentSettings(tx);
  const first = confirmations[0];
  const name = oneLine(first.guestName);
  const amount = money(
    confirmations.reduce((sum, c) => sum + c.amount, 0),
    currency,
    lang,
  );
  const lines = [fill(words.paymentIntro, { name, method: METHOD_NAMES[first.paymentMethod] ?? first.paymentMethod }), '', ...paymentLines(confirmations, currency, lang)];
  if (first.message?.trim()) lines.push('', words.paymentMessage, ...first.message.trim().split(/\r?\n/).map((l) => `> ${l}`));
  lines.push('', dashboardLine(words));
  tx.create(MailMessage, {
    party: partyId,
    kind: 'payment_note',
    toAddress: settings.sendTo,
    language: lang,
    subject: fill(words.paymentSubject, { name, amount }),
    body: lines.join('\n'),
    messageId: messageIdFor(defaults.mailDomain),
  });
  await tx.flush();
  wakeMailWorker();
}

/** What happened in a window, as the digest's lines; null when nothing did. */
export async function digestText(em: EntityManager, from: Date, to: Date): Promise<{ subject: string; body: string; language: Language } | null> {
  const lang = language();
  const words = WORDS[lang];
  const answered = await em.execute<Array<{ party_id: number; last_name: string }>>(
    `select p.id as party_id, p.last_name from party p
     where exists (select 1 from guest g join guest_attendance a on a.guest_id = g.id
                   where g.party_id = p.id and a.updated_at > ? and a.updated_at <= ?)
     order by p.last_name, p.id`,
    [from, to],
  );
  const payments = await em.execute<Array<{ guest_name: string; item_name: string; quantity: number; amount: number; payment_method: string }>>(
    `select guest_name, item_name, quantity, amount, payment_method from payment_confirmation
     where created_at > ? and created_at <= ? order by created_at, id`,
    [from, to],
  );
  if (!answered.length && !payments.length) return null;
  const lines: string[] = [];
  if (answered.length) {
    lines.push(`${words.digestRsvps} (${answered.length}):`, '');
    const byParty = await answerLinesOfParties(em, answered.map((p) => p.party_id), lang);
    for (const p of answered) lines.push(`${oneLine(p.last_name)}`, ...(byParty.get(p.party_id) ?? []).map((l) => `  ${l}`), '');
  }
  if (payments.length) {
    const { currency } = await getPaymentSettings(em);
    lines.push(`${words.digestPayments} (${payments.length}):`, '');
    for (const p of payments) {
      lines.push(`- ${oneLine(p.guest_name)}: ${p.quantity} × ${oneLine(p.item_name)}, ${money(p.amount, currency, lang)} (${METHOD_NAMES[p.payment_method] ?? p.payment_method})`);
    }
    lines.push('');
  }
  lines.push(dashboardLine(words));
  return { subject: fill(words.digestSubject, { rsvps: answered.length, payments: payments.length }), body: lines.join('\n'), language: lang };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The note as sent: its stored text, and that text as simple HTML (lists for "- " lines, links made clickable). */
export function renderCoupleNote(message: Pick<MailMessage, 'subject' | 'body' | 'language'>): { subject: string; text: string; html: string } {
  const text = message.body ?? '';
  const html: string[] = [];
  let inList = false;
  for (const raw of text.split('\n')) {
    const item = /^\s*- (.*)$/.exec(raw);
    if (item && !inList) html.push('<ul>');
    if (!item && inList) html.push('</ul>');
    inList = Boolean(item);
    const line = escapeHtml(item ? item[1] : raw).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    if (item) html.push(`<li>${line}</li>`);
    else if (line.trim()) html.push(`<p style="margin:0 0 8px">${line}</p>`);
  }
  if (inList) html.push('</ul>');
  const lang = message.language === 'es' ? 'es' : 'en';
  const document = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#222;max-width:600px;margin:0 auto;padding:16px">${html.join('')}</body></html>`;
  return { subject: oneLine(message.subject ?? ''), text, html: document };
}
