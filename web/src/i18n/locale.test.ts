import { describe, expect, it } from 'vitest';
import { browserLocale, initialLocale, rememberLocale, searchWithoutLang } from './locale';

describe('which language a visit starts in', () => {
  it('?lang= wins over a remembered choice and the browser', () => {
    rememberLocale('en');
    expect(initialLocale('?lang=es', ['en-US'])).toBe('es');
    expect(initialLocale('?x=1&lang=en', ['es-ES'])).toBe('en');
  });

  it('then the remembered choice, then the browser, else English', () => {
    expect(initialLocale('', ['es-MX', 'en'])).toBe('es');
    expect(initialLocale('', ['fr-FR', 'de'])).toBe('en');
    rememberLocale('es');
    expect(initialLocale('', ['en-GB'])).toBe('es');
    expect(initialLocale('?lang=fr', ['en-GB'])).toBe('es');
  });

  it('tells the server the remembered choice in a cookie, for the pages it renders', () => {
    rememberLocale('es');
    expect(document.cookie).toMatch(/(^|; )lang=es(;|$)/);
    rememberLocale('en');
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/);
  });

  it('matches browser languages on their primary tag, in the order the reader prefers', () => {
    expect(browserLocale(['fr-CA', 'ES-ar', 'en'])).toBe('es');
    expect(browserLocale(['pt-BR'])).toBeNull();
  });

  it('drops only lang from an address query', () => {
    expect(searchWithoutLang('?lang=es')).toBe('');
    expect(searchWithoutLang('?a=1&lang=es&b=2')).toBe('?a=1&b=2');
  });
});
