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
 * The one normal form of a last name: NFKC, one full Unicode case fold, trimmed. Sign-in
 * matches on it (the party table stores it as name_key, unique with the ZIP code) and the
 * sign-in limiter counts by it, so every spelling that can sign in as a party shares that
 * party's counter: "SMITH", "ｓｍｉｔｈ" and "Smith" are one name; "ΣΑΣ", "σας" and "σασ"
 * too. "SMİTH" (capital I with dot) folds to "smi̇th", another name, as Unicode defines.
 *
 * The party table's name_key column was filled by this function (migration
 * sign_in_keys): a change here needs a migration that recomputes it.
 */
export function lastNameKey(lastName: string): string {
  return lastName
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(BEYOND_LOWERCASE, foldRest)
    .normalize('NFKC')
    .trim();
}
