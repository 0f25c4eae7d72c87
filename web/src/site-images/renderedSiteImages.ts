import { createContext } from 'react';
import { renderedPage } from '../ssr/renderedPage';
import type { SiteImage, SiteImageLocation } from './siteImages';

export type RenderedSiteImages = Partial<Record<SiteImageLocation, SiteImage[]>>;

/**
 * The photos a page was rendered with on the server, by location: the server's render provides
 * its own (web/src/entry-server.tsx); in the browser, those the server wrote into the page, so
 * the first render shows the same photos as the HTML. Each is used once (forgetRenderedSiteImages):
 * the addresses are signed for minutes, and a later visit to the page asks afresh.
 */
export const RenderedSiteImagesContext = createContext<RenderedSiteImages | undefined>(renderedPage()?.siteImages);

export function forgetRenderedSiteImages(images: RenderedSiteImages | undefined, location: SiteImageLocation): void {
  if (images) delete images[location];
}
