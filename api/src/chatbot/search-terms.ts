/**
 * Stands for a clock time ("4:30 pm", "16:00") in a passage, so "what time…?" and "¿a qué
 * hora…?" find the passages that give one.
 */
export const CLOCK_TERM = 'clocktime';
const CLOCK = /\b\d{1,2}(?::\d{2}\s*(?:[ap]\.?m\.?)?|\s*[ap]\.?m\.?|h\d{2})(?![\p{L}\p{N}])/iu;

/** Words that say nothing about what a question is after, in English and Spanish (accents removed). */
const STOPWORDS = new Set(
  (
    'a an the is are was were be been am do does did i me my we us our you your he she they them their it its this that these those ' +
    'to of in on at for and or but with from by about as if so not no yes any some there here what which who whom whose how ' +
    'can could should would will shall may might must have has had get got let please tell know want need ' +
    'el la los las un una unos unas es son era ser estar esta este esto estan hay de del al y o u pero con sin por para ' +
    'que cual quien como mi mis tu tus su sus nos nuestro nuestra lo le les me te se ya muy mas puedo puede debo saber quiero'
  ).split(' '),
);

/**
 * Other words for what guests ask about, so "what should I wear?" finds the dress code and
 * "where is it?" finds the venue. Keys and values are search terms (see searchTerm).
 */
const RELATED: Record<string, string[]> = {
  wear: ['dress', 'attire', 'outfit', 'clothe'],
  outfit: ['dress', 'attire'],
  clothe: ['dress', 'attire'],
  attire: ['dress', 'wear'],
  dress: ['attire', 'wear'],
  shuttle: ['bus', 'transport', 'transportation'],
  transport: ['shuttle', 'bus', 'transportation'],
  transportation: ['shuttle', 'bus', 'transport'],
  where: ['venue', 'address', 'location', 'place'],
  located: ['venue', 'address', 'location'],
  when: ['date', 'time', 'day', CLOCK_TERM],
  time: ['pm', 'am', 'hour', 'schedule', CLOCK_TERM],
  hour: ['time', CLOCK_TERM],
  meet: ['met'],
  start: ['time', 'begin'],
  park: ['parking'],
  parking: ['park'],
  hotel: ['accommodation', 'stay'],
  stay: ['hotel', 'accommodation'],
  kid: ['child', 'children'],
  child: ['kid', 'children'],
  children: ['kid', 'child'],
  gift: ['registry', 'present'],
  present: ['gift', 'registry'],
  food: ['meal', 'menu', 'dinner'],
  eat: ['meal', 'menu', 'dinner', 'food'],
  ropa: ['vestimenta', 'etiqueta', 'vestir'],
  vestir: ['vestimenta', 'etiqueta', 'ropa'],
  autobus: ['traslado', 'lanzadera', 'bus'],
  bus: ['shuttle', 'transport', 'transportation', 'traslado', 'autobus'],
  donde: ['lugar', 'direccion', 'finca', 'ubicacion'],
  cuando: ['fecha', 'hora', 'dia', CLOCK_TERM],
  hora: ['horario', CLOCK_TERM],
  horario: ['hora', CLOCK_TERM],
  sale: ['salida'],
  hijo: ['nino', 'infantil'],
  nino: ['hijo', 'infantil'],
  regalo: ['lista', 'regalos'],
};

/**
 * One word as it is indexed and searched: lower case, without accents, a plural "s" dropped
 * ("shuttles" finds "shuttle"); null for a stopword or a single letter.
 */
export function searchTerm(word: string): string | null {
  let term = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (term.length < 2 || STOPWORDS.has(term)) return null;
  // "buses", "autobuses", "dresses" lose "es"; other plurals their "s".
  if (term.length > 4 && /[sxz]es$/.test(term)) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) term = term.slice(0, -1);
  return STOPWORDS.has(term) ? null : term;
}

/** The search terms of a text, in order, repeats kept (and CLOCK_TERM when it gives a time). */
export function termsOf(text: string): string[] {
  const terms = (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(searchTerm).filter((t): t is string => t !== null);
  return CLOCK.test(text) ? [...terms, CLOCK_TERM] : terms;
}

/** A question's terms, each with the related words that count as finding it. */
export function questionTerms(question: string): Array<{ term: string; alternatives: string[] }> {
  const seen = new Set<string>();
  const out: Array<{ term: string; alternatives: string[] }> = [];
  // Question words are stopwords elsewhere; here they say what is asked (a place, a time).
  const words = (question.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  for (const word of words) {
    const term = Object.hasOwn(RELATED, word) ? word : searchTerm(word);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    out.push({ term, alternatives: [...new Set(Object.hasOwn(RELATED, term) ? RELATED[term] : [])].map((t) => searchTerm(t) ?? t) });
  }
  return out;
}
