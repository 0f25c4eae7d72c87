import type { Language } from '../content/content-keys.js';

export type TemplateKind = 'invitation' | 'reminder' | 'update';

/**
 * The built-in wording of each message, in Markdown, in both languages. Placeholders:
 * {name} the party's name, {couple} the couple's names, {date} the wedding day, {place} the
 * venue, {link} the party's link to the site, {deadline} the RSVP deadline.
 */
export const DEFAULT_TEMPLATES: Record<TemplateKind, Record<Language, { subject: string; body: string }>> = {
  invitation: {
    en: {
      subject: "You're invited: {couple}, {date}",
      body: [
        'Dear {name},',
        '',
        "We're getting married, and we would love you to be there.",
        '',
        '**{couple}**  ',
        '{date}  ',
        '{place}',
        '',
        'Please let us know whether you can come{deadlineSentence}: [answer on our website]({link}).',
        '',
        "The wedding is attached as a calendar file, so you can add it to yours.",
        '',
        'With love,  ',
        '{couple}',
      ].join('\n'),
    },
    es: {
      subject: 'Estáis invitados: {couple}, {date}',
      body: [
        'Querida familia {name}:',
        '',
        'Nos casamos y nos encantaría que estuvierais con nosotros.',
        '',
        '**{couple}**  ',
        '{date}  ',
        '{place}',
        '',
        'Decidnos si podéis venir{deadlineSentence}: [responded en nuestra web]({link}).',
        '',
        'La boda va adjunta como archivo de calendario, para que la añadáis al vuestro.',
        '',
        'Con cariño,  ',
        '{couple}',
      ].join('\n'),
    },
  },
  reminder: {
    en: {
      subject: 'A reminder: please RSVP for {couple}',
      body: [
        'Dear {name},',
        '',
        "We haven't heard from everyone in your party yet. Please tell us whether you can come to our wedding on {date}{deadlineSentence}.",
        '',
        '[Answer now]({link})',
        '',
        'Thank you!  ',
        '{couple}',
      ].join('\n'),
    },
    es: {
      subject: 'Recordatorio: confirmad vuestra asistencia a la boda de {couple}',
      body: [
        'Querida familia {name}:',
        '',
        'Aún no sabemos si venís todos. Decidnos si podéis venir a nuestra boda el {date}{deadlineSentence}.',
        '',
        '[Responder ahora]({link})',
        '',
        '¡Gracias!  ',
        '{couple}',
      ].join('\n'),
    },
  },
  update: {
    en: { subject: 'News from {couple}', body: 'Dear {name},\n\n{couple}' },
    es: { subject: 'Noticias de {couple}', body: 'Querida familia {name}:\n\n{couple}' },
  },
};

/** How the RSVP deadline reads inside a sentence (empty when there is none). */
export const DEADLINE_SENTENCE: Record<Language, string> = { en: ' by {deadline}', es: ' antes del {deadline}' };
