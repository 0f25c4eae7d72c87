import type { Language } from '../content/content-keys.js';

export const TEMPLATE_KINDS = ['invitation', 'reminder', 'confirmation', 'update'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface TemplateText {
  subject: string;
  body: string;
}

/**
 * The placeholders every template may use, filled in the party's language when the message is
 * sent. `{{#rsvpDeadline}}…{{/rsvpDeadline}}` (a section) keeps its text only when there is a
 * deadline; any placeholder can open a section. README "E-mail" and the dashboard's help list them.
 */
export const COMMON_PLACEHOLDERS = ['partyName', 'coupleNames', 'date', 'place', 'link', 'rsvpDeadline'] as const;

/**
 * Placeholders one kind adds, which its template must keep: a confirmation's answers, an
 * update's own subject and text (without them the message would say nothing of its own).
 */
export const KIND_PLACEHOLDERS: Record<TemplateKind, { subject: readonly string[]; body: readonly string[] }> = {
  invitation: { subject: [], body: [] },
  reminder: { subject: [], body: [] },
  confirmation: { subject: [], body: ['answers'] },
  update: { subject: ['subject'], body: ['message'] },
};

export function allowedPlaceholders(kind: TemplateKind, part: 'subject' | 'body'): string[] {
  return [...COMMON_PLACEHOLDERS, ...KIND_PLACEHOLDERS[kind][part]];
}

/**
 * The built-in wording of each message, in Markdown, in both languages: what a template is
 * until the couple edits it, and what "Restore the default" brings back.
 */
export const DEFAULT_TEMPLATES: Record<TemplateKind, Record<Language, TemplateText>> = {
  invitation: {
    en: {
      subject: "You're invited: {{coupleNames}}, {{date}}",
      body: [
        'Dear {{partyName}},',
        '',
        "We're getting married, and we would love you to be there.",
        '',
        '**{{coupleNames}}**  ',
        '{{date}}  ',
        '{{place}}',
        '',
        'Please let us know whether you can come{{#rsvpDeadline}} by {{rsvpDeadline}}{{/rsvpDeadline}}: [answer on our website]({{link}}).',
        '',
        'The wedding is attached as a calendar file, so you can add it to yours.',
        '',
        'With love,  ',
        '{{coupleNames}}',
      ].join('\n'),
    },
    es: {
      subject: 'Estáis invitados: {{coupleNames}}, {{date}}',
      body: [
        'Querida familia {{partyName}}:',
        '',
        'Nos casamos y nos encantaría que estuvierais con nosotros.',
        '',
        '**{{coupleNames}}**  ',
        '{{date}}  ',
        '{{place}}',
        '',
        'Decidnos si podéis venir{{#rsvpDeadline}} antes del {{rsvpDeadline}}{{/rsvpDeadline}}: [responded en nuestra web]({{link}}).',
        '',
        'La boda va adjunta como archivo de calendario, para que la añadáis al vuestro.',
        '',
        'Con cariño,  ',
        '{{coupleNames}}',
      ].join('\n'),
    },
  },
  reminder: {
    en: {
      subject: 'A reminder: please RSVP for {{coupleNames}}',
      body: [
        'Dear {{partyName}},',
        '',
        "We haven't heard from everyone in your party yet. Please tell us whether you can come to our wedding on {{date}}{{#rsvpDeadline}} by {{rsvpDeadline}}{{/rsvpDeadline}}.",
        '',
        '[Answer now]({{link}})',
        '',
        'Thank you!  ',
        '{{coupleNames}}',
      ].join('\n'),
    },
    es: {
      subject: 'Recordatorio: confirmad vuestra asistencia a la boda de {{coupleNames}}',
      body: [
        'Querida familia {{partyName}}:',
        '',
        'Aún no sabemos si venís todos. Decidnos si podéis venir a nuestra boda el {{date}}{{#rsvpDeadline}} antes del {{rsvpDeadline}}{{/rsvpDeadline}}.',
        '',
        '[Responder ahora]({{link}})',
        '',
        '¡Gracias!  ',
        '{{coupleNames}}',
      ].join('\n'),
    },
  },
  confirmation: {
    en: {
      subject: 'Your RSVP for {{coupleNames}}',
      body: ['Thank you! This is what we have for your party:', '', '{{answers}}', '', 'You can change your answers until the deadline on the website: {{link}}'].join('\n'),
    },
    es: {
      subject: 'Vuestra respuesta a la boda de {{coupleNames}}',
      body: ['¡Gracias! Esto es lo que tenemos de vuestra familia:', '', '{{answers}}', '', 'Podéis cambiar vuestras respuestas hasta la fecha límite en la web: {{link}}'].join('\n'),
    },
  },
  update: {
    en: { subject: '{{subject}}', body: ['Dear {{partyName}},', '', '{{message}}', '', 'With love,  ', '{{coupleNames}}'].join('\n') },
    es: { subject: '{{subject}}', body: ['Querida familia {{partyName}}:', '', '{{message}}', '', 'Con cariño,  ', '{{coupleNames}}'].join('\n') },
  },
};
