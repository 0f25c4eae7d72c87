import { useState } from 'react';
import type { SessionUser } from './access';

/** Spec §4 "Page version selection": the versions each page renders. */
export const ACCOMMODATION_VERSIONS = [
  'default',
  'villa',
  'merlot',
  'cabernet',
  'syrah',
  'carinyena',
  'garnatxa',
  'pinot-noir',
  'malvasia',
  'moscatell',
  'xarello',
  'friends-room',
] as const;
export const SCHEDULE_VERSIONS = ['default', 'bridesmaids', 'groomsmen', 'parents'] as const;

export type VersionedPage = 'logistics' | 'eventSchedule';
const VERSIONS: Record<VersionedPage, readonly string[]> = { logistics: ACCOMMODATION_VERSIONS, eventSchedule: SCHEDULE_VERSIONS };

/** A version the page renders: unknown or unset values show default. */
export function knownVersion(page: VersionedPage, version: string | null | undefined): string {
  return version && VERSIONS[page].includes(version) ? version : 'default';
}

/** The party's own version of a page (its guest group's), as the page renders it. */
export function ownVersion(user: Pick<SessionUser, 'pageVersions'> | null, page: VersionedPage): string {
  return knownVersion(page, user?.pageVersions[page]);
}

/**
 * The version to ask the server for: a non-admin never names one (the server answers its own
 * and refuses another); an admin names the one chosen in the view-mode selector.
 */
export function requestedVersion(user: Pick<SessionUser, 'isAdmin'> | null, chosen: string): string | undefined {
  return user?.isAdmin ? chosen : undefined;
}

/** The version state of a versioned page: an admin's choice starts at their own version. */
export function usePageVersion(user: Pick<SessionUser, 'isAdmin' | 'pageVersions'> | null, page: VersionedPage) {
  const [chosen, choose] = useState(() => ownVersion(user, page));
  return {
    versions: VERSIONS[page],
    chosen: user?.isAdmin ? chosen : ownVersion(user, page),
    requested: requestedVersion(user, chosen),
    choose,
    canChoose: !!user?.isAdmin,
  };
}
