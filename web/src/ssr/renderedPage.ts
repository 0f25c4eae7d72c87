import type { CatalogPart } from '../i18n/catalogParts';
import { initialLocale, isLocale, type Locale } from '../i18n/locale';
import type { SiteImage, SiteImageLocation } from '../site-images/siteImages';

/** The id of the data block the server writes beside a page it rendered (api/src/web/server-render.ts). */
export const RENDERED_PAGE_ID = 'rendered-page';

/** What the server rendered the page with: the language, the catalogue parts, Apollo's cache. */
export interface RenderedPage {
  locale: Locale;
  parts: CatalogPart[];
  /** `client.extract()` of the server's Apollo cache: every answer the first screen read. */
  cache: Record<string, unknown>;
  /** The site's photos the page shows, by location (as GET /api/site-images answers). */
  siteImages: Partial<Record<SiteImageLocation, SiteImage[]>>;
  /** The lazy parts the render drew for the page's data (ssr/renderedParts.tsx), by their names in the build manifest. */
  modules?: string[];
}

let read = false;
let value: RenderedPage | undefined;

/**
 * The page the server rendered, when the browser can take it over as it is (hydrate it): only
 * when it was rendered in the language the app starts in. A reader who chose the other language
 * by hand (remembered in this browser, which the server cannot see) gets the app rendered anew
 * in theirs, without the server's answers (they are in the other language). Read once.
 */
export function renderedPage(): RenderedPage | undefined {
  if (read) return value;
  read = true;
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById(RENDERED_PAGE_ID)?.textContent;
    const parsed = text ? (JSON.parse(text) as RenderedPage) : undefined;
    value = parsed && isLocale(parsed.locale) && parsed.locale === initialLocale() ? parsed : undefined;
  } catch {
    value = undefined;
  }
  return value;
}
