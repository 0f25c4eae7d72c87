import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { badInput } from '../graphql/errors.js';
import { GuestGroup } from '../guest-groups/guest-group.entity.js';
import { Party } from '../parties/party.entity.js';
import { text } from '../registry/registry-checks.js';
import { checkHeaderText } from './contact-checks.js';
import { allowedPlaceholders, COMMON_PLACEHOLDERS, type TemplateKind } from './default-templates.js';
import { MailMessage, type MessageKind } from './mail-message.entity.js';
import { checkTemplateText } from './template-text.js';
import type { MailMessageType, MessagesQueuedType, SendMessagesInput } from './mail.types.js';

export const SENDABLE_KINDS = ['invitation', 'reminder', 'update'] as const;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_BODY_LENGTH = 20_000;
const MAX_CHOSEN = 2000;
/** Changes to a party's answers within this time make one confirmation (MAIL_GROUP_SECONDS, set at start). */
let confirmationDelayMs = 10_000;
export const confirmationDelay = () => confirmationDelayMs;
export function setConfirmationDelay(seconds: number): void {
  confirmationDelayMs = seconds * 1000;
}

/** Called after messages are queued, so the worker looks at once (set by the running worker). */
let wakeWorker: () => void = () => {};
export function onQueued(wake: () => void): void {
  wakeWorker = wake;
}
export const wakeMailWorker = () => wakeWorker();

/** The domain of the From address names each Message-ID. */
export const mailDomainOf = (from: string) => from.replace(/.*@/, '').replace(/>.*$/, '') || 'localhost';

export const messageIdFor = (domain: string) => `<${randomUUID()}@${domain}>`;

function checkInput(input: SendMessagesInput) {
  const kind = input.kind?.trim();
  if (!(SENDABLE_KINDS as readonly string[]).includes(kind)) {
    throw badInput('kind', 'VALUE_NOT_ALLOWED', `kind must be one of: ${SENDABLE_KINDS.join(', ')}`, { field: 'kind', allowed: SENDABLE_KINDS.join(', ') });
  }
  const subject = text('subject', input.subject, MAX_SUBJECT_LENGTH, kind === 'update');
  if (subject) checkHeaderText(subject, 'subject');
  const body = text('body', input.body, MAX_BODY_LENGTH, kind === 'update');
  // An update's own words may name the party, the link and the wedding; another kind's, what its template may.
  const known = (part: 'subject' | 'body') => (kind === 'update' ? COMMON_PLACEHOLDERS : allowedPlaceholders(kind as TemplateKind, part));
  if (subject) checkTemplateText('subject', subject, known('subject'));
  if (body) checkTemplateText('body', body, known('body'));
  for (const [field, list] of [['partyIds', input.partyIds], ['groups', input.groups]] as const) {
    if (list && list.length > MAX_CHOSEN) throw badInput(field, 'TOO_MANY_ITEMS', `${field} can have at most ${MAX_CHOSEN} entries`, { field, max: MAX_CHOSEN });
  }
  return { kind: kind as (typeof SENDABLE_KINDS)[number], subject, body };
}

/** Parties with at least one guest who has not answered (no answer, or "pending"). */
async function partiesNotAnswered(em: EntityManager, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await em.execute<Array<{ party_id: number }>>(
    `select distinct g.party_id from guest g left join guest_attendance a on a.guest_id = g.id
     where g.party_id in (?) and (a.id is null or a.attending is null)`,
    [ids],
  );
  return new Set(rows.map((r) => r.party_id));
}

/** The parties chosen: by id, by group, or (neither given) every party but the couple's own. */
async function chosenParties(em: EntityManager, partyIds?: number[] | null, groups?: string[] | null): Promise<Party[]> {
  if (!partyIds?.length && !groups?.length) return em.find(Party, { isAdmin: false }, { orderBy: { id: 'asc' } });
  if (groups?.length) {
    const known = new Set((await em.find(GuestGroup, { name: { $in: groups } }, { fields: ['name'] })).map((g) => g.name));
    const unknown = groups.find((g) => !known.has(g));
    if (unknown !== undefined) throw badInput('groups', 'GUEST_GROUP_NOT_FOUND', `Guest group "${unknown}" does not exist`, { name: unknown });
  }
  const or = [];
  if (partyIds?.length) or.push({ id: { $in: partyIds } });
  if (groups?.length) or.push({ guestGroup: { $in: groups } });
  return em.find(Party, { $or: or }, { orderBy: { id: 'asc' } });
}

/** Every party but the couple's own: whom "Send reminders" and the automatic reminder consider. */
export const everyGuestParty = (em: EntityManager) => chosenParties(em);

/**
 * Inside a unit of work: one message per party that has an e-mail and has not unsubscribed; a
 * reminder only where a guest has not answered yet. The manual messages and the automatic
 * reminder (mail-schedule.ts) choose their recipients here, so both follow the same rules.
 */
export async function queueFor(
  tx: EntityManager,
  parties: Party[],
  { kind, subject = null, body = null, mailDomain }: { kind: (typeof SENDABLE_KINDS)[number]; subject?: string | null; body?: string | null; mailDomain: string },
) {
  const tally = { queued: 0, withoutEmail: 0, unsubscribed: 0, answered: 0 };
  const waiting = kind === 'reminder' ? await partiesNotAnswered(tx, parties.map((p) => p.id)) : new Set<number>();
  for (const party of parties) {
    if (!party.email) tally.withoutEmail++;
    else if (party.unsubscribedAt) tally.unsubscribed++;
    else if (kind === 'reminder' && (!party.canRsvp || !waiting.has(party.id))) tally.answered++;
    else {
      tx.create(MailMessage, { party, kind, toAddress: party.email, language: party.language, subject, body, messageId: messageIdFor(mailDomain) });
      tally.queued++;
    }
  }
  await tx.flush();
  return tally;
}

/**
 * Queues one message per chosen party that has an e-mail and has not unsubscribed; a reminder
 * only where a guest has not answered yet. Every row is written in one transaction: all queued,
 * or (on an error) none. The worker sends them in its own time.
 */
export async function sendMessages(
  em: EntityManager,
  _actor: SessionUser,
  input: SendMessagesInput,
  opts: { mailDomain: string; mailServerConfigured: boolean },
): Promise<MessagesQueuedType> {
  const { kind, subject, body } = checkInput(input);
  const result = await em.transactional(async (tx) => {
    const parties = await chosenParties(tx, input.partyIds, input.groups);
    return queueFor(tx, parties, { kind, subject, body, mailDomain: opts.mailDomain });
  });
  if (result.queued) wakeWorker();
  return { ...result, mailServerConfigured: opts.mailServerConfigured };
}

/**
 * After a party's answers change (inside that unit of work): its confirmation is due in ten
 * seconds (MAIL_GROUP_SECONDS), and a change within those seconds moves the same message on
 * instead of adding one.
 */
export async function queueConfirmation(tx: EntityManager, partyId: number, mailDomain = 'localhost'): Promise<void> {
  const party = await tx.findOne(Party, { id: partyId }, { fields: ['email', 'language'] });
  if (!party?.email) return;
  const sendAfter = new Date(Date.now() + confirmationDelayMs);
  const moved = await tx.nativeUpdate(
    MailMessage,
    { party: partyId, kind: 'confirmation', status: 'queued' },
    { sendAfter, toAddress: party.email, language: party.language },
  );
  if (!moved) tx.create(MailMessage, { party: partyId, kind: 'confirmation', toAddress: party.email, language: party.language, sendAfter, messageId: messageIdFor(mailDomain) });
  await tx.flush();
}

const STATUS_WORDS: Record<string, string> = { not_sent: 'not sent' };

/** One row per recipient, newest first. */
export async function listMessages(em: EntityManager, limit = 1000): Promise<MailMessageType[]> {
  const rows = await em.find(MailMessage, {}, { orderBy: { id: 'desc' }, limit, populate: ['party'], fields: ['*', 'party.lastName'] as never });
  return rows.map((m) => ({
    id: m.id,
    partyId: m.party?.id ?? null,
    partyName: m.party?.lastName ?? null,
    kind: m.kind as MessageKind,
    toAddress: m.toAddress,
    language: m.language,
    status: STATUS_WORDS[m.status] ?? m.status,
    attempts: m.attempts,
    time: m.sentAt ?? m.createdAt,
    error: m.lastError,
  }));
}
