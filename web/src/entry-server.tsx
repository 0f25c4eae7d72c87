import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StaticRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { Observable } from 'rxjs';
import { App } from './App';
import { UiProvider } from './components/UiProvider';
import { MeDocument } from './gql/graphql';
import { ChatbotEnabledDocument } from './pages/chatbot/gql/graphql';
import { CATALOG_PARTS, loadCatalogPart, type CatalogPart } from './i18n/catalogParts';
import { LOCALES, type Locale } from './i18n/locale';
import type { SessionUser } from './session/access';
import { RenderedSiteImagesContext, type RenderedSiteImages } from './site-images/renderedSiteImages';
import { RenderedPartsContext } from './ssr/renderedParts';
import type { RenderedPage } from './ssr/renderedPage';

/**
 * The server's side of a signed-in guest page (issue 23 §2): the same App tree, rendered to
 * HTML with the page's data, so a phone paints the first screen from the HTML instead of after
 * ~250 KiB of script. Bundled by `vite build --ssr` into web/dist-ssr and called by
 * api/src/web/server-render.ts, which executes the GraphQL operations in process with the
 * request's own context (same schema, same authorization as /graphql).
 */

/**
 * Runs one operation as /graphql would for this request; rejects on any error. An error fails
 * the whole render unless the read is `optional` (a read run ahead of the render, see
 * `knownReads`: the render runs it again itself if it needs it).
 */
export type Execute = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string,
  options?: { optional?: boolean },
) => Promise<{ data?: unknown }>;

export interface RenderInput {
  /** The path and query, e.g. "/couple?lang=es". */
  url: string;
  me: SessionUser;
  locale: Locale;
  /** The catalogue parts the page's texts are in. */
  parts: CatalogPart[];
  /** The site's photos the page shows, by location, as GET /api/site-images answers them. */
  siteImages: RenderedSiteImages;
  execute: Execute;
}

// Every catalogue, compiled at build time like the browser's; the server holds them all.
const guest = import.meta.glob<{ messages: Messages }>('./i18n/locales/*.json', { query: '?lingui', eager: true });
const partFiles = import.meta.glob<{ messages: Messages }>('./i18n/locales/*/*.json', { query: '?lingui', eager: true });

/** One I18n per language with every text in it, shared by all renders (read only). */
const i18ns = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages = Object.assign(
      {},
      guest[`./i18n/locales/${locale}.json`].messages,
      ...CATALOG_PARTS.map((part) => partFiles[`./i18n/locales/${part}/${locale}.json`].messages),
    ) as Messages;
    return [locale, setupI18n({ locale, messages: { [locale]: messages } })];
  }),
) as Record<Locale, I18n>;

// Pages render once their catalogue part is marked loaded (useCatalogPart); on the server every
// part's texts are in the I18n above, so each is marked loaded once.
const partsReady = Promise.all(CATALOG_PARTS.map((part) => loadCatalogPart(part)));

/** A read a page made, as its link saw it (the document with Apollo's `__typename`s added). */
interface Read {
  query: DocumentNode;
  variables: Record<string, unknown>;
  /** The operation's name and variables: each read is kept once. */
  key: string;
}

/**
 * The reads each page has made in its renders so far, by page, language and the kind of reader
 * (admin or not, RSVP or not, guest group and page versions: what decides which reads a page makes
 * and with which variables; the reader's own data comes from the session, not from variables).
 * Apollo's prerenderStatic renders the tree again until no read is pending, and every pass costs
 * the whole tree (most of it Chakra's styles): two passes for most pages, three for /rsvp. Run
 * first, into the cache, these let the next render of the page take one pass. Each runs with the
 * reader's own authorization, as every read here does. Bounded: at most `KNOWN_READS_PER_PAGE`
 * reads a key (a page makes three or four) and `KNOWN_READ_KEYS` keys (pages × languages × the
 * couple's guest groups); past that, pages render as before, in several passes.
 */
const knownReads = new Map<string, Map<string, Read>>();
const KNOWN_READS_PER_PAGE = 16;
const KNOWN_READ_KEYS = 1000;

function readsKey(url: string, locale: Locale, me: SessionUser): string {
  const { isAdmin, canRsvp, guestGroup, pageVersions } = me;
  return JSON.stringify([new URL(url, 'http://page').pathname, locale, isAdmin, canRsvp, guestGroup, pageVersions.logistics, pageVersions.eventSchedule]);
}

function remember(key: string, made: Read[]): void {
  const known = knownReads.get(key) ?? new Map<string, Read>();
  if (!knownReads.has(key) && knownReads.size >= KNOWN_READ_KEYS) return;
  for (const read of made) if (known.size < KNOWN_READS_PER_PAGE) known.set(read.key, read);
  knownReads.set(key, known);
}

function inProcessLink(execute: Execute, made: Read[]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const optional = operation.getContext().optional === true;
        if (!optional) made.push({ query: operation.query, variables: operation.variables, key: `${operation.operationName} ${JSON.stringify(operation.variables)}` });
        execute(operation.query, operation.variables, operation.operationName, { optional }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/**
 * Every Suspense boundary's content in place: React otherwise moves large ones to the end of the
 * document with inline scripts to put them back, which the site's CSP (scripts from 'self'
 * only) refuses. Once the data and the lazy pages are in, nothing is left to stream anyway.
 */
function inlineEverything(errors: unknown[]) {
  return (node: ReactNode) => prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
}

/** The page's HTML (what goes inside #root) and what the browser needs to take it over. */
export async function render({ url, me, locale, parts, siteImages, execute }: RenderInput): Promise<{ html: string; page: RenderedPage }> {
  await partsReady;
  const made: Read[] = [];
  const cache = new InMemoryCache();
  const client = newClient(cache, inProcessLink(execute, made), 'cache-first');
  client.writeQuery({ query: MeDocument, data: { me } });
  const key = readsKey(url, locale, me);
  const known = [...(knownReads.get(key)?.values() ?? [])];
  // A read this reader may not make is left to the render, which fails as it always would.
  await Promise.all(known.map(({ query, variables }) => client.query({ query, variables, context: { optional: true } }).catch(() => undefined)));
  // The lazy parts the page drew for its data (the RSVP form or summary), by the last render:
  // their chunks go out as modulepreloads with the HTML.
  let drawn = new Set<string>();
  const tree = (apollo: ApolloClient) => (
    <StrictMode>
      <I18nProvider i18n={i18ns[locale]}>
        <UiProvider>
          <StaticRouter location={url}>
            <ApolloProvider client={apollo}>
              <RenderedSiteImagesContext.Provider value={siteImages}>
                <RenderedPartsContext.Provider value={(drawn = new Set())}>
                  <App />
                </RenderedPartsContext.Provider>
              </RenderedSiteImagesContext.Provider>
            </ApolloProvider>
          </StaticRouter>
        </UiProvider>
      </I18nProvider>
    </StrictMode>
  );
  // A part that failed to render would go out as a hole for the browser to fill (and a
  // hydration error): the whole page is left to the browser instead.
  const errors: unknown[] = [];
  let html = known.length ? await renderFromCache(tree, cache, errors) : null;
  if (html === null && !errors.length) {
    html = (await prerenderStatic({ tree: tree(client), context: { client }, renderFunction: inlineEverything(errors) })).result;
    // The reads the render still had to make, for the next render of this kind of page.
    if (made.length && !errors.length) remember(key, made);
  }
  if (errors.length || html === null) {
    client.stop();
    throw errors[0] ?? new Error('The page did not render');
  }
  // The assistant's button (in the App frame) shows its texts when the couple has switched it on.
  const chatbot = client.readQuery({ query: ChatbotEnabledDocument })?.chatbotEnabled.enabled;
  const page: RenderedPage = { locale, parts: chatbot ? [...parts, 'chatbot'] : parts, cache: client.extract() as Record<string, unknown>, siteImages, modules: [...drawn] };
  client.stop();
  return { html, page };
}

function newClient(cache: InMemoryCache, link: ApolloLink, fetchPolicy: 'cache-first' | 'cache-only'): ApolloClient {
  return new ApolloClient({ ssrMode: true, link, cache, defaultOptions: { watchQuery: { fetchPolicy }, query: { fetchPolicy } } });
}

/**
 * The page in one pass from the reads already in the cache, or null when a read it shows is not
 * there (the page then renders as before). prerenderStatic renders again after any read that is
 * not cache-only, even one the cache answered: cache-only reads let it stop after the first pass,
 * and every read the tree made is checked complete before the HTML is used.
 */
async function renderFromCache(tree: (apollo: ApolloClient) => ReactNode, cache: InMemoryCache, errors: unknown[]): Promise<string | null> {
  const client = newClient(cache, ApolloLink.empty(), 'cache-only');
  let complete = true;
  const render = inlineEverything(errors);
  const renderFunction = async (node: ReactNode) => {
    const rendered = await render(node);
    // Still watched here: prerenderStatic lets go of the tree's reads once it has the HTML.
    complete = [...client.getObservableQueries('all')].every((query) => query.getCurrentResult().dataState === 'complete');
    return rendered;
  };
  try {
    const { result } = await prerenderStatic({ tree: tree(client), context: { client }, renderFunction });
    return complete ? result : null;
  } finally {
    client.stop();
  }
}
