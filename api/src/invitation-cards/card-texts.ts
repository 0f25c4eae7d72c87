import type { Language } from '../content/content-keys.js';

/** The printed card's own words (issue 22 §5), in the party's language; the rest is the couple's. */
export const CARD_TEXTS: Record<Language, { party: (lastName: string) => string; scan: string; orSignIn: string }> = {
  en: {
    party: (lastName) => `The ${lastName} Family`,
    scan: 'Scan to open your invitation and RSVP',
    orSignIn: 'or sign in with your last name and ZIP code',
  },
  es: {
    party: (lastName) => `Familia ${lastName}`,
    scan: 'Escanea para abrir tu invitación y confirmar',
    orSignIn: 'o inicia sesión con tu apellido y código postal',
  },
};

/** "June 11, 2026" / "11 de junio de 2026": noon UTC keeps the calendar day in every timezone. */
export function cardDate(isoDate: string, language: Language): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(language === 'es' ? 'es-ES' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
