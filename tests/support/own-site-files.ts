import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * API and browser test files share one test server, except those that change what every other
 * file reads: the site-wide settings (RSVP deadline and meal options, payment details, the
 * assistant, the couple's texts, the wedding details) or the guest list export's columns. Each
 * of those gets a server and database of its own (tests/support/own-site.setup.ts), so no file
 * sees a setting change under it and all still run side by side. A file is found by the writes
 * it makes (over the API, or the dashboard section it opens in a browser), so a new test of a
 * setting gets its own site without anyone remembering to list it; `@own-site` in a file's
 * comments marks any other reason (say, signing the shared admin in more often than the
 * session cap allows beside another file, or reading the export's whole header). A file that
 * changes settings only on servers it starts itself needs none.
 */
const CHANGES_SITE_SETTINGS = new RegExp(
  [
    // over the API
    'rsvp-options', 'updateRsvpOptions', '/api/admin/settings', 'updatePaymentSettings', 'chatbot-(context|enabled)', 'updateChatbotContext',
    'setChatbotEnabled', 'site-texts', 'updateSiteText', '/api/admin/wedding\\b', 'updateWedding', 'site-shared', 'markSiteShared',
    // in the dashboard, by the section's name
    "'Payment Settings'", "'RSVP Options'", "'Site Content'", "'AI Chatbot Settings'", "'Wedding Details'", 'export/guests',
    '@own-site',
  ].join('|'),
);

/** A file that starts servers of its own (own-server.ts, server-process.ts)… */
const STARTS_OWN_SERVER = /\b(startOwnServer|startServerProcess)\(/;
/** …and never talks to the site the setup gives it: changing its own servers' settings disturbs no other file. */
const USES_SITE = /adminClient\(\)|new Client\([^,()]*\)|siteUrl\(|siteDatabaseUrl\(|oneConnection\(|inject\(|newPage\(/;

function needsOwnSite(source: string): boolean {
  if (!CHANGES_SITE_SETTINGS.test(source)) return false;
  // Such a file would start a site of its own for nothing (a server start is seconds of CPU).
  return !STARTS_OWN_SERVER.test(source) || USES_SITE.test(source);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/** The test files under `dirs` (relative to the project root) that need a site of their own. */
export function ownSiteTestFiles(root: string, dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) => testFiles(join(root, dir)))
    .filter((file) => needsOwnSite(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
}
