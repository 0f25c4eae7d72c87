import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/useT';
import { PartyGuestUploadPanel, PartyUploadPanel } from './bulk-upload/BulkUploadPanel';
import { ChatbotSettingsPanel } from './chatbot/ChatbotSettingsPanel';
import { GuestGroupsPanel } from './guest-groups/GuestGroupsPanel';
import { PartiesPanel } from './parties/PartiesPanel';
import { PartyGuestsPanel } from './party-guests/PartyGuestsPanel';
import { PollsPanel } from './polls/PollsPanel';
import { PaymentConfirmationsPanel } from './registry/PaymentConfirmationsPanel';
import { PaymentSettingsPanel } from './registry/PaymentSettingsPanel';
import { RegistryItemsPanel } from './registry/RegistryItemsPanel';
import { RsvpOptionsPanel } from './rsvp-options/RsvpOptionsPanel';
import { RsvpQuestionsPanel } from './rsvp-questions/RsvpQuestionsPanel';
import { SiteContentPanel } from './site-content/SiteContentPanel';
import { SiteImagesPanel } from './site-images/SiteImagesPanel';
import { StatisticsPanel } from './statistics/StatisticsPanel';
import { TriviaQuestionsPanel } from './trivia/TriviaQuestionsPanel';
import { BackupPanel } from './backup/BackupPanel';
import { EventsPanel } from './events/EventsPanel';
import { WeddingDetailsPanel } from './wedding-details/WeddingDetailsPanel';
import { MessagesPanel } from './messages/MessagesPanel';
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
  // Before the spec's sections: who, when and where (issue 20), which every guest page reads
  { id: 'wedding-details', title: 'admin.weddingDetails.title', Component: WeddingDetailsPanel },
  // 1. RSVP Statistics
  { id: 'rsvp-statistics', title: 'admin.statistics.title', Component: StatisticsPanel },
  // 2. Bulk guest upload
  { id: 'bulk-upload', title: 'admin.bulkUpload.title', Component: PartyUploadPanel },
  // 3. Trivia Questions
  { id: 'trivia-questions', title: 'admin.trivia.title', Component: TriviaQuestionsPanel },
  // 4. Guest Groups
  { id: 'guest-groups', title: 'admin.guestGroups.title', Component: GuestGroupsPanel, collapsible: true },
  // 5. (a further admin panel): the couple's texts of the guest pages
  { id: 'site-content', title: 'admin.siteContent.title', Component: SiteContentPanel, collapsible: true },
  { id: 'rsvp-options', title: 'admin.rsvpOptions.title', Component: RsvpOptionsPanel },
  // Several events (issue 21 §2): what guests answer for, per event
  { id: 'events', title: 'admin.events.title', Component: EventsPanel },
  // issue 21 §3: what the RSVP form asks besides attendance
  { id: 'rsvp-questions', title: 'admin.rsvpQuestions.title', Component: RsvpQuestionsPanel },
  // 6. AI Chatbot Settings
  { id: 'chatbot', title: 'admin.chatbot.title', Component: ChatbotSettingsPanel },
  // 7. (three further admin panels)
  { id: 'party-guests', title: 'admin.partyGuests.title', Component: PartyGuestsPanel },
  { id: 'bulk-party-guests', title: 'admin.bulkUpload.partyGuestsTitle', Component: PartyGuestUploadPanel },
  { id: 'payment-settings', title: 'admin.paymentSettings.title', Component: PaymentSettingsPanel },
  { id: 'registry-items', title: 'admin.registryItems.title', Component: RegistryItemsPanel },
  { id: 'payment-confirmations', title: 'admin.paymentConfirmations.title', Component: PaymentConfirmationsPanel },
  { id: 'polls', title: 'admin.polls.title', Component: PollsPanel },
  { id: 'site-images', title: 'admin.siteImages.title', Component: SiteImagesPanel },
  { id: 'parties', title: 'admin.parties.title', Component: PartiesPanel, collapsible: true },
  // Invitations, reminders, updates and how each went (issue 22)
  { id: 'messages', title: 'admin.messages.title', Component: MessagesPanel },
  { id: 'backups', title: 'admin.backup.title', Component: BackupPanel },
];
