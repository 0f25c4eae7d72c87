/**
 * What full Unicode case folding (CaseFolding.txt, C+F) does beyond toLowerCase(), for text
 * already in NFKC and decomposed (NFD): iota subscripts become iota, sharp s becomes "ss",
 * final sigma becomes sigma, Cherokee folds to its capitals, and the old Cyrillic letter
 * variants fold to their plain letters. Everything else folds exactly as toLowerCase() maps it.
 */
const CYRILLIC_VARIANTS = 'вдосттъѣꙋ'; // U+1C80..U+1C88 fold to these
const BEYOND_LOWERCASE = /[\u0345\u00DF\u03C2\uAB70-\uABBF\u13F8-\u13FD\u1C80-\u1C88]/g;

function foldRest(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp === 0x0345) return 'ι';
  if (cp === 0x00df) return 'ss';
  if (cp === 0x03c2) return 'σ';
  if (cp >= 0xab70 && cp <= 0xabbf) return String.fromCodePoint(cp - 0xab70 + 0x13a0);
  if (cp >= 0x13f8 && cp <= 0x13fd) return String.fromCodePoint(cp - 8);
  return CYRILLIC_VARIANTS[cp - 0x1c80];
}

/**
 * Accents and other diacritics, once decomposed (NFD): the combining diacritical marks blocks
 * (Latin, Greek and Cyrillic accents, the dot of "İ", the tilde of "ñ"). Marks that are vowels
 * or signs of other scripts (Devanagari, Arabic, Hebrew...) are not in these blocks and stay.
 */
const DIACRITICS = /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/g;
/** Letters whose diacritic (a stroke, a missing dot) does not decompose, and their plain letter. */
const STROKED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŧ: 't', ı: 'i' };
const STROKED_LETTERS = /[łøđħŧı]/g;
/**
 * What people type differently between a name's parts, ignored: spaces (any), apostrophes
 * (' ’ ‘ ʼ ` ′), hyphens and dashes (- ‐ ‑ ‒ – — ― −), dots (. ·) and invisible joiners.
 * NFKC has already made full-width forms plain ones.
 */
const SEPARATORS = /[\s'\u2019\u2018\u02BC`\u2032\u002D\u2010-\u2015\u2212.\u00B7\u200B-\u200D\u2060\uFEFF]/g;

/**
 * The one normal form of a last name: NFKC, one full Unicode case fold, diacritics dropped,
 * separators (spaces, apostrophes, hyphens, dots) dropped. Sign-in matches on it (the party
 * table stores it as name_key, unique with the ZIP code) and the sign-in limiter counts by it,
 * so every spelling that can sign in as a party shares that party's counter: "SMITH",
 * "ｓｍｉｔｈ" and "Smith" are one name; "Martínez", "MARTINEZ" and "martinez"; "O’Brien",
 * "O'Brien" and "OBrien"; "García-López" and "Garcia Lopez"; "ΣΑΣ", "σας" and "σασ" too.
 * "SMİTH" (capital I with a dot) is "Smith": the dot is a diacritic like any other.
 *
 * The party table's name_key column holds this function's value (migration
 * forgiving_name_keys recomputed it): a change here needs a migration that recomputes it.
 */
export function lastNameKey(lastName: string): string {
  return lastName
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(BEYOND_LOWERCASE, foldRest)
    .replace(DIACRITICS, '')
    .replace(STROKED_LETTERS, (ch) => STROKED[ch])
    .replace(SEPARATORS, '')
    .normalize('NFKC');
}
