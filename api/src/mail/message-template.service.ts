import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import type { Language } from '../content/content-keys.js';
import { badInput } from '../graphql/errors.js';
import { text } from '../registry/registry-checks.js';
import { checkHeaderText } from './contact-checks.js';
import { allowedPlaceholders, DEFAULT_TEMPLATES, KIND_PLACEHOLDERS, TEMPLATE_KINDS, type TemplateKind, type TemplateText } from './default-templates.js';
import { MessageTemplate } from './message-template.entity.js';
import type { MessageTemplateInput, MessageTemplateType } from './message-template.types.js';
import { checkTemplateText } from './template-text.js';

export const MAX_TEMPLATE_SUBJECT = 200;
export const MAX_TEMPLATE_BODY = 20_000;

export function checkKind(value: string | null | undefined, field = 'kind'): TemplateKind {
  const kind = value?.trim() ?? '';
  if (!(TEMPLATE_KINDS as readonly string[]).includes(kind)) {
    throw badInput(field, 'VALUE_NOT_ALLOWED', `${field} must be one of: ${TEMPLATE_KINDS.join(', ')}`, { field, allowed: TEMPLATE_KINDS.join(', ') });
  }
  return kind as TemplateKind;
}

/** A subject: one line, its placeholders known (and the kind's own kept); null when blank and optional. */
export function checkSubject(kind: TemplateKind, field: string, value: string | null | undefined, required: boolean): string | null {
  const subject = text(field, value, MAX_TEMPLATE_SUBJECT, required);
  if (subject === null) return null;
  checkHeaderText(subject, field);
  checkTemplateText(field, subject, allowedPlaceholders(kind, 'subject'), KIND_PLACEHOLDERS[kind].subject);
  return subject;
}

export function checkBody(kind: TemplateKind, field: string, value: string | null | undefined, required: boolean): string | null {
  const body = text(field, value, MAX_TEMPLATE_BODY, required);
  if (body === null) return null;
  checkTemplateText(field, body, allowedPlaceholders(kind, 'body'), KIND_PLACEHOLDERS[kind].body);
  return body;
}

/** Both languages checked; the English ones are required, an empty Spanish one falls back to them. */
export function checkTemplateInput(kind: TemplateKind, input: MessageTemplateInput): { subject: string; subjectEs: string; body: string; bodyEs: string } {
  return {
    subject: checkSubject(kind, 'subject', input.subject, true)!,
    subjectEs: checkSubject(kind, 'subjectEs', input.subjectEs, false) ?? '',
    body: checkBody(kind, 'body', input.body, true)!,
    bodyEs: checkBody(kind, 'bodyEs', input.bodyEs, false) ?? '',
  };
}

function view(kind: TemplateKind, row: { subject: string; subjectEs: string; body: string; bodyEs: string } | null): MessageTemplateType {
  const fields = row ?? {
    subject: DEFAULT_TEMPLATES[kind].en.subject,
    subjectEs: DEFAULT_TEMPLATES[kind].es.subject,
    body: DEFAULT_TEMPLATES[kind].en.body,
    bodyEs: DEFAULT_TEMPLATES[kind].es.body,
  };
  return {
    kind,
    subject: fields.subject,
    subjectEs: fields.subjectEs,
    body: fields.body,
    bodyEs: fields.bodyEs,
    isDefault: !row,
    subjectPlaceholders: allowedPlaceholders(kind, 'subject'),
    bodyPlaceholders: allowedPlaceholders(kind, 'body'),
    requiredPlaceholders: [...KIND_PLACEHOLDERS[kind].subject, ...KIND_PLACEHOLDERS[kind].body],
  };
}

/** Every kind's template, as stored or built in. */
export async function listMessageTemplates(em: EntityManager): Promise<MessageTemplateType[]> {
  const rows = new Map((await em.find(MessageTemplate, {})).map((r) => [r.kind, r]));
  return TEMPLATE_KINDS.map((kind) => view(kind, rows.get(kind) ?? null));
}

export async function saveMessageTemplate(em: EntityManager, _actor: SessionUser, kindValue: string, input: MessageTemplateInput): Promise<MessageTemplateType> {
  const kind = checkKind(kindValue);
  const fields = checkTemplateInput(kind, input);
  await em.transactional(async (tx) => {
    await tx.upsert(MessageTemplate, { kind, ...fields, updatedAt: new Date() });
  });
  return view(kind, fields);
}

/** "Restore the default": the built-in wording, in both languages, from now on. */
export async function restoreMessageTemplate(em: EntityManager, _actor: SessionUser, kindValue: string): Promise<MessageTemplateType> {
  const kind = checkKind(kindValue);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(MessageTemplate, { kind });
  });
  return view(kind, null);
}

/** The wording a party gets in its language: an empty Spanish subject or body is the English one. */
export function templateIn(fields: { subject: string; subjectEs: string; body: string; bodyEs: string }, language: Language): TemplateText {
  if (language === 'es') return { subject: fields.subjectEs || fields.subject, body: fields.bodyEs || fields.body };
  return { subject: fields.subject, body: fields.body };
}

/** The template of one kind in one language as it is sent now. */
export async function templateFor(em: EntityManager, kind: TemplateKind, language: Language): Promise<TemplateText> {
  const row = await em.findOne(MessageTemplate, { kind });
  return row ? templateIn(row, language) : DEFAULT_TEMPLATES[kind][language];
}
