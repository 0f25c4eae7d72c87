import { describe, expect, it } from 'vitest';
import { lastNameKey } from './last-name-key.js';

const same = (...names: string[]) => expect(new Set(names.map(lastNameKey)).size, names.join(' / ')).toBe(1);

describe('lastNameKey', () => {
  it('is NFKC, one full case fold, trimmed', () => {
    expect(lastNameKey('  Smith ')).toBe('smith');
    expect(lastNameKey('ＳＭＩＴＨ')).toBe('smith'); // full-width letters (NFKC)
    expect(lastNameKey('STRAẞE')).toBe(lastNameKey('Straße'));
    expect(lastNameKey('Straße')).toBe('strasse');
    expect(lastNameKey('Müller')).toBe(lastNameKey('MU\u0308LLER')); // composed or not
  });

  it('ignores case, accents and other diacritics', () => {
    same('martinez', 'MARTINEZ', 'Martínez', 'MARTÍNEZ', 'Marti\u0301nez');
    same('Muñoz', 'Munoz', 'MUÑOZ');
    same('Müller', 'Muller');
    same('Łukasiewicz', 'Lukasiewicz');
    same('Søren', 'Soren');
    same('Παπαδόπουλος', 'ΠΑΠΑΔΟΠΟΥΛΟΣ');
    expect(lastNameKey('Martínez')).toBe('martinez');
  });

  it('ignores apostrophes of every keyboard, hyphens, dots and spaces', () => {
    same("O'Brien", 'O’Brien', 'OʼBrien', 'O`Brien', 'O‘Brien', 'OBrien', 'O Brien', 'obrien');
    same('García-López', 'Garcia Lopez', 'García‐López', 'GarcíaLópez', 'garcia - lopez', 'García–López');
    same('St. John', 'St John', 'StJohn', 'ST.JOHN');
    same('de la Fuente', 'De La Fuente', 'Delafuente');
    expect(lastNameKey('García-López')).toBe('garcialopez');
  });

  it('keeps apart what differs by a letter', () => {
    expect(lastNameKey('Martinez')).not.toBe(lastNameKey('Martines'));
    expect(lastNameKey('Obrien')).not.toBe(lastNameKey('Obrian'));
    expect(lastNameKey('Straße')).not.toBe(lastNameKey('Strase'));
  });

  it('folds every Greek sigma to σ, where lowercasing would keep a final ς', () => {
    const keys = ['ΠΑΠΑΔΟΠΟΥΛΟΣ', 'Παπαδοπουλος', 'παπαδοπουλοσ'].map(lastNameKey);
    expect(new Set(keys)).toEqual(new Set(['παπαδοπουλοσ']));
    expect('ΠΑΠΑΔΟΠΟΥΛΟΣ'.toLowerCase()).not.toBe('παπαδοπουλοσ');
  });

  it('reads "SMİTH" (capital dotted İ) and the Turkish dotless ı as Smith: the dot is a diacritic', () => {
    same('SMİTH', 'Smith', 'smıth', 'smi\u0307th');
  });

  it('keeps the marks that are letters of other scripts', () => {
    expect(lastNameKey('शर्मा')).not.toBe(lastNameKey('शरम'));
  });

  it('is stable: a key is its own key', () => {
    for (const s of ['SMİTH', 'ᾼΣ', 'ﬁnch', 'ꭰꭱ', 'Ꭰ', 'ǅ', 'O’Brien', 'García-López', 'Łódź', '김민준', 'शर्मा']) {
      expect(lastNameKey(lastNameKey(s))).toBe(lastNameKey(s));
    }
  });
});
