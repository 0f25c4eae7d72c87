import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '../../../api/src/graphql/message-codes';
import { findLiterals } from '../test/literals';
import { CATALOG_PART_PAGES, CATALOG_PARTS } from './catalogParts';
import guestEn from './locales/en.json';
import guestEs from './locales/es.json';

// The guest's texts, and the parts loaded with their pages (catalogParts.ts).
const localesDir = join(import.meta.dirname, 'locales');
const readPart = (part: string, lang: string): Record<string, string> => JSON.parse(readFileSync(join(localesDir, part, `${lang}.json`), 'utf8'));
const parts = Object.fromEntries(CATALOG_PARTS.map((part) => [part, { en: readPart(part, 'en'), es: readPart(part, 'es') }]));
const en: Record<string, string> = Object.assign({ ...guestEn }, ...CATALOG_PARTS.map((p) => parts[p].en));
const es: Record<string, string> = Object.assign({ ...guestEs }, ...CATALOG_PARTS.map((p) => parts[p].es));
const catalogues: Record<string, Record<string, string>> = { en, es };
const webSrc = join(import.meta.dirname, '..');

/** Placeholder names and <n> tags of an ICU message, which every translation must keep. */
function slots(message: string): string[] {
  const names = new Set<string>(message.match(/<\/?\d+>/g) ?? []);
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const branch of Object.values(options ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

/** Source files whose text people see: everything under web/src but tests, generated code and the playground. */
function componentFiles(dir = webSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'gql', 'graphiql'].includes(entry.name) ? [] : componentFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('message catalogues', () => {
  it('English and Spanish have exactly the same keys', () => {
    expect(Object.keys(es).filter((k) => !(k in en)), 'only in es.json').toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in es)), 'only in en.json').toEqual([]);
  });

  it('every message is valid ICU, and each translation keeps the placeholders and tags', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(slots(es[key]), key).toEqual(slots(message));
    }
    for (const [lang, catalogue] of Object.entries(catalogues)) {
      for (const [key, message] of Object.entries(catalogue)) expect(message.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('has no message that no component uses (server errors are looked up by code)', () => {
    const sources = componentFiles().map((file) => readFileSync(file, 'utf8')).join('\n');
    const used = (key: string) => [`'${key}'`, `"${key}"`].some((quoted) => sources.includes(quoted));
    const unused = Object.keys(en).filter((key) => !/^(admin\.)?error\./.test(key) && !used(key));
    expect(unused).toEqual([]);
  });

  it("keeps each page's texts in its own part (and only there), used only by that page's code", () => {
    // `node scripts/split-messages.mjs` moves part keys where they belong.
    expect(readdirSync(localesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()).toEqual([...CATALOG_PARTS].sort());
    const partOf = (key: string) => CATALOG_PARTS.find((part) => key.startsWith(`${part}.`));
    expect([...Object.keys(guestEn), ...Object.keys(guestEs)].filter((key) => partOf(key)), 'page texts in the guest catalogue').toEqual([]);
    for (const part of CATALOG_PARTS) {
      const keys = [...Object.keys(parts[part].en), ...Object.keys(parts[part].es)];
      expect(keys.filter((key) => partOf(key) !== part), `other texts in the ${part} part`).toEqual([]);
      const elsewhere = componentFiles()
        .filter((file) => !file.startsWith(join(webSrc, 'pages', CATALOG_PART_PAGES[part] ?? part)))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      expect(Object.keys(parts[part].en).filter((key) => elsewhere.includes(`'${key}'`) || elsewhere.includes(`"${key}"`)), `${part} texts used outside pages/${part}`).toEqual([]);
    }
  });

  it("translates every messageCode the server sends, and nothing it doesn't (once: for guests, or in the admin part)", () => {
    const codes = Object.keys(en).flatMap((k) => /^(?:admin\.)?error\.(.+)$/.exec(k)?.[1] ?? []);
    expect(codes.sort()).toEqual([...MESSAGE_CODES].sort());
  });
});

describe('no user-visible literal outside the catalogues', () => {
  const keys = new Set(Object.keys(en));

  it('finds none in the web app', () => {
    const found = componentFiles().flatMap((file) => findLiterals(relative(webSrc, file), readFileSync(file, 'utf8'), keys));
    expect(found.map((f) => `${f.file}:${f.line} "${f.text}"`)).toEqual([]);
    expect(componentFiles().length).toBeGreaterThan(20);
  });

  it('the check catches JSX text, visible props, branches and notices, and lets catalogue use pass', () => {
    const source = `
      export function Sample({ open }: { open: boolean }) {
        notify.error({ title: 'Logout failed', description: t('nav.logoutFailed') });
        const fallback = { messageCode: 'LOGIN_FAILED', message: 'Invalid last name or zip code' };
        const item = { label: 'nav.home', to: '/' };
        return (
          <Box title="Hello" aria-label={open ? 'Close menu' : t('nav.openMenu')} className="x-y" data-id="z">
            Welcome back
            {'Inline words'}
            {\`Plan your trip to \${country}\`}
            <Image alt="" src={url} />
            <Input placeholder={t('auth.lastName')} />
            {' · '}
            <Text>{t('auth.title')}</Text>
            {/* i18n-ignore: a brand name */}
            <Brand>Chakra</Brand>
          </Box>
        );
      }`;
    const found = findLiterals('Sample.tsx', source, new Set(['nav.home']));
    expect(found.map((f) => f.text)).toEqual([
      'Logout failed',
      'Hello',
      'Close menu',
      'Welcome back',
      'Inline words',
      'Plan your trip to',
    ]);
  });
});
