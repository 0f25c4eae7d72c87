import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { can, type Page } from '../auth/policy.js';
import { badInput, notFound } from '../graphql/errors.js';
import { BUILTIN_IMAGES } from './builtin-images.js';
import type { ImageStore } from './image-store.js';
import { SiteImage, type PhotoVersion, type SiteImageLocation } from './site-image.entity.js';
import * as check from './site-image-checks.js';
import type { AdminSiteImageView, SiteImageInput, SiteImageUpdateInput, SiteImageView } from './site-images.types.js';
import type { Language } from '../content/content-keys.js';
import { inLanguage } from '../i18n/reader-language.js';
import { signPath, storedImageOf } from './signed-urls.js';
import { signedImage, storeImage } from './stored-images.js';

/** Who is asking decides what they get: the secret is the one addresses are signed with. */
export interface Viewer {
  user: SessionUser | null;
  secret: string;
  /** The language the photos' texts are read in (the request's). */
  language?: Language;
}

/**
 * The page whose data a location's photos are: only parties that may open it get them. The
 * hero belongs to no page (the sign-in and landing pages show it).
 */
const PAGE_OF: Record<SiteImageLocation, Page | null> = { hero: null, couple: 'couple', gallery: 'couple', story: 'couple', venue: 'logistics', events: 'schedule' };

const pageOpen = (user: SessionUser | null, location: SiteImageLocation) => {
  const page = PAGE_OF[location];
  return !page || can(user, 'open', page);
};

/**
 * Close-friends photos go to admins and to parties whose group has the close-friends set; a
 * signed-out visitor (the sign-in page) gets the hero only, never a close-friends photo.
 */
export function mayView(user: SessionUser | null, image: { location: SiteImageLocation; photoVersion: PhotoVersion | string }): boolean {
  if (!pageOpen(user, image.location)) return false;
  if (image.photoVersion !== 'close-friends') return true;
  return Boolean(user && (user.isAdmin || user.photoVersion === 'close-friends'));
}

/** Guests read the texts in their language; the dashboard reads both (`adminView`). */
export function toView(image: SiteImage, secret: string, language: Language = 'en'): SiteImageView {
  const base = {
    id: image.id,
    location: image.location,
    description: inLanguage(language, image.description, image.descriptionEs),
    alt: inLanguage(language, image.alt, image.altEs),
    displayOrder: image.displayOrder,
    active: image.active,
    createdAt: image.createdAt,
    photoVersion: image.photoVersion,
    width: image.width,
    height: image.height,
  };
  const key = image.storageKey;
  if (!key) return { ...base, url: image.url, srcSet: '', thumbnailUrl: image.url };
  return { ...base, ...signedImage(secret, key, image.widths) };
}

export function adminView(image: SiteImage, secret: string): AdminSiteImageView {
  return { ...toView(image, secret), descriptionEs: image.descriptionEs, altEs: image.altEs };
}

/** The active images of a location the viewer may see, in display order; the built-in set while there are none. */
export async function siteImages(em: EntityManager, viewer: Viewer, where: string): Promise<SiteImageView[]> {
  const loc = check.location(where);
  // A page the caller may not open shows nothing, not even the built-in set.
  if (!pageOpen(viewer.user, loc)) return [];
  const rows = await em.find(SiteImage, { location: loc, active: true }, { orderBy: { displayOrder: 'asc', id: 'asc' } });
  const language = viewer.language ?? 'en';
  if (rows.length) return rows.filter((r) => mayView(viewer.user, r)).map((r) => toView(r, viewer.secret, language));
  return BUILTIN_IMAGES.map((b, i) => ({ ...b, id: -(i + 1) }))
    .filter((b) => b.location === loc && mayView(viewer.user, b))
    .map(({ altEs, ...b }, i) => ({
      ...b,
      alt: inLanguage(language, b.alt, altEs),
      description: '',
      srcSet: '',
      thumbnailUrl: b.url,
      displayOrder: i,
      active: true,
      createdAt: new Date(0),
      width: null,
      height: null,
    }));
}

export async function allSiteImages(em: EntityManager, secret: string): Promise<AdminSiteImageView[]> {
  const rows = await em.find(SiteImage, {}, { orderBy: { location: 'asc', displayOrder: 'asc', id: 'asc' } });
  return rows.map((r) => adminView(r, secret));
}

/** Checks the details first, so a wrong form costs no upload; the files are written before the row. */
export async function uploadSiteImage(em: EntityManager, store: ImageStore, secret: string, input: SiteImageInput, read: () => Promise<Buffer>): Promise<AdminSiteImageView> {
  const fields = {
    location: check.location(input.location),
    description: check.description(input.description),
    descriptionEs: check.description(input.descriptionEs, 'descriptionEs'),
    alt: check.alt(input.alt),
    altEs: check.alt(input.altEs, 'altEs'),
    displayOrder: check.displayOrder(input.displayOrder ?? 0),
    active: input.active ?? true,
    photoVersion: check.photoVersion(input.photoVersion),
  };
  return storeImage(store, read, async (stored) => {
    const image = em.create(SiteImage, {
      ...fields,
      url: stored.path,
      storageKey: stored.key,
      widths: stored.widths,
      width: stored.width,
      height: stored.height,
    });
    await em.flush();
    return adminView(image, secret);
  });
}

const imageNotFound = () => notFound('SITE_IMAGE_NOT_FOUND', 'Image not found');

export async function updateSiteImage(em: EntityManager, secret: string, id: number, input: SiteImageUpdateInput): Promise<AdminSiteImageView> {
  const image = await em.findOne(SiteImage, { id });
  if (!image) throw imageNotFound();
  if (input.location != null) image.location = check.location(input.location);
  if (input.description !== undefined) image.description = check.description(input.description);
  if (input.descriptionEs !== undefined) image.descriptionEs = check.description(input.descriptionEs, 'descriptionEs');
  if (input.alt !== undefined) image.alt = check.alt(input.alt);
  if (input.altEs !== undefined) image.altEs = check.alt(input.altEs, 'altEs');
  if (input.displayOrder != null) image.displayOrder = check.displayOrder(input.displayOrder);
  if (input.active != null) image.active = input.active;
  if (input.photoVersion !== undefined) image.photoVersion = check.photoVersion(input.photoVersion);
  await em.flush();
  return adminView(image, secret);
}

/** The row goes first: a photo whose files outlive it is never shown again, the reverse would be a broken image. */
export async function deleteSiteImage(em: EntityManager, store: ImageStore, id: number): Promise<boolean> {
  const image = await em.findOne(SiteImage, { id });
  if (!image) throw imageNotFound();
  const key = image.storageKey;
  em.remove(image);
  await em.flush();
  if (key) await store.remove(key);
  return true;
}

export const MAX_SIGN_URLS = 100;

/**
 * Signed addresses for stored photos the caller may see; any other address (a built-in image,
 * another site's) comes back as it was, and so does one of a photo the caller may not see,
 * which the image route then refuses.
 */
export async function signUrls(em: EntityManager, viewer: Viewer, urls: string[]): Promise<Array<{ signedUrl: string }>> {
  if (urls.length > MAX_SIGN_URLS) throw badInput('urls', 'TOO_MANY_ITEMS', `urls can have at most ${MAX_SIGN_URLS} entries`, { field: 'urls', max: MAX_SIGN_URLS });
  const stored = urls.map((u) => storedImageOf(u));
  const keys = [...new Set(stored.filter((s) => s).map((s) => s!.key))];
  const rows = keys.length ? await em.find(SiteImage, { storageKey: { $in: keys } }) : [];
  const byKey = new Map(rows.map((r) => [r.storageKey!, r]));
  return urls.map((url, i) => {
    const s = stored[i];
    const image = s && byKey.get(s.key);
    const allowed = image && (image.active || viewer.user?.isAdmin) && mayView(viewer.user, image);
    return { signedUrl: allowed ? signPath(viewer.secret, s.path) : url };
  });
}
