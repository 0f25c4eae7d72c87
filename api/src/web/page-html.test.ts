import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { createFamily } from '../../../tests/e2e/rsvp-support.js';
import { toSessionUser } from '../auth/session-user.js';
import { GUEST_PAGES } from '../auth/policy.js';
import { APP_CODE_SCRIPT_ID, EARLY_TAPS_MODULE, escapeJsonForHtml, preloadsFor, RENDERED_PAGE_SCRIPT_ID, sessionJson, SESSION_SCRIPT_ID } from './page-html.js';

const dist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;

/** The session data block of a page, parsed as the browser's JSON.parse would. */
function sessionIn(html: string): { me: Record<string, unknown> | null } {
  const m = new RegExp(`<script type="application/json" id="${SESSION_SCRIPT_ID}">([^<]*)</script>`).exec(html);
  expect(m, 'the session data block').not.toBeNull();
  return JSON.parse(m![1]);
}

/** The app's code a page names in its data block, asked for after the first paint (a rendered page), or null. */
function appCodeIn(html: string): { entry: string; preload: string[] } | null {
  const m = new RegExp(`<script type="application/json" id="${APP_CODE_SCRIPT_ID}">([^<]*)</script>`).exec(html);
  return m && JSON.parse(m[1]);
}

/** The modules a page has fetched with it: its modulepreload tags, or a rendered page's data block. */
const preloads = (html: string) => [
  ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]),
  ...(appCodeIn(html)?.preload ?? []).map((href) => href.slice(1)),
];

/** The text inside #root, as a browser without scripts shows it (tags and inline styles left out). */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
  return root.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the session written into the page', () => {
  it('cannot close its script element or open a comment, whatever a name holds', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const json = escapeJsonForHtml(JSON.stringify({ lastName: hostile, sep: '\u2028' }));
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ lastName: hostile, sep: '\u2028' });
  });

  it("holds the `me` query's fields only: not the group's own page list", () => {
    const user = toSessionUser(
      { id: 7, lastName: 'Ruiz', isAdmin: false, canRsvp: true, guestGroup: 'family' },
      { allowedPages: ['home', 'couple'], photoVersion: 'parents', accommodationsVersion: 'villa', eventScheduleVersion: 'default' },
    );
    const { me } = JSON.parse(sessionJson(user));
    expect(Object.keys(me).sort()).toEqual(['__typename', 'allowedPages', 'canRsvp', 'guestGroup', 'id', 'isAdmin', 'lastName', 'pageVersions', 'photoVersion']);
    expect(me.pageVersions).toEqual({ __typename: 'PageVersions', logistics: 'villa', eventSchedule: 'default' });
    expect(JSON.parse(sessionJson(null))).toEqual({ me: null });
  });
});

describe('a page over the wire', () => {
  let guest: Client;
  let lastName: string;
  beforeAll(async () => {
    const admin = await adminClient();
    const party = await createParty(admin);
    lastName = party.lastName;
    guest = new Client();
    expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
  });

  it('tells a signed-out visitor nobody is signed in, may be revalidated, and names no page chunk', async () => {
    const res = await new Client().raw('GET', '/couple', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')?.toLowerCase()).toContain('cookie');
    const html = await res.text();
    expect(sessionIn(html)).toEqual({ me: null });
    expect(preloads(html)).not.toContain(manifest['src/pages/couple/CouplePage.tsx'].file);
  });

  it("carries a signed-in party's session, is never stored, and preloads the page's chunks", async () => {
    const res = await guest.raw('GET', '/couple?lang=es', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    const { me } = sessionIn(html);
    expect(me).toMatchObject({ __typename: 'SessionUser', lastName, isAdmin: false });
    const files = preloads(html);
    for (const source of ['src/pages/couple/CouplePage.tsx', 'src/apollo/shared.tsx', 'src/session/ProtectedRoute.tsx', 'src/i18n/locales/couple/es.json?lingui']) {
      expect(files, source).toContain(manifest[source].file);
    }
    expect(files).not.toContain(manifest['src/pages/admin/AdminPage.tsx'].file);
    // Inline, so the first paint waits for no stylesheet.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>@font-face/);
  });

  it("does not preload a page the party may not open", async () => {
    const res = await guest.raw('GET', '/admin', { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(sessionIn(html).me).toMatchObject({ lastName });
    expect(preloads(html)).not.toContain(manifest['src/pages/admin/AdminPage.tsx'].file);
    expect(preloads(html)).not.toContain(manifest['src/i18n/locales/admin/en.json?lingui'].file);
  });

  it("preloads the dashboard's chunk and its texts for an admin (issue 23 §1)", async () => {
    const admin = await adminClient();
    const res = await admin.raw('GET', '/admin?lang=es', { headers: { accept: 'text/html' } });
    const files = preloads(await res.text());
    for (const source of ['src/pages/admin/AdminPage.tsx', 'src/i18n/locales/admin/es.json?lingui', 'src/apollo/shared.tsx']) {
      expect(files, source).toContain(manifest[source].file);
    }
    expect(files).not.toContain(manifest['src/i18n/locales/admin/en.json?lingui'].file);
  });

  it("preloads the view-mode selector with /logistics and /schedule for an admin only, who alone sees it (issue 23 §3)", async () => {
    const selector = manifest['src/components/content/ViewModeSelect.tsx'].file;
    const admin = await adminClient();
    const guestHtml = await (await guest.raw('GET', '/logistics', { headers: { accept: 'text/html' } })).text();
    expect(preloads(guestHtml)).not.toContain(selector);
    for (const path of ['/logistics', '/schedule']) {
      const res = await admin.raw('GET', path, { headers: { accept: 'text/html' } });
      expect(preloads(await res.text()), path).toContain(selector);
    }
    // A guest whose group opens every page, as the download budget counts one (scripts/bundle-size.ts).
    const everyone = toSessionUser(
      { id: 0, lastName: '', isAdmin: false, canRsvp: true, guestGroup: 'everyone' },
      { allowedPages: [...GUEST_PAGES], photoVersion: 'parents', accommodationsVersion: 'default', eventScheduleVersion: 'default' },
    );
    for (const path of ['/logistics', '/schedule']) expect(preloadsFor({ manifest, initial: new Set() }, path, everyone, 'en'), path).not.toContain(selector);
  });

  it('serves a real robots.txt, not the app', async () => {
    const res = await new Client().raw('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^User-agent: \*$/m);
  });
});

describe('a guest page rendered on the server (issue 23 §2)', () => {
  let guest: Client;
  beforeAll(async () => {
    const admin = await adminClient();
    const party = await createParty(admin);
    guest = new Client();
    expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
  });

  const page = (client: Client, path: string, language = 'en') =>
    client.raw('GET', path, { headers: { accept: 'text/html', 'accept-language': language } }).then((res) => res.text());

  it("holds the couple's story in the reader's language before any script runs", async () => {
    const en = await page(guest, '/couple');
    expect(en).toMatch(/<html lang="en"/);
    expect(rootText(en)).toContain('How We Met');
    expect(rootText(en)).toContain('college');
    // Spanish from the browser's languages, and from ?lang= whatever the browser says.
    for (const es of [await page(guest, '/couple', 'es-MX,es;q=0.9'), await page(guest, '/couple?lang=es', 'en')]) {
      expect(es).toMatch(/<html lang="es"/);
      expect(rootText(es)).toContain('Cómo nos conocimos');
      expect(rootText(es)).toContain('universidad');
      expect(rootText(es)).not.toContain('How We Met');
    }
  });

  it('is in the language the reader chose by hand (its cookie) over the browser’s, and ?lang= over both', async () => {
    const withChoice = (path: string, language: string, choice: string) =>
      guest.raw('GET', path, { headers: { accept: 'text/html', 'accept-language': language, cookie: `${guest.cookieHeader}; lang=${choice}` } }).then((res) => res.text());
    const chosen = await withChoice('/couple', 'en-US', 'es');
    expect(chosen).toMatch(/<html lang="es"/);
    expect(rootText(chosen)).toContain('Cómo nos conocimos');
    expect(await withChoice('/couple?lang=en', 'en-US', 'es')).toMatch(/<html lang="en"/);
    // A cookie naming no language of ours is not a choice.
    expect(await withChoice('/couple', 'es', 'fr')).toMatch(/<html lang="es"/);
  });

  it('carries the answers it was rendered with, for the browser to take it over without asking again', async () => {
    const html = await page(guest, '/couple?lang=es');
    const m = new RegExp(`<script type="application/json" id="${RENDERED_PAGE_SCRIPT_ID}">([^<]*)</script>`).exec(html);
    expect(m, 'the rendered page data block').not.toBeNull();
    const rendered = JSON.parse(m![1]) as { locale: string; parts: string[]; cache: Record<string, Record<string, unknown>>; siteImages: Record<string, unknown[]> };
    expect(rendered.locale).toBe('es');
    expect(rendered.parts).toEqual(expect.arrayContaining(['couple', 'photos']));
    expect(JSON.stringify(rendered.cache.ROOT_QUERY)).toContain('universidad');
    expect(Object.keys(rendered.siteImages).sort()).toEqual(['couple', 'gallery']);
  });

  it("renders a page again in one pass from the reads it made before: the same page, each reader's own data", async () => {
    // A group of its own: its pages' reads are not yet known to the server (entry-server.tsx).
    const admin = await adminClient();
    const group = await admin.rest('POST', '/api/admin/guest-groups', { name: `one-pass-${Date.now().toString(36)}`, allowedPages: GUEST_PAGES });
    expect(group.status).toBe(201);
    const [first, second] = [await createFamily(admin, { guestGroup: group.body.name }), await createFamily(admin, { guestGroup: group.body.name })];
    const signedIn = async (party: { lastName: string; zipCode: string }) => {
      const client = new Client();
      expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
      return client;
    };
    const [a, b] = [await signedIn(first), await signedIn(second)];
    const renderedIn = (html: string) => {
      const m = new RegExp(`<script type="application/json" id="${RENDERED_PAGE_SCRIPT_ID}">([^<]*)</script>`).exec(html);
      expect(m, 'the rendered page data block').not.toBeNull();
      return (JSON.parse(m![1]) as { cache: unknown }).cache;
    };
    for (const path of ['/', '/couple', '/rsvp', '/registry', '/logistics', '/schedule', '/polls', '/trivia']) {
      // The first render finds the page's reads as it goes; the second runs them first.
      const [once, again] = [await page(a, `${path}?lang=es`), await page(a, `${path}?lang=es`)];
      expect(rootText(again), path).toBe(rootText(once));
      expect(renderedIn(again), path).toEqual(renderedIn(once));
    }
    // The reads are the page's, the answers the reader's: the other party sees its own guests.
    const rsvp = rootText(await page(b, '/rsvp?lang=es'));
    expect(rsvp).toContain(second.names.adult);
    expect(rsvp).not.toContain(first.names.adult);
  });

  it("preloads the RSVP page's part its data shows: the form before the party answers, the summary after (issue 23 §3)", async () => {
    const family = await createFamily(await adminClient());
    const client = new Client();
    expect((await client.login(family.lastName, family.zipCode)).status).toBe(200);
    const form = manifest['src/pages/rsvp/RsvpForm.tsx'].file;
    const summary = manifest['src/pages/rsvp/RsvpSummaryView.tsx'].file;
    const before = await page(client, '/rsvp');
    expect(rootText(before)).toContain('Guest Information');
    expect(preloads(before)).toContain(form);
    expect(preloads(before)).not.toContain(summary);
    const sent = await client.gql('mutation($a: [GuestAttendanceInput!]!) { submitGuestAttendance(attendanceData: $a) { id } }', {
      a: [family.adult, family.child].map((g) => ({ guestId: g.id, attending: false })),
    });
    expect(sent.errors).toBeUndefined();
    const after = await page(client, '/rsvp');
    expect(rootText(after)).toContain('RSVP Received');
    expect(preloads(after)).toContain(summary);
    expect(preloads(after)).not.toContain(form);
  });

  it('runs no inline script: every script is the app from the site, or data', async () => {
    const html = await page(guest, '/couple');
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    for (const attributes of scripts) expect(attributes).toMatch(/ src="\/|type="application\/json"/);
  });

  it('names, first in its head, the script that keeps a tap made before the app has taken it over', async () => {
    const html = await page(guest, '/couple');
    const earlyTaps = manifest[EARLY_TAPS_MODULE].file;
    expect(html.slice(html.indexOf('<head>'))).toMatch(new RegExp(`^<head>\\s*<script type="module" async crossorigin src="/${earlyTaps}"></script>`));
    // Small, and on its own: nothing of the app's code with it.
    const source = readFileSync(`${dist}${earlyTaps}`, 'utf8');
    expect(source.length).toBeLessThan(4096);
    expect(source).not.toMatch(/\bimport\b/);
  });

  it("names the app's code in a data block, for the early-taps script to ask for after the first paint, and in no tag the browser would fetch at once", async () => {
    const html = await page(guest, '/couple?lang=es');
    const code = appCodeIn(html);
    expect(code, 'the app-code data block').not.toBeNull();
    expect(code!.entry).toBe(`/${manifest['index.html'].file}`);
    for (const source of ['src/pages/couple/CouplePage.tsx', 'src/apollo/shared.tsx', 'src/i18n/locales/couple/es.json?lingui']) {
      expect(code!.preload, source).toContain(`/${manifest[source].file}`);
    }
    // The only script tag with a source is the early-taps script's; no modulepreload link.
    expect([...html.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => m[1])).toEqual([manifest[EARLY_TAPS_MODULE].file]);
    expect(html).not.toContain('rel="modulepreload"');
    // A page sent unrendered names its code in tags, as before.
    const signedOut = await page(new Client(), '/couple');
    expect(appCodeIn(signedOut)).toBeNull();
    expect(signedOut).toContain(`<script type="module" crossorigin src="/${manifest['index.html'].file}"></script>`);
  });

  it('is not rendered for a signed-out visitor, nor for a page the party may not open', async () => {
    const signedOut = await page(new Client(), '/couple');
    expect(signedOut).toContain('<div id="root"></div>');
    expect(signedOut).not.toContain(RENDERED_PAGE_SCRIPT_ID);
    // Nothing to tap before the app has drawn the page: no early-taps script either.
    expect(signedOut).not.toContain(manifest[EARLY_TAPS_MODULE].file);
    const admin = await page(guest, '/admin');
    expect(admin).toContain('<div id="root"></div>');
  });
});
