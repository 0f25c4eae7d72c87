import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/useT';
import { GuestGroupsPanel } from './guest-groups/GuestGroupsPanel';
import { PartiesPanel } from './parties/PartiesPanel';
import type { AdminDashboardData } from './useAdminDashboard';

/** What every panel receives: the dashboard's one query result. */
export interface AdminPanelProps {
  data: AdminDashboardData;
}

export interface AdminSectionEntry {
  /** The section's anchor (the contents list links to #id). */
  id: string;
  title: MessageId;
  /** A plain component, or React.lazy(...) for a heavy panel (the dashboard wraps each in Suspense). */
  Component: ComponentType<AdminPanelProps>;
  collapsible?: boolean;
}

/**
 * The dashboard's sections in the spec's order (§2 "Admin dashboard"). A new panel adds one
 * line at its place; the contents list and the page follow this list.
 */
export const ADMIN_SECTIONS: readonly AdminSectionEntry[] = [
  // 1. RSVP Statistics
  // 2. Bulk guest upload
  // 3. Trivia Questions
  { id: 'guest-groups', title: 'admin.guestGroups.title', Component: GuestGroupsPanel, collapsible: true },
  // 5. (a further admin panel)
  // 6. AI Chatbot Settings
  // 7. (three further admin panels)
  { id: 'parties', title: 'admin.parties.title', Component: PartiesPanel, collapsible: true },
];
