import type { SiteImage } from '../../../site-images/siteImages';

export type PhotoVersion = 'parents' | 'close-friends';

/** Spec §4: close-friends for a party whose group has that set, otherwise parents. */
export const initialVersion = (groupVersion: string | undefined): PhotoVersion => (groupVersion === 'close-friends' ? 'close-friends' : 'parents');

/** Only parties whose group has the close-friends set may switch (spec §6). */
export const mayToggle = (groupVersion: string | undefined) => groupVersion === 'close-friends';

/** The photos of one set: its own and those for both (blank version). */
export const photosOf = (photos: SiteImage[], version: PhotoVersion) => photos.filter((p) => !p.photoVersion || p.photoVersion === version);
