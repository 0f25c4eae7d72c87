import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import type Koa from 'koa';
import { can, type Page } from '../auth/policy.js';
import type { SessionUser } from '../auth/session-user.js';
import type { Context } from '../graphql/context.js';
import { requestLanguage } from '../i18n/reader-language.js';
import { loadServerRender, renderPage } from './server-render.js';

/** The admin's view-mode selector (web/src/components/content/LazyViewModeSelect.tsx), a chunk of its own. */
const VIEW_MODE_SELECT = 'src/components/content/ViewModeSelect.tsx';

/**
 * The guest site's pages (spec §2) and the modules each one needs, as named in the build
 * manifest: the page's own chunk and the catalogue parts its texts live in
 * (web/src/i18n/catalogParts.ts). The admin page is apart (ADMIN_PAGE_MODULES).
 */
export const PAGE_MODULES: Record<string, { name: string; module: string; parts: string[]; images?: string[]; adminModules?: string[]; views?: string[] }> = {
  '/': { name: 'home', module: 'src/pages/home/HomePage.tsx', parts: [] },
  // images: the site photos' locations the page's first render shows (its server render reads them).
  '/couple': { name: 'couple', module: 'src/pages/couple/CouplePage.tsx', parts: ['couple', 'photos'], images: ['couple', 'gallery'] },
  // views: lazy parts of which the page's data shows one on its first screen (web/src/ssr/renderedParts.tsx): the
  // form for a party that has not answered, the summary for one that has. A server render names the one it drew.
  '/rsvp': { name: 'rsvp', module: 'src/pages/rsvp/RsvpPage.tsx', parts: ['rsvp'], views: ['src/pages/rsvp/RsvpForm.tsx', 'src/pages/rsvp/RsvpSummaryView.tsx'] },
  '/registry': { name: 'registry', module: 'src/pages/registry/RegistryPage.tsx', parts: ['registry'] },
  // adminModules: what only an admin's first screen shows (the view-mode selector), preloaded for an admin alone.
  '/logistics': { name: 'logistics', module: 'src/pages/logistics/LogisticsPage.tsx', parts: ['logistics'], adminModules: [VIEW_MODE_SELECT] },
  '/schedule': { name: 'schedule', module: 'src/pages/schedule/SchedulePage.tsx', parts: ['schedule'], adminModules: [VIEW_MODE_SELECT] },
  '/polls': { name: 'polls', module: 'src/pages/polls/PollsPage.tsx', parts: ['polls'] },
  '/trivia': { name: 'trivia', module: 'src/pages/trivia/TriviaPage.tsx', parts: ['trivia'] },
};

/**
 * The couple's dashboard: its chunk is large, so only a party the policy lets open it (an
 * admin) is sent it, and then with its texts: they start alongside the entry script instead of
 * after the app's start (issue 23 §1).
 */
export const ADMIN_PAGE_MODULES: typeof PAGE_MODULES = {
  '/admin': { name: 'admin', module: 'src/pages/admin/AdminPage.tsx', parts: ['admin'] },
};

/** What every signed-in page needs besides its own chunk: Apollo Client, the route guard, the nav bar. */
const SIGNED_IN_MODULES = ['src/apollo/shared.tsx', 'src/session/ProtectedRoute.tsx', 'src/components/nav/SessionNavBar.tsx'];

/** The script that keeps a tap made before the app has taken a rendered page over, by its name in the build manifest. */
export const EARLY_TAPS_MODULE = 'src/early-taps.ts';

/** The cookie holding the language the reader chose by hand (web/src/i18n/locale.ts). */
const LANGUAGE_COOKIE = 'lang';

/** The id of the data block web/src/session/initialSession.ts reads. */
export const SESSION_SCRIPT_ID = 'session-user';
/** The id of the data block web/src/ssr/renderedPage.ts reads (a page rendered on the server). */
export const RENDERED_PAGE_SCRIPT_ID = 'rendered-page';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Build {
  mtimeMs: number;
  /** index.html with its stylesheet inlined, split where the per-request parts go. */
  head: string;
  tail: string;
  manifest: Manifest;
  /** Chunks index.html already loads (its entry and their static imports). */
  initial: Set<string>;
}

let cached: { dir: string; build: Build } | undefined;

/** Reads the build once, and again whenever index.html is rebuilt. */
function loadBuild(distDir: string): Build {
  const htmlPath = join(distDir, 'index.html');
  const { mtimeMs } = statSync(htmlPath);
  if (cached && cached.dir === distDir && cached.build.mtimeMs === mtimeMs) return cached.build;
  let html = readFileSync(htmlPath, 'utf8');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    // No manifest: the page still works, without the preloads.
  }
  // The main stylesheet (a few KiB: the fonts' faces and the page background) goes inline, so
  // the first paint does not wait a round trip for it.
  html = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    try {
      const css = readFileSync(join(distDir, file), 'utf8');
      return css.includes('</') ? tag : `<style>${css}</style>`;
    } catch {
      return tag;
    }
  });
  const at = html.indexOf('</head>');
  const initial = closure(manifest, ['index.html']);
  const build = { mtimeMs, head: html.slice(0, at), tail: html.slice(at), manifest, initial };
  cached = { dir: distDir, build };
  return build;
}

/** The files of these manifest entries and of everything they import statically. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.shift()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The chunks of the lazy parts a server render drew for the page's data (the page's `views`),
 * beyond what index.html and the page's own preloads (`named`) bring.
 */
export function drawnPreloads(build: Pick<Build, 'manifest' | 'initial'>, modules: readonly string[], named: readonly string[]): string[] {
  const known = new Set(named);
  return [...closure(build.manifest, [...modules])].filter((file) => !build.initial.has(file) && !known.has(file));
}

/** The modules this reader will ask for at once on this path, beyond what index.html names. */
export function preloadsFor(build: Pick<Build, 'manifest' | 'initial'>, path: string, user: SessionUser | null, language: string): string[] {
  const keys: string[] = [`src/i18n/locales/${language}.json?lingui`];
  const page = PAGE_MODULES[path] ?? ADMIN_PAGE_MODULES[path];
  if (user && page) {
    keys.push(...SIGNED_IN_MODULES);
    if (can(user, 'open', page.name as Page)) {
      keys.push(page.module, ...page.parts.map((part) => `src/i18n/locales/${part}/${language}.json?lingui`));
      if (user.isAdmin) keys.push(...(page.adminModules ?? []));
    }
  }
  return [...closure(build.manifest, keys)].filter((file) => !build.initial.has(file));
}

/**
 * The session user as the `me` query answers it (web/src/session/session.graphql), with the
 * type names Apollo's cache keys on: nothing the party could not read with `me` itself.
 */
export function sessionJson(user: SessionUser | null): string {
  return escapeJsonForHtml(JSON.stringify({ me: meOf(user) }));
}

function meOf(user: SessionUser | null) {
  return user && {
    __typename: 'SessionUser',
    id: user.id,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    canRsvp: user.canRsvp,
    guestGroup: user.guestGroup,
    allowedPages: user.allowedPages,
    pageVersions: { __typename: 'PageVersions', logistics: user.pageVersions.logistics, eventSchedule: user.pageVersions.eventSchedule },
    photoVersion: user.photoVersion,
  };
}

/** JSON that cannot end its <script> element or open a comment in it: every <, > and & escaped. */
export function escapeJsonForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The id of the data block listing the app's code on a rendered page (web/src/ssr/appCodeAfterPaint.ts). */
export const APP_CODE_SCRIPT_ID = 'app-code';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/**
 * A page whose first screen is in its HTML names the app's code in a data block instead of
 * script and modulepreload tags: the early-taps script asks for it once the page has been
 * painted (web/src/ssr/appCodeAfterPaint.ts says why). Returns the head without the tags.
 */
export function appCodeAfterPaint(head: string, preloads: string[]): { head: string; block: string } {
  let entry = '';
  const preload: string[] = [];
  head = head.replace(ENTRY_SCRIPT, (_tag, src: string) => ((entry = src), '')).replace(MODULE_PRELOAD, (_tag, href: string) => (preload.push(href), ''));
  preload.push(...preloads.map((file) => `/${file}`));
  const block = `<script type="application/json" id="${APP_CODE_SCRIPT_ID}">${escapeJsonForHtml(JSON.stringify({ entry, preload }))}</script>`;
  return { head, block };
}

/**
 * Answers a page request (state.page, set by webApp) with index.html carrying the session
 * user, so the app knows who is signed in without asking, and modulepreload links for the
 * route's chunks, so they download alongside the entry script rather than after it.
 * Runs after the session middleware; the user is the one the request context read.
 */
export function pageHtml(distDir: string, schema?: GraphQLSchema): Koa.Middleware {
  if (schema) loadServerRender(distDir);
  return async (ctx, next) => {
    if (!ctx.state.page) return next();
    const build = loadBuild(distDir);
    const context = ctx.state.context as Context | undefined;
    const user = context?.user ?? null;
    // ?lang= first, then the reader's own choice, which the app keeps in a cookie beside its
    // localStorage (web/src/i18n/locale.ts), then the browser's: the order the app starts in, so
    // a page rendered here is in the language the app takes it over in.
    const asked = ctx.query.lang === 'en' || ctx.query.lang === 'es' ? ctx.query.lang : ctx.cookies.get(LANGUAGE_COOKIE, { signed: false });
    const language = requestLanguage(asked, ctx.get('accept-language'));
    const preloads = preloadsFor(build, ctx.path, user, language);
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
    let links = preloads.map(preload);
    const data = [`<script type="application/json" id="${SESSION_SCRIPT_ID}">${sessionJson(user)}</script>`];
    let { head, tail } = build;
    // A guest page this party may open is rendered here with its data (issue 23 §2): the phone
    // paints it from the HTML, and the app takes it over once its code has arrived.
    const page = PAGE_MODULES[ctx.path];
    // Not the trivia projector (?display=leaderboard): a layer over the whole window, drawn in
    // the browser's <body>, which has no server rendering.
    if (schema && context && user && page && can(user, 'open', page.name as Page) && !ctx.query.display) {
      const url = ctx.querystring ? `${ctx.path}?${ctx.querystring}` : ctx.path;
      const rendered = await renderPage(distDir, schema, context, { url, me: meOf(user), locale: language, parts: page.parts, images: page.images ?? [] });
      if (rendered) {
        head = head.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
        tail = tail.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
        // The part the page's data called for (the RSVP form or summary): the browser takes the page over once it is in.
        const drawn = drawnPreloads(build, rendered.page.modules ?? [], preloads);
        links = [...links, ...drawn.map(preload)];
        data.push(`<script type="application/json" id="${RENDERED_PAGE_SCRIPT_ID}">${escapeJsonForHtml(JSON.stringify(rendered.page))}</script>`);
        // Its buttons show before the app's code has come: a tap then is kept and done once it
        // has (web/src/ssr/earlyTaps.ts). Async, so the first paint does not wait for it, and
        // first in the head, as it should be listening before the reader can tap. It also asks
        // for the app's code, after the first paint, from a data block in place of the tags.
        const earlyTaps = build.manifest[EARLY_TAPS_MODULE]?.file;
        if (earlyTaps) {
          const appCode = appCodeAfterPaint(head, [...preloads, ...drawn]);
          head = appCode.head.replace('<head>', () => `<head>\n    <script type="module" async crossorigin src="/${earlyTaps}"></script>`);
          links = [];
          data.push(appCode.block);
        }
      }
    }
    ctx.type = 'html';
    // Who is signed in is in the page: no shared cache may keep it, no browser may reuse it.
    ctx.set('Cache-Control', user ? 'private, no-store' : 'no-cache');
    ctx.vary('Cookie');
    ctx.body = `${head}    ${[...links, ...data].join('\n    ')}\n  ${tail}`;
  };
}
