import { useMemo } from 'react';
import type { AdminDashboardData } from '../useAdminDashboard';
import { guestsByParty, type GuestWithAnswer } from './guestStatus';

const NONE: readonly GuestWithAnswer[] = [];

/** The dashboard's guests grouped by party (recomputed only when the dashboard is refetched). */
export function useGuestsByParty(data: AdminDashboardData) {
  const grouped = useMemo(() => guestsByParty(data.allPartyGuests, data.allGuestAttendance), [data.allPartyGuests, data.allGuestAttendance]);
  return (partyId: number): readonly GuestWithAnswer[] => grouped.get(partyId) ?? NONE;
}
