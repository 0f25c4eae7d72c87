import { describe, expect, it } from 'vitest';
import * as server from '../../../api/src/content/content-keys';
import { ACCOMMODATION_VERSIONS as GROUP_FORM_ACCOMMODATIONS } from '../pages/admin/guest-groups/guestGroupOptions';
import { ACCOMMODATION_VERSIONS, knownVersion, ownVersion, requestedVersion, SCHEDULE_VERSIONS } from './pageVersion';

const versions = (logistics: string, eventSchedule: string) => ({ pageVersions: { logistics, eventSchedule } });

describe('page version selection (spec §4)', () => {
  it('shows the party’s own version, default when unset or unknown', () => {
    expect(ownVersion(versions('villa', 'parents'), 'logistics')).toBe('villa');
    expect(ownVersion(versions('villa', 'parents'), 'eventSchedule')).toBe('parents');
    expect(ownVersion(versions('castle', 'family'), 'logistics')).toBe('default');
    // "family" and "villa" exist in the group form but the schedule page renders only four versions.
    expect(ownVersion(versions('castle', 'family'), 'eventSchedule')).toBe('default');
    expect(ownVersion(null, 'logistics')).toBe('default');
    expect(knownVersion('logistics', 'friends-room')).toBe('friends-room');
    expect(knownVersion('logistics', '')).toBe('default');
  });

  it('a non-admin never asks for a version (the server answers its own); an admin asks for the chosen one', () => {
    expect(requestedVersion({ isAdmin: false }, 'villa')).toBeUndefined();
    expect(requestedVersion(null, 'villa')).toBeUndefined();
    expect(requestedVersion({ isAdmin: true }, 'villa')).toBe('villa');
  });

  it('knows the same versions as the server and the guest group form (the lists are spec constants kept on both sides)', () => {
    expect(ACCOMMODATION_VERSIONS).toEqual(server.ACCOMMODATION_VERSIONS);
    expect(SCHEDULE_VERSIONS).toEqual(server.SCHEDULE_VERSIONS);
    expect(GROUP_FORM_ACCOMMODATIONS.map((o) => o.value)).toEqual([...ACCOMMODATION_VERSIONS]);
  });
});
