import type { SiteImage } from '../../../site-images/siteImages';
import type { Translate } from '../../../i18n/useT';

/**
 * What a photo shows, in the reader's language: the couple's own words for their photos, and the
 * catalogue's for the built-in art (negative ids), which is the same for every wedding.
 */
export function photoAlt(photo: SiteImage, t: Translate): string {
  if (photo.id < 0) return t('photos.artwork', { n: -photo.id });
  return photo.alt || t('photos.photo');
}
