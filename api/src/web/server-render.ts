import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execute, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Context } from '../graphql/context.js';
import { logger } from '../log/logger.js';
import { renderBudget, type RenderBudget } from './render-budget.js';

/** What web/src/entry-server.tsx exports (kept in step by hand: the bundle is plain JS). */
interface ServerEntry {
  render(input: {
    url: string;
    me: unknown;
    locale: 'en' | 'es';
    parts: string[];
    siteImages: Record<string, unknown[]>;
    execute: (document: DocumentNode, variables: Record<string, unknown>, operationName?: string, options?: { optional?: boolean }) => Promise<{ data?: unknown }>;
  }): Promise<{ html: string; page: RenderedPageData }>;
}

/**
 * The data block the browser takes the page over with (web/src/ssr/renderedPage.ts), which goes
 * out as it is; the server reads only the lazy parts the render drew, to preload their chunks.
 */
export interface RenderedPageData {
  modules?: string[];
}

/** GET /api/site-images's answer (web/src/site-images/siteImages.ts's SiteImage). */
const SITE_IMAGES = parse(
  'query SiteImages($location: String!) { siteImages(location: $location) { id location description url srcSet thumbnailUrl alt displayOrder photoVersion width height } }',
);

/** A server render slower than this is dropped: the page goes out to be rendered in the browser. */
const RENDER_TIMEOUT_MS = 3000;

let loaded: { path: string; entry: Promise<ServerEntry | null> } | undefined;

/**
 * The server bundle next to the web build (web/dist-ssr), loaded once: its chunks import the
 * entry by its plain address, so it cannot be loaded again under another one (a rebuild takes a
 * restart, as a new API build does).
 */
function serverEntry(distDir: string): Promise<ServerEntry | null> {
  const path = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (loaded?.path !== path) {
    const entry = existsSync(path)
      ? import(pathToFileURL(path).href).then(
          (module) => module as ServerEntry,
          (err: unknown) => {
            logger.error({ err }, 'The server bundle (web/dist-ssr) did not load: pages are rendered in the browser.');
            return null;
          },
        )
      : Promise.resolve(null);
    loaded = { path, entry };
  }
  return loaded.entry;
}

/**
 * Starts loading the server bundle, so the first page request does not wait for it; not when
 * rendering is off: its React, Chakra and every catalogue took 33 MiB of memory and 2 s of a
 * busy machine's CPU to load (2026-11-26).
 */
export function loadServerRender(distDir: string, budget: RenderBudget = renderBudget): void {
  if (budget.renders) void serverEntry(distDir);
}

/**
 * Renders a signed-in guest page's first screen (issue 23 §2): the HTML that goes inside #root
 * and the JSON the browser restores into Apollo's cache before it takes the page over. The
 * page's GraphQL operations run in process against the same schema with the request's own
 * context (the same user, so the same authorization as /graphql), in the page's language.
 * Null when there is no server bundle, the server is busy rendering (render-budget.ts), an
 * operation fails or the render takes too long: the browser then renders the page as before.
 */
export async function renderPage(
  distDir: string,
  schema: GraphQLSchema,
  context: Context,
  { images, ...input }: { url: string; me: unknown; locale: 'en' | 'es'; parts: string[]; images: string[] },
): Promise<{ html: string; page: RenderedPageData } | null> {
  if (!renderBudget.renders) return null;
  const entry = await serverEntry(distDir);
  if (!entry) return null;
  const release = renderBudget.take();
  if (!release) return null;
  // The page's language is the reads' language too, as the browser's requests would send it.
  const scope = Object.create(context, { language: { value: input.locale } }) as Context;
  let failed = false;
  const started = performance.now();
  const run = async (document: DocumentNode, variables: Record<string, unknown>, operationName?: string, options?: { optional?: boolean }) => {
    const result = await execute({ schema, document, variableValues: variables, contextValue: scope, operationName });
    if (result.errors?.length) {
      // A read run ahead of the render (entry-server.tsx's knownReads) only misses the cache.
      if (!options?.optional) failed = true;
      throw result.errors[0];
    }
    return { data: result.data };
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const render = async () => {
      const found = await Promise.all(images.map((location) => run(SITE_IMAGES, { location })));
      const siteImages = Object.fromEntries(images.map((location, i) => [location, (found[i].data as { siteImages: unknown[] }).siteImages]));
      return entry.render({ ...input, siteImages, execute: run });
    };
    // The slot is given back when the render is over, even one that outlasted the timeout: its
    // time counts against the budget all the same.
    const work = render();
    work.then(release, release);
    const rendered = await Promise.race([
      work,
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS))),
    ]);
    logger.debug({ url: input.url, ms: Math.round(performance.now() - started) }, 'Rendered a page on the server');
    return failed ? null : rendered;
  } catch (err) {
    logger.warn({ err, url: input.url }, 'Server render failed: the page is rendered in the browser.');
    return null;
  } finally {
    clearTimeout(timer);
  }
}
