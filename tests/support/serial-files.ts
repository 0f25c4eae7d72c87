import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * API test files run two at a time on the shared server, except those that change what every
 * other file reads: the site-wide settings (RSVP deadline and meal options, payment details,
 * the assistant, the couple's texts, the wedding details). Those run one at a time after the
 * others, beside the browser tests, so no file sees a setting change under it. A file is found
 * by the writes it makes, so a new test of a setting is serial without anyone remembering to
 * list it; `@serial-test` in a file's comments marks any other reason (say, signing the shared
 * admin in more often than the session cap allows beside another file).
 */
const CHANGES_SITE_SETTINGS =
  /rsvp-options|updateRsvpOptions|\/api\/admin\/settings|updatePaymentSettings|chatbot-(context|enabled)|updateChatbotContext|setChatbotEnabled|site-texts|updateSiteText|\/api\/admin\/wedding\b|updateWedding|site-shared|markSiteShared|@serial-test/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/** The API test files (relative to the project root) that must not run beside another. */
export function serialApiTestFiles(root: string): string[] {
  return ['api/src', 'tests/api', 'tests/build']
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((file) => CHANGES_SITE_SETTINGS.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
}
