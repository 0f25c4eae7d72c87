import { describe, expect, it } from 'vitest';
import { knownVersion, ownVersion, requestedVersion } from './pageVersion';

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
});
