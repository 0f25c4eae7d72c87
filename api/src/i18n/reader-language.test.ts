import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, inLanguage, readerLanguage, requestLanguage } from './reader-language.js';

describe('the reader’s language', () => {
  it('takes the best of en/es from Accept-Language', () => {
    expect(fromAcceptLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(fromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.5,es;q=0.7')).toBe('es');
    expect(fromAcceptLanguage('EN-gb')).toBe('en');
    expect(fromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(fromAcceptLanguage('de, fr')).toBeUndefined();
    expect(fromAcceptLanguage('')).toBeUndefined();
    expect(fromAcceptLanguage(undefined)).toBeUndefined();
    expect(fromAcceptLanguage('es;q=abc')).toBeUndefined();
  });

  it('lets ?language= win over the header, and falls back to English', () => {
    expect(requestLanguage('en', 'es')).toBe('en');
    expect(requestLanguage('fr', 'es-MX')).toBe('es');
    expect(requestLanguage(['es', 'en'], undefined)).toBe('en');
    expect(requestLanguage(undefined, 'de')).toBe('en');
  });

  it('lets a read’s own argument win, and refuses a language we do not have', () => {
    expect(readerLanguage({ language: 'es' }, null)).toBe('es');
    expect(readerLanguage({ language: 'es' }, 'en')).toBe('en');
    expect(() => readerLanguage({ language: 'en' }, 'fr')).toThrow(/en or es/);
  });

  it('shows English where the Spanish text is empty', () => {
    expect(inLanguage('es', 'Chicken', 'Pollo')).toBe('Pollo');
    expect(inLanguage('es', 'Chicken', '  ')).toBe('Chicken');
    expect(inLanguage('es', 'Chicken', null)).toBe('Chicken');
    expect(inLanguage('en', 'Chicken', 'Pollo')).toBe('Chicken');
  });
});
