import { describe, expect, it } from 'vitest';
import { lastNameKey } from './last-name-key.js';

describe('lastNameKey', () => {
  it('is NFKC, one full case fold, trimmed', () => {
    expect(lastNameKey('  Smith ')).toBe('smith');
    expect(lastNameKey('ＳＭＩＴＨ')).toBe('smith'); // full-width letters (NFKC)
    expect(lastNameKey('STRAẞE')).toBe(lastNameKey('Straße'));
    expect(lastNameKey('Straße')).toBe('strasse');
    expect(lastNameKey('Müller')).toBe(lastNameKey('MU\u0308LLER')); // composed or not
  });

  it('folds every Greek sigma to σ, where lowercasing would keep a final ς', () => {
    const keys = ['ΠΑΠΑΔΟΠΟΥΛΟΣ', 'Παπαδοπουλος', 'παπαδοπουλοσ'].map(lastNameKey);
    expect(new Set(keys)).toEqual(new Set(['παπαδοπουλοσ']));
    expect('ΠΑΠΑΔΟΠΟΥΛΟΣ'.toLowerCase()).not.toBe('παπαδοπουλοσ');
  });

  it('keeps İ (U+0130) apart from I, as Unicode case folding does (PostgreSQL lower() did not)', () => {
    expect(lastNameKey('SMİTH')).toBe('smi\u0307th');
    expect(lastNameKey('SMİTH')).not.toBe(lastNameKey('Smith'));
    expect(lastNameKey('smi\u0307th')).toBe(lastNameKey('SMİTH'));
  });

  it('is stable: a key is its own key', () => {
    for (const s of ['SMİTH', 'ᾼΣ', 'ﬁnch', 'ꭰꭱ', 'Ꭰ', 'ǅ']) expect(lastNameKey(lastNameKey(s))).toBe(lastNameKey(s));
  });
});
