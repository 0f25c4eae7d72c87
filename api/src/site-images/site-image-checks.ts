import { badInput } from '../graphql/errors.js';
import { text, wholeNumber } from '../registry/registry-checks.js';
import { PHOTO_VERSIONS, SITE_IMAGE_LOCATIONS, type PhotoVersion, type SiteImageLocation } from './site-image.entity.js';

export const MAX_DESCRIPTION = 500;
export const MAX_ALT = 300;
export const MAX_DISPLAY_ORDER = 100_000;

export function location(value: string | null | undefined): SiteImageLocation {
  const v = (value ?? '').trim().toLowerCase();
  if (!(SITE_IMAGE_LOCATIONS as readonly string[]).includes(v)) {
    const allowed = SITE_IMAGE_LOCATIONS.join(', ');
    throw badInput('location', 'VALUE_NOT_ALLOWED', `location must be one of: ${allowed}`, { field: 'location', allowed });
  }
  return v as SiteImageLocation;
}

/** parents, close-friends, or blank (both sets). */
export function photoVersion(value: string | null | undefined): PhotoVersion {
  const v = (value ?? '').trim().toLowerCase();
  if (!(PHOTO_VERSIONS as readonly string[]).includes(v)) {
    throw badInput('photoVersion', 'VALUE_NOT_ALLOWED', 'photoVersion must be one of: parents, close-friends, or empty for both', {
      field: 'photoVersion',
      allowed: 'parents, close-friends',
    });
  }
  return v as PhotoVersion;
}

export const description = (value: string | null | undefined, field = 'description') => text(field, value, MAX_DESCRIPTION) ?? '';
export const alt = (value: string | null | undefined, field = 'alt') => text(field, value, MAX_ALT) ?? '';
export const displayOrder = (value: number) => wholeNumber('displayOrder', value, 0, MAX_DISPLAY_ORDER);
