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
import type { RenderedPage } from './ssr/renderedPage';

/**
 * The server's side of a signed-in guest page (issue 23 §2): the same App tree, rendered to
 * HTML with the page's data, so a phone paints the first screen from the HTML instead of after
 * ~250 KiB of script. Bundled by `vite build --ssr` into web/dist-ssr and called by
 * api/src/web/server-render.ts, which executes the GraphQL operations in process with the
 * request's own context (same schema, same authorization as /graphql).
 */

/** Runs one operation as /graphql would for this request; rejects on any error. */
export type Execute = (document: DocumentNode, variables: Record<string, unknown>, operationName?: string) => Promise<{ data?: unknown }>;

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

function inProcessLink(execute: Execute): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(operation.query, operation.variables, operation.operationName).then(
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
  const client = new ApolloClient({
    ssrMode: true,
    link: inProcessLink(execute),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' }, query: { fetchPolicy: 'cache-first' } },
  });
  client.writeQuery({ query: MeDocument, data: { me } });
  // The same providers as main.tsx; Apollo's is above the App here, so DataBoundary renders its
  // children at once instead of waiting for the Apollo chunk (the HTML is the same).
  const tree = (
    <StrictMode>
      <I18nProvider i18n={i18ns[locale]}>
        <UiProvider>
          <StaticRouter location={url}>
            <ApolloProvider client={client}>
              <RenderedSiteImagesContext.Provider value={siteImages}>
                <App />
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
  const { result } = await prerenderStatic({ tree, context: { client }, renderFunction: inlineEverything(errors) });
  if (errors.length) {
    client.stop();
    throw errors[0];
  }
  // The assistant's button (in the App frame) shows its texts when the couple has switched it on.
  const chatbot = client.readQuery({ query: ChatbotEnabledDocument })?.chatbotEnabled.enabled;
  const page: RenderedPage = { locale, parts: chatbot ? [...parts, 'chatbot'] : parts, cache: client.extract() as Record<string, unknown>, siteImages };
  client.stop();
  return { html: result, page };
}
