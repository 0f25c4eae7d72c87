// Moves every "<part>.*" key of the guest catalogues (web/src/i18n/locales/{en,es}.json) into
// that part's catalogue (locales/<part>/{en,es}.json), which only its lazily loaded page
// downloads (web/src/i18n/catalogParts.ts lists the parts). For texts added to the wrong file;
// the catalogue test names any left behind.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';

const root = new URL('../web/src/i18n/locales/', import.meta.url);
const parts = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const read = (url) => (existsSync(url) ? JSON.parse(readFileSync(url, 'utf8')) : {});
const write = (url, data) => writeFileSync(url, `${JSON.stringify(data, null, 2)}\n`);

for (const lang of ['en', 'es']) {
  const guestFile = new URL(`${lang}.json`, root);
  const guest = read(guestFile);
  for (const part of parts) {
    const partFile = new URL(`${part}/${lang}.json`, root);
    mkdirSync(new URL(`${part}/`, root), { recursive: true });
    const texts = read(partFile);
    const moved = Object.keys(guest).filter((key) => key.startsWith(`${part}.`));
    for (const key of moved) {
      texts[key] = guest[key];
      delete guest[key];
    }
    write(partFile, texts);
    console.log(`${lang}: moved ${moved.length} ${part} texts`);
  }
  write(guestFile, guest);
}
