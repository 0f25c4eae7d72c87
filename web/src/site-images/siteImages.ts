import { signedInAtLoad } from '../session/initialSession';

/**
 * The site's photos over the spec's REST calls (GET /api/site-images, POST
 * /api/images/sign-urls): plain fetch, so the sign-in page's hero costs the first download
 * next to nothing.
 */
export interface SiteImage {
  id: number;
  location: string;
  description: string;
  url: string;
  srcSet: string;
  thumbnailUrl: string;
  alt: string;
  displayOrder: number;
  photoVersion: string;
  width?: number | null;
  height?: number | null;
}

export type SiteImageLocation = 'hero' | 'events' | 'story' | 'venue' | 'gallery' | 'couple';

export async function fetchSiteImages(location: SiteImageLocation): Promise<SiteImage[]> {
  const response = await fetch(`/api/site-images?location=${location}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as SiteImage[];
}

const prefetched = new Map<SiteImageLocation, Promise<SiteImage[]>>();

/**
 * Asks for a location's photos now, with its page's code, on a page sent to a signed-in party
 * (see apollo/prefetch.ts); the page's next `siteImages` call takes the answer.
 */
export function prefetchSiteImages(location: SiteImageLocation): void {
  if (!signedInAtLoad() || prefetched.has(location)) return;
  const answer = fetchSiteImages(location);
  answer.catch(() => undefined); // the page that takes it handles a failure
  prefetched.set(location, answer);
}

/** A location's photos: the prefetched answer once, else a fresh request. */
export function siteImages(location: SiteImageLocation): Promise<SiteImage[]> {
  const early = prefetched.get(location);
  if (!early) return fetchSiteImages(location);
  prefetched.delete(location);
  return early;
}

/** A fresh signature for a stored photo's address (the one in the list expires after 15-30 minutes). */
export async function signUrl(url: string): Promise<string> {
  const response = await fetch('/api/images/sign-urls', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ urls: [url.split('?')[0]] }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const body = (await response.json()) as { signedUrls: Array<{ signedUrl: string }> };
  return body.signedUrls[0].signedUrl;
}
