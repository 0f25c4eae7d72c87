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
 * "where is it?" finds the venue, in either language: a Spanish question finds the English
 * passage of a couple who wrote only in English, and the other way round. Keys are words as
 * typed (accents removed) or their search terms; values are words, made search terms on use.
 */
const RELATED: Record<string, string[]> = {
  // What to wear
  wear: ['dress', 'attire', 'outfit', 'clothe', 'vestimenta', 'ropa'],
  outfit: ['dress', 'attire'],
  clothe: ['dress', 'attire', 'ropa'],
  attire: ['dress', 'wear', 'vestimenta'],
  dress: ['attire', 'wear', 'vestimenta'],
  ropa: ['vestimenta', 'etiqueta', 'vestir', 'dress', 'attire'],
  vestir: ['vestimenta', 'etiqueta', 'ropa', 'dress', 'attire'],
  // "¿Qué me pongo?", "¿Cómo voy vestido?": forms of poner(se) and vestir(se) ask about clothes.
  pongo: ['vestimenta', 'ropa', 'etiqueta', 'dress', 'attire'],
  poner: ['vestimenta', 'ropa', 'dress', 'attire'],
  ponerme: ['vestimenta', 'ropa', 'dress', 'attire'],
  vestido: ['vestimenta', 'ropa', 'dress', 'attire'],
  visto: ['vestimenta', 'ropa', 'dress', 'attire'],
  vestimenta: ['ropa', 'dress', 'attire'],
  // Getting there
  shuttle: ['bus', 'transport', 'transportation', 'autobus'],
  transport: ['shuttle', 'bus', 'transportation', 'autobus'],
  transportation: ['shuttle', 'bus', 'transport', 'autobus'],
  bus: ['shuttle', 'transport', 'transportation', 'traslado', 'autobus'],
  autobus: ['traslado', 'lanzadera', 'bus', 'shuttle', 'transporte'],
  lanzadera: ['autobus', 'traslado', 'shuttle', 'bus'],
  traslado: ['autobus', 'lanzadera', 'shuttle', 'bus'],
  transporte: ['autobus', 'traslado', 'shuttle', 'bus'],
  llego: ['autobus', 'tren', 'transporte', 'shuttle', 'train'],
  llegar: ['autobus', 'tren', 'transporte', 'shuttle', 'train'],
  // Where and when
  where: ['venue', 'address', 'location', 'place'],
  located: ['venue', 'address', 'location'],
  donde: ['lugar', 'direccion', 'finca', 'ubicacion', 'venue', 'address'],
  boda: ['wedding'],
  when: ['date', 'time', 'day', CLOCK_TERM],
  cuando: ['fecha', 'hora', 'dia', CLOCK_TERM, 'date'],
  time: ['pm', 'am', 'hour', 'schedule', CLOCK_TERM],
  hour: ['time', CLOCK_TERM],
  hora: ['horario', CLOCK_TERM],
  horario: ['hora', CLOCK_TERM, 'schedule'],
  start: ['time', 'begin'],
  empieza: ['hora', 'comienza', CLOCK_TERM],
  sale: ['salida', CLOCK_TERM, 'leave'],
  termina: ['hasta', 'fin', 'until', CLOCK_TERM],
  acaba: ['hasta', 'fin', 'until', CLOCK_TERM],
  fiesta: ['baile', 'party', 'dancing'],
  // Parking
  park: ['parking', 'aparcamiento'],
  parking: ['park', 'aparcamiento', 'aparcar'],
  aparcamiento: ['parking', 'aparcar', 'park'],
  aparcar: ['aparcamiento', 'parking', 'park'],
  aparco: ['aparcamiento', 'parking', 'park'],
  coche: ['aparcamiento', 'parking', 'car'],
  // Staying
  hotel: ['accommodation', 'stay', 'alojamiento'],
  stay: ['hotel', 'accommodation'],
  alojamiento: ['hotel', 'accommodation'],
  dormir: ['alojamiento', 'hotel', 'accommodation'],
  // Children
  kid: ['child', 'children', 'nino', 'infantil'],
  child: ['kid', 'children', 'nino'],
  children: ['kid', 'child', 'nino'],
  hijo: ['nino', 'infantil', 'child', 'children', 'kid'],
  nino: ['hijo', 'infantil', 'child', 'children', 'kid'],
  bebe: ['nino', 'infantil', 'child', 'baby'],
  // Gifts and food
  gift: ['registry', 'present', 'regalo'],
  present: ['gift', 'registry'],
  regalo: ['lista', 'regalos', 'gift', 'registry'],
  food: ['meal', 'menu', 'dinner'],
  eat: ['meal', 'menu', 'dinner', 'food'],
  comida: ['menu', 'cena', 'meal', 'food'],
  vegetariano: ['vegano', 'dieta', 'alergia', 'vegetarian', 'vegan'],
  alergia: ['dieta', 'alergico', 'allergy', 'allergies'],
  // The couple
  meet: ['met'],
  conocieron: ['conocimos', 'met', 'meet'],
  conocen: ['conocimos', 'met', 'meet'],
};

/**
 * Spanish word endings a light stemmer takes off, longest first, so "aparcar" finds
 * "aparcamiento", "conocieron" finds "conocimos" and "termina" finds "terminar". Words of both
 * languages go through it alike (index and question), so an English word it shortens still
 * meets itself; short words are left whole.
 */
const SPANISH_ENDINGS = ['amientos', 'imientos', 'amiento', 'imiento', 'aciones', 'iciones', 'acion', 'icion', 'ieron', 'aron', 'amos', 'emos', 'imos', 'ando', 'iendo', 'ados', 'idos', 'adas', 'idas', 'ado', 'ido', 'ada', 'ida', 'ar', 'ir', 'a', 'o', 'e'];
const MIN_STEM = 4;

function stem(term: string): string {
  if (term.length < 6 || term === CLOCK_TERM) return term;
  for (const ending of SPANISH_ENDINGS) {
    if (term.endsWith(ending) && term.length - ending.length >= MIN_STEM) return term.slice(0, -ending.length);
  }
  return term;
}

/** Lower case, without accents. */
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * One word as it is indexed and searched: lower case, without accents, a plural "s" dropped
 * ("shuttles" finds "shuttle"), a Spanish ending taken off; null for a stopword or a single letter.
 */
export function searchTerm(word: string): string | null {
  let term = plain(word);
  if (term === CLOCK_TERM) return term;
  if (term.length < 2 || STOPWORDS.has(term)) return null;
  // "buses", "autobuses", "dresses" lose "es"; other plurals their "s".
  if (term.length > 4 && /[sxz]es$/.test(term)) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss') && !term.endsWith('us')) term = term.slice(0, -1);
  if (STOPWORDS.has(term)) return null;
  return stem(term);
}

/** The search terms of a text, in order, repeats kept (and CLOCK_TERM when it gives a time). */
export function termsOf(text: string): string[] {
  const terms = (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(searchTerm).filter((t): t is string => t !== null);
  return CLOCK.test(text) ? [...terms, CLOCK_TERM] : terms;
}

let byTerm: Map<string, string[]> | undefined;
/** RELATED by search term too, so "regalos" and "aparcamientos" find the entries of "regalo" and "aparcamiento". */
function relatedByTerm(): Map<string, string[]> {
  if (byTerm) return byTerm;
  byTerm = new Map();
  for (const [key, words] of Object.entries(RELATED)) {
    const term = searchTerm(key) ?? key;
    byTerm.set(term, [...(byTerm.get(term) ?? []), ...words]);
  }
  return byTerm;
}

/** A question's terms, each with the related words that count as finding it. */
export function questionTerms(question: string): Array<{ term: string; alternatives: string[] }> {
  const seen = new Set<string>();
  const out: Array<{ term: string; alternatives: string[] }> = [];
  // Question words are stopwords elsewhere; here they say what is asked (a place, a time).
  for (const word of (question.match(/[\p{L}\p{N}]+/gu) ?? []).map(plain)) {
    const term = searchTerm(word) ?? (Object.hasOwn(RELATED, word) ? word : null);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    const related = Object.hasOwn(RELATED, word) ? RELATED[word] : (relatedByTerm().get(term) ?? []);
    out.push({ term, alternatives: [...new Set(related.map((t) => searchTerm(t) ?? t))].filter((t) => t !== term) });
  }
  return out;
}
