/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChatbotContextInput = {
  /** At most 20,000 characters; empty clears it. */
  context: string;
  /** The context in Spanish, at most 20,000 characters; empty clears it; absent leaves it as it is. */
  contextEs?: string | null | undefined;
};

export type ChatbotEnabledInput = {
  enabled: boolean;
};

/** A new event. */
export type EventInput = {
  address?: string | null | undefined;
  /** YYYY-MM-DDTHH:MM, wall time in the wedding's time zone (Wedding Details). After start. */
  end: string;
  /** Names of the guest groups invited. */
  guestGroups?: Array<string>;
  /** An https:// maps link; blank: made from venue and address. */
  mapsUrl?: string | null | undefined;
  name: string;
  nameEs?: string | null | undefined;
  /** E.g. a dress code. */
  note?: string | null | undefined;
  noteEs?: string | null | undefined;
  /** YYYY-MM-DDTHH:MM, wall time in the wedding's time zone (Wedding Details). */
  start: string;
  venue: string;
};

/** Only the fields given change; a blank optional text clears it. */
export type EventUpdateInput = {
  address?: string | null | undefined;
  /** YYYY-MM-DDTHH:MM, wall time in the wedding's time zone (Wedding Details). */
  end?: string | null | undefined;
  /** Replaces the invited groups. */
  guestGroups?: Array<string> | null | undefined;
  mapsUrl?: string | null | undefined;
  name?: string | null | undefined;
  nameEs?: string | null | undefined;
  note?: string | null | undefined;
  noteEs?: string | null | undefined;
  /** YYYY-MM-DDTHH:MM, wall time in the wedding's time zone (Wedding Details). */
  start?: string | null | undefined;
  venue?: string | null | undefined;
};

export type GuestGroupInput = {
  accommodationsVersion?: string;
  allowedPages?: Array<string>;
  customLogistics?: string | null | undefined;
  /** The Spanish of customLogistics; guests reading Spanish get the English while it is empty. */
  customLogisticsEs?: string | null | undefined;
  customRegistry?: string | null | undefined;
  /** The Spanish of customRegistry; guests reading Spanish get the English while it is empty. */
  customRegistryEs?: string | null | undefined;
  description?: string | null | undefined;
  eventScheduleVersion?: string;
  name: string;
  photoVersion?: string;
  welcomeMessage?: string | null | undefined;
  /** The Spanish of welcomeMessage; guests reading Spanish get the English while it is empty. */
  welcomeMessageEs?: string | null | undefined;
};

/** Only the fields given change; null clears a free text. */
export type GuestGroupUpdateInput = {
  accommodationsVersion?: string | null | undefined;
  allowedPages?: Array<string> | null | undefined;
  customLogistics?: string | null | undefined;
  /** The Spanish of customLogistics; guests reading Spanish get the English while it is empty. */
  customLogisticsEs?: string | null | undefined;
  customRegistry?: string | null | undefined;
  /** The Spanish of customRegistry; guests reading Spanish get the English while it is empty. */
  customRegistryEs?: string | null | undefined;
  description?: string | null | undefined;
  eventScheduleVersion?: string | null | undefined;
  /** The "default" group keeps its name. */
  name?: string | null | undefined;
  photoVersion?: string | null | undefined;
  welcomeMessage?: string | null | undefined;
  /** The Spanish of welcomeMessage; guests reading Spanish get the English while it is empty. */
  welcomeMessageEs?: string | null | undefined;
};

/** Narrows a parties or guests list; every filter given must hold. */
export type GuestListFilter = {
  /** Only guests the statistics count: those of parties that may RSVP (for parties: only parties that may RSVP). */
  counted?: boolean | null | undefined;
  /** The guest group’s name, exactly. */
  guestGroup?: string | null | undefined;
  /** Attending guests who chose this meal (for parties: with at least one). */
  meal?: string | null | undefined;
  /** Guests with one of these statuses (for parties: with at least one such guest). */
  rsvpStatus?: Array<GuestRsvpStatus> | null | undefined;
  /** Part of a party’s last name, ZIP code or e-mail, or of a guest’s first or last name (any case). */
  search?: string | null | undefined;
};

/** Where a guest's answer stands. */
export type GuestRsvpStatus =
  | 'ATTENDING'
  | 'NOT_ATTENDING'
  | 'NO_RSVP'
  | 'PENDING';

/** Both languages of one template. Placeholders are {{name}}; {{#name}}…{{/name}} keeps its text only when name has a value. */
export type MessageTemplateInput = {
  /** Markdown. */
  body: string;
  /** Markdown; empty falls back to the English. */
  bodyEs?: string | null | undefined;
  /** One line. */
  subject: string;
  /** One line; empty falls back to the English. */
  subjectEs?: string | null | undefined;
};

/** A guest of a party being created. */
export type NewPartyGuestInput = {
  firstName: string;
  isChild?: boolean;
  /** The party's last name when not given. */
  lastName?: string | null | undefined;
};

/** Only the fields given change. */
export type NotifySettingsInput = {
  /** Where the notes go; empty or null: NOTIFY_EMAIL. */
  email?: string | null | undefined;
  /** each (a note for each RSVP and payment), daily (one digest a day) or off. */
  frequency?: string | null | undefined;
};

/** A guest to add to a party. */
export type PartyGuestInput = {
  firstName: string;
  isChild?: boolean;
  lastName: string;
  partyId: number;
  /** Place in the party's list; after its last guest when not given. */
  sortOrder?: number | null | undefined;
};

export type PartyInput = {
  canRsvp?: boolean;
  /** Optional; a valid address. */
  email?: string | null | undefined;
  guestGroup?: string;
  /** Its guests, created with it: all of them and the party, or nothing. */
  guests?: Array<NewPartyGuestInput> | null | undefined;
  isAdmin?: boolean;
  /** en or es; the site's default when not given. */
  language?: string | null | undefined;
  lastName: string;
  /** Plus-ones the party may name itself, 0 to 10. */
  plusOnesAllowed?: number;
  zipCode: string;
};

/** Orders of the parties list: by last name (A–Z or Z–A), ZIP code, newest first, or most guests first. */
export type PartySort =
  | 'GUESTS'
  | 'NAME'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'ZIP_CODE';

/** Only the fields given change. */
export type PartyUpdateInput = {
  canRsvp?: boolean | null | undefined;
  /** An empty text removes it. */
  email?: string | null | undefined;
  guestGroup?: string | null | undefined;
  isAdmin?: boolean | null | undefined;
  language?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Lowering it keeps the plus-ones already named. */
  plusOnesAllowed?: number | null | undefined;
  zipCode?: string | null | undefined;
};

/** Confirm or reject a payment, and keep a note. */
export type PaymentConfirmationUpdateInput = {
  adminNotes?: string | null | undefined;
  /** Accepted and ignored: confirming stamps the server’s time. */
  confirmedAt?: string | null | undefined;
  /** confirmed or rejected (or pending) */
  status?: string | null | undefined;
};

/** Only the fields given change; an empty text removes it. */
export type PaymentSettingsInput = {
  /** ISO 4217 code, e.g. USD or EUR. */
  currency?: string | null | undefined;
  venmoUsername?: string | null | undefined;
  zelleEmail?: string | null | undefined;
};

/** A new poll. */
export type PollInput = {
  active?: boolean;
  /** 2 to 10 distinct texts. */
  options: Array<string>;
  /** The options in Spanish: none, or one per option in the same order (a vote keeps its option whatever the language); a blank one shows the English. */
  optionsEs?: Array<string> | null | undefined;
  question: string;
  /** The question in Spanish; blank: Spanish readers see the English one. */
  questionEs?: string | null | undefined;
  /** prediction or preference */
  type: string;
};

/** Only the fields given change. Once a poll has votes its options can be reworded or added to, not removed. */
export type PollUpdateInput = {
  active?: boolean | null | undefined;
  options?: Array<string> | null | undefined;
  /** The options in Spanish: none, or one per option in the same order (a vote keeps its option whatever the language); a blank one shows the English. */
  optionsEs?: Array<string> | null | undefined;
  question?: string | null | undefined;
  /** The question in Spanish; blank: Spanish readers see the English one. */
  questionEs?: string | null | undefined;
  /** prediction or preference */
  type?: string | null | undefined;
};

/** A new registry item; remainingQuantity defaults to totalQuantity. */
export type RegistryItemInput = {
  active?: boolean;
  description?: string | null | undefined;
  descriptionEs?: string | null | undefined;
  displayOrder?: number;
  imageUrl?: string | null | undefined;
  name: string;
  /** The Spanish name; empty reads as the English. */
  nameEs?: string | null | undefined;
  /** In integer cents. */
  price?: number;
  remainingQuantity?: number | null | undefined;
  totalQuantity?: number;
};

/** Only the fields given change. */
export type RegistryItemUpdateInput = {
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  descriptionEs?: string | null | undefined;
  displayOrder?: number | null | undefined;
  imageUrl?: string | null | undefined;
  name?: string | null | undefined;
  /** The Spanish name; null or empty clears it. */
  nameEs?: string | null | undefined;
  price?: number | null | undefined;
  remainingQuantity?: number | null | undefined;
  totalQuantity?: number | null | undefined;
};

/** Only the fields given change. */
export type RsvpOptionsInput = {
  /** YYYY-MM-DD; null or empty removes the deadline. */
  deadline?: string | null | undefined;
  /** English names; an option whose Spanish is unchanged keeps it when mealOptionsEs is left out. */
  mealOptions?: Array<string> | null | undefined;
  /** The Spanish of each meal option, same length and order as mealOptions; '' reads as the English. */
  mealOptionsEs?: Array<string> | null | undefined;
  /** Days before the deadline for the automatic reminder, 1 to 60; null turns it off. Left out: unchanged. */
  reminderDaysBefore?: number | null | undefined;
};

/** A new RSVP question. */
export type RsvpQuestionInput = {
  /** Guest group names; left out: every group there is now. */
  guestGroups?: Array<string> | null | undefined;
  /** A choice’s options: 2 to 20. */
  options?: Array<string> | null | undefined;
  /** As many as options, or none (Spanish readers then see the English). */
  optionsEs?: Array<string> | null | undefined;
  perGuest?: boolean | null | undefined;
  required?: boolean | null | undefined;
  text: string;
  textEs?: string | null | undefined;
  /** text, choice or yesno */
  type: string;
};

/** Only the fields given change. A new type removes the answers given so far. */
export type RsvpQuestionUpdateInput = {
  guestGroups?: Array<string> | null | undefined;
  options?: Array<string> | null | undefined;
  optionsEs?: Array<string> | null | undefined;
  perGuest?: boolean | null | undefined;
  required?: boolean | null | undefined;
  text?: string | null | undefined;
  textEs?: string | null | undefined;
  type?: string | null | undefined;
};

/** Messages to queue: one per party with an e-mail among those chosen. */
export type SendMessagesInput = {
  /** The Markdown body (an update's is required); else the template's. */
  body?: string | null | undefined;
  /** The parties of these guest groups. Neither: every party but the admins. */
  groups?: Array<string> | null | undefined;
  /** invitation, reminder or update. */
  kind: string;
  /** These parties; with groups, those in either. */
  partyIds?: Array<number> | null | undefined;
  /** The subject (an update's is required); else the template's. */
  subject?: string | null | undefined;
};

/** Only the fields given change. */
export type SiteImageUpdateInput = {
  active?: boolean | null | undefined;
  alt?: string | null | undefined;
  altEs?: string | null | undefined;
  description?: string | null | undefined;
  descriptionEs?: string | null | undefined;
  displayOrder?: number | null | undefined;
  location?: string | null | undefined;
  photoVersion?: string | null | undefined;
};

/** Both languages of one text; an empty one falls back to the other. */
export type SiteTextInput = {
  en: string;
  es: string;
};

/** A new trivia question. */
export type TriviaQuestionInput = {
  active?: boolean;
  /** Blank: "Correct! Great job!" */
  correctMessage?: string | null | undefined;
  /** In Spanish; blank: the English message, or the Spanish default when the English one is the default. */
  correctMessageEs?: string | null | undefined;
  /** Zero-based index of the right option. */
  correctOption?: number;
  /** https player addresses of Spotify, Apple Music, SoundCloud or YouTube, parallel to options ("" for none). */
  embeds?: Array<string>;
  /** Blank: "So close! Try again next time." */
  incorrectMessage?: string | null | undefined;
  /** In Spanish; blank: the English message, or the Spanish default when the English one is the default. */
  incorrectMessageEs?: string | null | undefined;
  /** 1 to 10 distinct texts. */
  options: Array<string>;
  /** The options in Spanish: none, or one per option in the same order (an answer keeps its option whatever the language); a blank one shows the English. */
  optionsEs?: Array<string> | null | undefined;
  question: string;
  /** The question in Spanish; blank: Spanish readers see the English one. */
  questionEs?: string | null | undefined;
  /** standard or music */
  questionType?: string;
};

/** Only the fields given change. Once a question has answers its options can be reworded or added to, not removed. */
export type TriviaQuestionUpdateInput = {
  active?: boolean | null | undefined;
  correctMessage?: string | null | undefined;
  /** In Spanish; blank: the English message, or the Spanish default when the English one is the default. */
  correctMessageEs?: string | null | undefined;
  correctOption?: number | null | undefined;
  embeds?: Array<string> | null | undefined;
  incorrectMessage?: string | null | undefined;
  /** In Spanish; blank: the English message, or the Spanish default when the English one is the default. */
  incorrectMessageEs?: string | null | undefined;
  options?: Array<string> | null | undefined;
  /** The options in Spanish: none, or one per option in the same order (an answer keeps its option whatever the language); a blank one shows the English. */
  optionsEs?: Array<string> | null | undefined;
  question?: string | null | undefined;
  /** The question in Spanish; blank: Spanish readers see the English one. */
  questionEs?: string | null | undefined;
  questionType?: string | null | undefined;
};

/** Only the fields given change; a blank optional field (ceremonyTime, venueAddress, venueCity, mapsUrl) clears it. */
export type WeddingInput = {
  /** HH:MM on a 24-hour clock, e.g. 17:30 */
  ceremonyTime?: string | null | undefined;
  /** ISO 3166-1 alpha-2 code, e.g. ES */
  country?: string | null | undefined;
  /** Both names as one text; the partners' names replace it. */
  coupleNames?: string | null | undefined;
  /** The registry's ISO 4217 currency, e.g. EUR. */
  currency?: string | null | undefined;
  /** YYYY-MM-DD */
  date?: string | null | undefined;
  /** An https:// maps link; blank: made from the address. */
  mapsUrl?: string | null | undefined;
  partnerOneName?: string | null | undefined;
  partnerTwoName?: string | null | undefined;
  /** An IANA timezone, e.g. Europe/Madrid */
  timezone?: string | null | undefined;
  /** The street address. */
  venueAddress?: string | null | undefined;
  venueCity?: string | null | undefined;
  venueName?: string | null | undefined;
};

export type AdminBackupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBackupsQuery = { backups: Array<{ name: string, size: number, createdAt: unknown }> };

export type AdminChatbotQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminChatbotQuery = { chatbotEnabled: { enabled: boolean }, chatbotContext: { context: string, contextEs: string, source: string, provider: string, model: string | null } };

export type SetChatbotEnabledMutationVariables = Exact<{
  input: ChatbotEnabledInput;
}>;


export type SetChatbotEnabledMutation = { setChatbotEnabled: { enabled: boolean } };

export type UpdateChatbotContextMutationVariables = Exact<{
  input: ChatbotContextInput;
}>;


export type UpdateChatbotContextMutation = { updateChatbotContext: { context: string, contextEs: string, source: string, provider: string, model: string | null } };

export type AdminGuestGroupFieldsFragment = { id: number, name: string, description: string | null, welcomeMessage: string | null, welcomeMessageEs: string | null, customLogistics: string | null, customLogisticsEs: string | null, customRegistry: string | null, customRegistryEs: string | null, allowedPages: Array<string>, photoVersion: string, accommodationsVersion: string, eventScheduleVersion: string };

export type AdminPartyFieldsFragment = { id: number, lastName: string, zipCode: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, personalLink: string, plusOnesAllowed: number, email: string | null, language: string, unsubscribed: boolean };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { guestGroups: Array<{ id: number, name: string, description: string | null, welcomeMessage: string | null, welcomeMessageEs: string | null, customLogistics: string | null, customLogisticsEs: string | null, customRegistry: string | null, customRegistryEs: string | null, allowedPages: Array<string>, photoVersion: string, accommodationsVersion: string, eventScheduleVersion: string }>, weddingDetails: { partnerOneName: string, partnerTwoName: string, date: string, ceremonyTime: string, timezone: string, venueName: string, venueAddress: string, venueCity: string, country: string, mapsUrl: string, currency: string }, setupChecklist: { weddingDetails: boolean, guests: boolean, rsvpOptions: boolean, siteShared: boolean, complete: boolean }, rsvpStatistics: { totalInvited: number, responded: number, attending: number, notAttending: number, noResponse: number, responseRate: number, meals: Array<{ meal: string | null, count: number }>, events: Array<{ eventId: number, name: string, nameEs: string, start: string, invited: number, attending: number, notAttending: number, noResponse: number }>, questions: Array<{ questionId: number, text: string, type: string, perGuest: boolean, answered: number, options: Array<{ option: string, count: number }>, textAnswers: Array<{ partyId: number, guestId: number | null, name: string, value: string }> }> }, rsvpOptions: { deadline: string | null, mealOptions: Array<string>, mealOptionsEs: Array<string>, open: boolean, reminderDaysBefore: number | null }, paymentSettings: { venmoUsername: string | null, zelleEmail: string | null, currency: string }, adminRegistryItems: Array<{ id: number, name: string, nameEs: string | null, description: string | null, descriptionEs: string | null, imageUrl: string | null, price: number, totalQuantity: number, remainingQuantity: number, displayOrder: number, active: boolean, imageSrcSet: string, imageUploaded: boolean, imageAddress: string | null }>, paymentConfirmations: Array<{ id: number, registryItemId: number | null, itemName: string, guestName: string, guestEmail: string | null, quantity: number, amount: number, paymentMethod: string, status: string, confirmedAt: unknown, message: string | null, createdAt: unknown }> };

export type AdminEventFieldsFragment = { id: number, name: string, nameEs: string, start: string, end: string, timezone: string, venue: string, address: string, mapsUrl: string, note: string, noteEs: string, guestGroups: Array<string>, answerCount: number };

export type AdminEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEventsQuery = { adminEvents: Array<{ id: number, name: string, nameEs: string, start: string, end: string, timezone: string, venue: string, address: string, mapsUrl: string, note: string, noteEs: string, guestGroups: Array<string>, answerCount: number }> };

export type CreateEventMutationVariables = Exact<{
  input: EventInput;
}>;


export type CreateEventMutation = { createEvent: { id: number, name: string, nameEs: string, start: string, end: string, timezone: string, venue: string, address: string, mapsUrl: string, note: string, noteEs: string, guestGroups: Array<string>, answerCount: number } };

export type UpdateEventMutationVariables = Exact<{
  id: number;
  input: EventUpdateInput;
}>;


export type UpdateEventMutation = { updateEvent: { id: number, name: string, nameEs: string, start: string, end: string, timezone: string, venue: string, address: string, mapsUrl: string, note: string, noteEs: string, guestGroups: Array<string>, answerCount: number } };

export type DeleteEventMutationVariables = Exact<{
  id: number;
}>;


export type DeleteEventMutation = { deleteEvent: number };

export type CreateGuestGroupMutationVariables = Exact<{
  input: GuestGroupInput;
}>;


export type CreateGuestGroupMutation = { createGuestGroup: { id: number, name: string, description: string | null, welcomeMessage: string | null, welcomeMessageEs: string | null, customLogistics: string | null, customLogisticsEs: string | null, customRegistry: string | null, customRegistryEs: string | null, allowedPages: Array<string>, photoVersion: string, accommodationsVersion: string, eventScheduleVersion: string } };

export type UpdateGuestGroupMutationVariables = Exact<{
  id: number;
  input: GuestGroupUpdateInput;
}>;


export type UpdateGuestGroupMutation = { updateGuestGroup: { id: number, name: string, description: string | null, welcomeMessage: string | null, welcomeMessageEs: string | null, customLogistics: string | null, customLogisticsEs: string | null, customRegistry: string | null, customRegistryEs: string | null, allowedPages: Array<string>, photoVersion: string, accommodationsVersion: string, eventScheduleVersion: string } };

export type DeleteGuestGroupMutationVariables = Exact<{
  id: number;
}>;


export type DeleteGuestGroupMutation = { deleteGuestGroup: boolean };

export type AdminMessageTemplateFieldsFragment = { kind: string, subject: string, subjectEs: string, body: string, bodyEs: string, isDefault: boolean, subjectPlaceholders: Array<string>, bodyPlaceholders: Array<string>, requiredPlaceholders: Array<string> };

export type AdminMessageTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMessageTemplatesQuery = { messageTemplates: Array<{ kind: string, subject: string, subjectEs: string, body: string, bodyEs: string, isDefault: boolean, subjectPlaceholders: Array<string>, bodyPlaceholders: Array<string>, requiredPlaceholders: Array<string> }> };

export type MessageTemplatePreviewQueryVariables = Exact<{
  kind: string;
  language?: string | null | undefined;
  input: MessageTemplateInput;
}>;


export type MessageTemplatePreviewQuery = { messageTemplatePreview: { subject: string, html: string, text: string } };

export type UpdateMessageTemplateMutationVariables = Exact<{
  kind: string;
  input: MessageTemplateInput;
}>;


export type UpdateMessageTemplateMutation = { updateMessageTemplate: { kind: string, subject: string, subjectEs: string, body: string, bodyEs: string, isDefault: boolean, subjectPlaceholders: Array<string>, bodyPlaceholders: Array<string>, requiredPlaceholders: Array<string> } };

export type RestoreMessageTemplateMutationVariables = Exact<{
  kind: string;
}>;


export type RestoreMessageTemplateMutation = { restoreMessageTemplate: { kind: string, subject: string, subjectEs: string, body: string, bodyEs: string, isDefault: boolean, subjectPlaceholders: Array<string>, bodyPlaceholders: Array<string>, requiredPlaceholders: Array<string> } };

export type AdminMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMessagesQuery = { mailServer: { configured: boolean, from: string }, messages: Array<{ id: number, partyId: number | null, partyName: string | null, kind: string, toAddress: string, language: string, status: string, attempts: number, time: unknown, error: string | null }>, guestGroups: Array<{ id: number, name: string }>, notifySettings: { email: string | null, frequency: string, defaultEmail: string | null, sendTo: string | null, digestHour: number } };

export type NotifySettingsFieldsFragment = { email: string | null, frequency: string, defaultEmail: string | null, sendTo: string | null, digestHour: number };

export type UpdateNotifySettingsMutationVariables = Exact<{
  input: NotifySettingsInput;
}>;


export type UpdateNotifySettingsMutation = { updateNotifySettings: { email: string | null, frequency: string, defaultEmail: string | null, sendTo: string | null, digestHour: number } };

export type SendMessagesMutationVariables = Exact<{
  input: SendMessagesInput;
}>;


export type SendMessagesMutation = { sendMessages: { queued: number, withoutEmail: number, unsubscribed: number, answered: number, mailServerConfigured: boolean } };

export type CreatePartyMutationVariables = Exact<{
  input: PartyInput;
}>;


export type CreatePartyMutation = { createParty: { id: number, lastName: string, zipCode: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, personalLink: string, plusOnesAllowed: number, email: string | null, language: string, unsubscribed: boolean } };

export type UpdatePartyMutationVariables = Exact<{
  id: number;
  input: PartyUpdateInput;
}>;


export type UpdatePartyMutation = { updateParty: { id: number, lastName: string, zipCode: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, personalLink: string, plusOnesAllowed: number, email: string | null, language: string, unsubscribed: boolean } };

export type PartyDeletionQueryVariables = Exact<{
  id: number;
}>;


export type PartyDeletionQuery = { partyDeletion: { partyId: number, guests: number, rsvpAnswers: number, pollVotes: number, triviaAnswers: number, paymentConfirmationsKept: number } };

export type DeletePartyMutationVariables = Exact<{
  id: number;
}>;


export type DeletePartyMutation = { deleteParty: { partyId: number } };

export type RegeneratePersonalLinkMutationVariables = Exact<{
  partyId: number;
}>;


export type RegeneratePersonalLinkMutation = { regeneratePersonalLink: { id: number, lastName: string, zipCode: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, personalLink: string, plusOnesAllowed: number, email: string | null, language: string, unsubscribed: boolean } };

export type AdminPartiesPageQueryVariables = Exact<{
  filter?: GuestListFilter | null | undefined;
  sort: PartySort;
  offset: number;
  limit: number;
}>;


export type AdminPartiesPageQuery = { partiesPage: { total: number, offset: number, limit: number, items: Array<{ id: number, lastName: string, zipCode: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, personalLink: string, plusOnesAllowed: number, email: string | null, language: string, unsubscribed: boolean }>, guests: Array<{ id: number, partyId: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number, status: GuestRsvpStatus, mealPreference: string | null, dietaryRestrictions: string | null, partyLastName: string }> } };

export type AdminPartyPickerQueryVariables = Exact<{
  search?: string | null | undefined;
  limit: number;
}>;


export type AdminPartyPickerQuery = { partiesPage: { total: number, items: Array<{ id: number, lastName: string, zipCode: string }> } };

export type AdminPartyGuestFieldsFragment = { id: number, partyId: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number };

export type AdminGuestsOfPartyQueryVariables = Exact<{
  partyId: number;
}>;


export type AdminGuestsOfPartyQuery = { guestsOfParty: Array<{ id: number, partyId: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number }> };

export type AddPartyGuestsMutationVariables = Exact<{
  guests: Array<PartyGuestInput> | PartyGuestInput;
}>;


export type AddPartyGuestsMutation = { addPartyGuests: Array<{ id: number, partyId: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number }> };

export type DeletePartyGuestMutationVariables = Exact<{
  id: number;
}>;


export type DeletePartyGuestMutation = { deletePartyGuest: boolean };

export type AdminPollFieldsFragment = { id: number, question: string, questionEs: string | null, options: Array<string>, optionsEs: Array<string> | null, type: string, active: boolean, voteCounts: Array<number> };

export type AdminPollsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPollsQuery = { adminPolls: Array<{ id: number, question: string, questionEs: string | null, options: Array<string>, optionsEs: Array<string> | null, type: string, active: boolean, voteCounts: Array<number> }> };

export type CreatePollMutationVariables = Exact<{
  input: PollInput;
}>;


export type CreatePollMutation = { createPoll: { id: number, question: string, questionEs: string | null, options: Array<string>, optionsEs: Array<string> | null, type: string, active: boolean, voteCounts: Array<number> } };

export type UpdatePollMutationVariables = Exact<{
  id: number;
  input: PollUpdateInput;
}>;


export type UpdatePollMutation = { updatePoll: { id: number, question: string, questionEs: string | null, options: Array<string>, optionsEs: Array<string> | null, type: string, active: boolean, voteCounts: Array<number> } };

export type DeletePollMutationVariables = Exact<{
  id: number;
}>;


export type DeletePollMutation = { deletePoll: boolean };

export type AdminRegistryItemImageFragment = { id: number, name: string, imageUrl: string | null, imageSrcSet: string, imageUploaded: boolean, imageAddress: string | null };

export type RemoveRegistryItemImageMutationVariables = Exact<{
  id: number;
}>;


export type RemoveRegistryItemImageMutation = { removeRegistryItemImage: { id: number, name: string, imageUrl: string | null, imageSrcSet: string, imageUploaded: boolean, imageAddress: string | null } };

export type AdminRegistryItemFieldsFragment = { id: number, name: string, nameEs: string | null, description: string | null, descriptionEs: string | null, imageUrl: string | null, price: number, totalQuantity: number, remainingQuantity: number, displayOrder: number, active: boolean, imageSrcSet: string, imageUploaded: boolean, imageAddress: string | null };

export type AdminPaymentSettingsFieldsFragment = { venmoUsername: string | null, zelleEmail: string | null, currency: string };

export type AdminPaymentConfirmationFieldsFragment = { id: number, registryItemId: number | null, itemName: string, guestName: string, guestEmail: string | null, quantity: number, amount: number, paymentMethod: string, status: string, confirmedAt: unknown, message: string | null, createdAt: unknown };

export type AdminPaymentSettingsFragment = { paymentSettings: { venmoUsername: string | null, zelleEmail: string | null, currency: string } };

export type AdminRegistryItemsFragment = { adminRegistryItems: Array<{ id: number, name: string, nameEs: string | null, description: string | null, descriptionEs: string | null, imageUrl: string | null, price: number, totalQuantity: number, remainingQuantity: number, displayOrder: number, active: boolean, imageSrcSet: string, imageUploaded: boolean, imageAddress: string | null }> };

export type AdminPaymentConfirmationsFragment = { paymentConfirmations: Array<{ id: number, registryItemId: number | null, itemName: string, guestName: string, guestEmail: string | null, quantity: number, amount: number, paymentMethod: string, status: string, confirmedAt: unknown, message: string | null, createdAt: unknown }> };

export type UpdatePaymentSettingsMutationVariables = Exact<{
  input: PaymentSettingsInput;
}>;


export type UpdatePaymentSettingsMutation = { updatePaymentSettings: { venmoUsername: string | null, zelleEmail: string | null, currency: string } };

export type CreateRegistryItemMutationVariables = Exact<{
  input: RegistryItemInput;
}>;


export type CreateRegistryItemMutation = { createRegistryItem: { id: number, name: string, nameEs: string | null, description: string | null, descriptionEs: string | null, imageUrl: string | null, price: number, totalQuantity: number, remainingQuantity: number, displayOrder: number, active: boolean, imageSrcSet: string, imageUploaded: boolean, imageAddress: string | null } };

export type UpdateRegistryItemMutationVariables = Exact<{
  id: number;
  input: RegistryItemUpdateInput;
}>;


export type UpdateRegistryItemMutation = { updateRegistryItem: { id: number, name: string, nameEs: string | null, description: string | null, descriptionEs: string | null, imageUrl: string | null, price: number, totalQuantity: number, remainingQuantity: number, displayOrder: number, active: boolean, imageSrcSet: string, imageUploaded: boolean, imageAddress: string | null } };

export type DeleteRegistryItemMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRegistryItemMutation = { deleteRegistryItem: boolean };

export type UpdatePaymentConfirmationMutationVariables = Exact<{
  id: number;
  input: PaymentConfirmationUpdateInput;
}>;


export type UpdatePaymentConfirmationMutation = { updatePaymentConfirmation: { id: number, registryItemId: number | null, itemName: string, guestName: string, guestEmail: string | null, quantity: number, amount: number, paymentMethod: string, status: string, confirmedAt: unknown, message: string | null, createdAt: unknown } };

export type AdminRsvpOptionsFragment = { rsvpOptions: { deadline: string | null, mealOptions: Array<string>, mealOptionsEs: Array<string>, open: boolean, reminderDaysBefore: number | null } };

export type UpdateRsvpOptionsMutationVariables = Exact<{
  input: RsvpOptionsInput;
}>;


export type UpdateRsvpOptionsMutation = { updateRsvpOptions: { deadline: string | null, mealOptions: Array<string>, mealOptionsEs: Array<string>, open: boolean, reminderDaysBefore: number | null } };

export type AdminRsvpQuestionStatisticsFragment = { questions: Array<{ questionId: number, text: string, type: string, perGuest: boolean, answered: number, options: Array<{ option: string, count: number }>, textAnswers: Array<{ partyId: number, guestId: number | null, name: string, value: string }> }> };

export type AdminRsvpQuestionFieldsFragment = { id: number, text: string, textEs: string, type: string, options: Array<string>, optionsEs: Array<string>, required: boolean, perGuest: boolean, guestGroups: Array<string> };

export type AdminRsvpQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRsvpQuestionsQuery = { adminRsvpQuestions: Array<{ id: number, text: string, textEs: string, type: string, options: Array<string>, optionsEs: Array<string>, required: boolean, perGuest: boolean, guestGroups: Array<string> }> };

export type CreateRsvpQuestionMutationVariables = Exact<{
  input: RsvpQuestionInput;
}>;


export type CreateRsvpQuestionMutation = { createRsvpQuestion: { id: number, text: string, textEs: string, type: string, options: Array<string>, optionsEs: Array<string>, required: boolean, perGuest: boolean, guestGroups: Array<string> } };

export type UpdateRsvpQuestionMutationVariables = Exact<{
  id: number;
  input: RsvpQuestionUpdateInput;
}>;


export type UpdateRsvpQuestionMutation = { updateRsvpQuestion: { id: number, text: string, textEs: string, type: string, options: Array<string>, optionsEs: Array<string>, required: boolean, perGuest: boolean, guestGroups: Array<string> } };

export type DeleteRsvpQuestionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRsvpQuestionMutation = { deleteRsvpQuestion: boolean };

export type AdminSiteTextFieldsFragment = { key: string, page: string, format: string, en: string, es: string };

export type AdminSiteTextsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteTextsQuery = { siteTexts: Array<{ key: string, page: string, format: string, en: string, es: string }> };

export type UpdateSiteTextMutationVariables = Exact<{
  key: string;
  input: SiteTextInput;
}>;


export type UpdateSiteTextMutation = { updateSiteText: { key: string, page: string, format: string, en: string, es: string } };

export type AdminSiteImageFieldsFragment = { id: number, location: string, description: string, descriptionEs: string, url: string, thumbnailUrl: string, alt: string, altEs: string, displayOrder: number, active: boolean, photoVersion: string };

export type AdminSiteImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteImagesQuery = { adminSiteImages: Array<{ id: number, location: string, description: string, descriptionEs: string, url: string, thumbnailUrl: string, alt: string, altEs: string, displayOrder: number, active: boolean, photoVersion: string }> };

export type UpdateSiteImageMutationVariables = Exact<{
  id: number;
  input: SiteImageUpdateInput;
}>;


export type UpdateSiteImageMutation = { updateSiteImage: { id: number, location: string, description: string, descriptionEs: string, url: string, thumbnailUrl: string, alt: string, altEs: string, displayOrder: number, active: boolean, photoVersion: string } };

export type DeleteSiteImageMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSiteImageMutation = { deleteSiteImage: boolean };

export type AdminGuestRowFieldsFragment = { id: number, partyId: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number, status: GuestRsvpStatus, mealPreference: string | null, dietaryRestrictions: string | null, partyLastName: string };

export type AdminGuestsPageQueryVariables = Exact<{
  filter?: GuestListFilter | null | undefined;
  eventId?: number | null | undefined;
  offset: number;
  limit: number;
}>;


export type AdminGuestsPageQuery = { guestsPage: { total: number, offset: number, limit: number, items: Array<{ id: number, partyId: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number, status: GuestRsvpStatus, mealPreference: string | null, dietaryRestrictions: string | null, partyLastName: string }> } };

export type AdminRsvpStatisticsFragment = { rsvpStatistics: { totalInvited: number, responded: number, attending: number, notAttending: number, noResponse: number, responseRate: number, meals: Array<{ meal: string | null, count: number }>, events: Array<{ eventId: number, name: string, nameEs: string, start: string, invited: number, attending: number, notAttending: number, noResponse: number }>, questions: Array<{ questionId: number, text: string, type: string, perGuest: boolean, answered: number, options: Array<{ option: string, count: number }>, textAnswers: Array<{ partyId: number, guestId: number | null, name: string, value: string }> }> } };

export type AdminStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatisticsQuery = { rsvpStatistics: { totalInvited: number, responded: number, attending: number, notAttending: number, noResponse: number, responseRate: number, meals: Array<{ meal: string | null, count: number }>, events: Array<{ eventId: number, name: string, nameEs: string, start: string, invited: number, attending: number, notAttending: number, noResponse: number }>, questions: Array<{ questionId: number, text: string, type: string, perGuest: boolean, answered: number, options: Array<{ option: string, count: number }>, textAnswers: Array<{ partyId: number, guestId: number | null, name: string, value: string }> }> } };

export type AdminTriviaQuestionFieldsFragment = { id: number, question: string, questionEs: string | null, options: Array<string>, optionsEs: Array<string> | null, correctOption: number | null, active: boolean, embeds: Array<string>, questionType: string, correctMessage: string | null, incorrectMessage: string | null, correctMessageEs: string | null, incorrectMessageEs: string | null, answerCounts: Array<number> };

export type AdminTriviaQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTriviaQuestionsQuery = { adminTriviaQuestions: Array<{ id: number, question: string, questionEs: string | null, options: Array<string>, optionsEs: Array<string> | null, correctOption: number | null, active: boolean, embeds: Array<string>, questionType: string, correctMessage: string | null, incorrectMessage: string | null, correctMessageEs: string | null, incorrectMessageEs: string | null, answerCounts: Array<number> }> };

export type CreateTriviaQuestionMutationVariables = Exact<{
  input: TriviaQuestionInput;
}>;


export type CreateTriviaQuestionMutation = { createTriviaQuestion: { id: number, question: string, questionEs: string | null, options: Array<string>, optionsEs: Array<string> | null, correctOption: number | null, active: boolean, embeds: Array<string>, questionType: string, correctMessage: string | null, incorrectMessage: string | null, correctMessageEs: string | null, incorrectMessageEs: string | null, answerCounts: Array<number> } };

export type UpdateTriviaQuestionMutationVariables = Exact<{
  id: number;
  input: TriviaQuestionUpdateInput;
}>;


export type UpdateTriviaQuestionMutation = { updateTriviaQuestion: { id: number, question: string, questionEs: string | null, options: Array<string>, optionsEs: Array<string> | null, correctOption: number | null, active: boolean, embeds: Array<string>, questionType: string, correctMessage: string | null, incorrectMessage: string | null, correctMessageEs: string | null, incorrectMessageEs: string | null, answerCounts: Array<number> } };

export type DeleteTriviaQuestionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTriviaQuestionMutation = { deleteTriviaQuestion: boolean };

export type AdminWeddingDetailsFieldsFragment = { partnerOneName: string, partnerTwoName: string, date: string, ceremonyTime: string, timezone: string, venueName: string, venueAddress: string, venueCity: string, country: string, mapsUrl: string, currency: string };

export type AdminSetupChecklistFieldsFragment = { weddingDetails: boolean, guests: boolean, rsvpOptions: boolean, siteShared: boolean, complete: boolean };

export type AdminWeddingDetailsFragment = { weddingDetails: { partnerOneName: string, partnerTwoName: string, date: string, ceremonyTime: string, timezone: string, venueName: string, venueAddress: string, venueCity: string, country: string, mapsUrl: string, currency: string }, setupChecklist: { weddingDetails: boolean, guests: boolean, rsvpOptions: boolean, siteShared: boolean, complete: boolean } };

export type UpdateWeddingDetailsMutationVariables = Exact<{
  input: WeddingInput;
}>;


export type UpdateWeddingDetailsMutation = { updateWedding: { coupleNames: string } };

export type MarkSiteSharedMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkSiteSharedMutation = { markSiteShared: { weddingDetails: boolean, guests: boolean, rsvpOptions: boolean, siteShared: boolean, complete: boolean } };

export const AdminGuestGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"customLogistics"}},{"kind":"Field","name":{"kind":"Name","value":"customLogisticsEs"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistry"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistryEs"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}},{"kind":"Field","name":{"kind":"Name","value":"accommodationsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"eventScheduleVersion"}}]}}]} as unknown as DocumentNode<AdminGuestGroupFieldsFragment, unknown>;
export const AdminPartyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"personalLink"}},{"kind":"Field","name":{"kind":"Name","value":"plusOnesAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribed"}}]}}]} as unknown as DocumentNode<AdminPartyFieldsFragment, unknown>;
export const AdminEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"noteEs"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]} as unknown as DocumentNode<AdminEventFieldsFragment, unknown>;
export const AdminMessageTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"subjectEs"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyEs"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"subjectPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPlaceholders"}}]}}]} as unknown as DocumentNode<AdminMessageTemplateFieldsFragment, unknown>;
export const NotifySettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotifySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sendTo"}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}}]}}]} as unknown as DocumentNode<NotifySettingsFieldsFragment, unknown>;
export const AdminPartyGuestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<AdminPartyGuestFieldsFragment, unknown>;
export const AdminPollFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionEs"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"voteCounts"}}]}}]} as unknown as DocumentNode<AdminPollFieldsFragment, unknown>;
export const AdminPaymentSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venmoUsername"}},{"kind":"Field","name":{"kind":"Name","value":"zelleEmail"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<AdminPaymentSettingsFieldsFragment, unknown>;
export const AdminPaymentSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venmoUsername"}},{"kind":"Field","name":{"kind":"Name","value":"zelleEmail"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<AdminPaymentSettingsFragment, unknown>;
export const AdminRegistryItemImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"imageAddress"}}]}}]} as unknown as DocumentNode<AdminRegistryItemImageFragment, unknown>;
export const AdminRegistryItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEs"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"imageAddress"}}]}}]} as unknown as DocumentNode<AdminRegistryItemFieldsFragment, unknown>;
export const AdminRegistryItemsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItems"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRegistryItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"imageAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEs"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<AdminRegistryItemsFragment, unknown>;
export const AdminPaymentConfirmationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentConfirmationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminPaymentConfirmationFieldsFragment, unknown>;
export const AdminPaymentConfirmationsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentConfirmations"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentConfirmations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentConfirmationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentConfirmationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminPaymentConfirmationsFragment, unknown>;
export const AdminRsvpOptionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpOptions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rsvpOptions"},"name":{"kind":"Name","value":"adminRsvpOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"mealOptions"}},{"kind":"Field","name":{"kind":"Name","value":"mealOptionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}}]}}]} as unknown as DocumentNode<AdminRsvpOptionsFragment, unknown>;
export const AdminRsvpQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRsvpQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textEs"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"}}]}}]} as unknown as DocumentNode<AdminRsvpQuestionFieldsFragment, unknown>;
export const AdminSiteTextFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSiteTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"es"}}]}}]} as unknown as DocumentNode<AdminSiteTextFieldsFragment, unknown>;
export const AdminSiteImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSiteImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSiteImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEs"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"altEs"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<AdminSiteImageFieldsFragment, unknown>;
export const AdminGuestRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGuestRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"partyLastName"}}]}}]} as unknown as DocumentNode<AdminGuestRowFieldsFragment, unknown>;
export const AdminRsvpQuestionStatisticsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpQuestionStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRsvpQuestionStatisticsFragment, unknown>;
export const AdminRsvpStatisticsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvpStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalInvited"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"notAttending"}},{"kind":"Field","name":{"kind":"Name","value":"noResponse"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"notAttending"}},{"kind":"Field","name":{"kind":"Name","value":"noResponse"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRsvpQuestionStatistics"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpQuestionStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRsvpStatisticsFragment, unknown>;
export const AdminTriviaQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTriviaQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionEs"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"embeds"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessage"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessage"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"answerCounts"}}]}}]} as unknown as DocumentNode<AdminTriviaQuestionFieldsFragment, unknown>;
export const AdminWeddingDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWeddingDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeddingDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerOneName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerTwoName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ceremonyTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}},{"kind":"Field","name":{"kind":"Name","value":"venueAddress"}},{"kind":"Field","name":{"kind":"Name","value":"venueCity"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<AdminWeddingDetailsFieldsFragment, unknown>;
export const AdminSetupChecklistFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSetupChecklistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetupChecklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weddingDetails"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"rsvpOptions"}},{"kind":"Field","name":{"kind":"Name","value":"siteShared"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]} as unknown as DocumentNode<AdminSetupChecklistFieldsFragment, unknown>;
export const AdminWeddingDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWeddingDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weddingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWeddingDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setupChecklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSetupChecklistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWeddingDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeddingDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerOneName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerTwoName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ceremonyTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}},{"kind":"Field","name":{"kind":"Name","value":"venueAddress"}},{"kind":"Field","name":{"kind":"Name","value":"venueCity"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSetupChecklistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetupChecklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weddingDetails"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"rsvpOptions"}},{"kind":"Field","name":{"kind":"Name","value":"siteShared"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]} as unknown as DocumentNode<AdminWeddingDetailsFragment, unknown>;
export const AdminBackupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBackups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AdminBackupsQuery, AdminBackupsQueryVariables>;
export const AdminChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminChatbot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotEnabled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chatbotContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"contextEs"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]} as unknown as DocumentNode<AdminChatbotQuery, AdminChatbotQueryVariables>;
export const SetChatbotEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetChatbotEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotEnabledInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChatbotEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SetChatbotEnabledMutation, SetChatbotEnabledMutationVariables>;
export const UpdateChatbotContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateChatbotContext"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotContextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatbotContext"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"contextEs"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]} as unknown as DocumentNode<UpdateChatbotContextMutation, UpdateChatbotContextMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWeddingDetails"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRsvpStatistics"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRsvpOptions"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGuestGroupFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentSettings"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItems"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentConfirmations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWeddingDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WeddingDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerOneName"}},{"kind":"Field","name":{"kind":"Name","value":"partnerTwoName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ceremonyTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"venueName"}},{"kind":"Field","name":{"kind":"Name","value":"venueAddress"}},{"kind":"Field","name":{"kind":"Name","value":"venueCity"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSetupChecklistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetupChecklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weddingDetails"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"rsvpOptions"}},{"kind":"Field","name":{"kind":"Name","value":"siteShared"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpQuestionStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venmoUsername"}},{"kind":"Field","name":{"kind":"Name","value":"zelleEmail"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"imageAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEs"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentConfirmationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWeddingDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weddingDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWeddingDetailsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setupChecklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSetupChecklistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvpStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalInvited"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"notAttending"}},{"kind":"Field","name":{"kind":"Name","value":"noResponse"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"notAttending"}},{"kind":"Field","name":{"kind":"Name","value":"noResponse"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRsvpQuestionStatistics"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpOptions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"rsvpOptions"},"name":{"kind":"Name","value":"adminRsvpOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"mealOptions"}},{"kind":"Field","name":{"kind":"Name","value":"mealOptionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"customLogistics"}},{"kind":"Field","name":{"kind":"Name","value":"customLogisticsEs"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistry"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistryEs"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}},{"kind":"Field","name":{"kind":"Name","value":"accommodationsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"eventScheduleVersion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItems"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRegistryItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentConfirmations"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentConfirmations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentConfirmationFields"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"noteEs"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]} as unknown as DocumentNode<AdminEventsQuery, AdminEventsQueryVariables>;
export const CreateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"noteEs"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]} as unknown as DocumentNode<CreateEventMutation, CreateEventMutationVariables>;
export const UpdateEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"noteEs"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}}]}}]} as unknown as DocumentNode<UpdateEventMutation, UpdateEventMutationVariables>;
export const DeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEventMutation, DeleteEventMutationVariables>;
export const CreateGuestGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGuestGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGuestGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGuestGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"customLogistics"}},{"kind":"Field","name":{"kind":"Name","value":"customLogisticsEs"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistry"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistryEs"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}},{"kind":"Field","name":{"kind":"Name","value":"accommodationsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"eventScheduleVersion"}}]}}]} as unknown as DocumentNode<CreateGuestGroupMutation, CreateGuestGroupMutationVariables>;
export const UpdateGuestGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGuestGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroupUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGuestGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGuestGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"customLogistics"}},{"kind":"Field","name":{"kind":"Name","value":"customLogisticsEs"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistry"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistryEs"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}},{"kind":"Field","name":{"kind":"Name","value":"accommodationsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"eventScheduleVersion"}}]}}]} as unknown as DocumentNode<UpdateGuestGroupMutation, UpdateGuestGroupMutationVariables>;
export const DeleteGuestGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGuestGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGuestGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteGuestGroupMutation, DeleteGuestGroupMutationVariables>;
export const AdminMessageTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessageTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"subjectEs"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyEs"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"subjectPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPlaceholders"}}]}}]} as unknown as DocumentNode<AdminMessageTemplatesQuery, AdminMessageTemplatesQueryVariables>;
export const MessageTemplatePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageTemplatePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageTemplatePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<MessageTemplatePreviewQuery, MessageTemplatePreviewQueryVariables>;
export const UpdateMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessageTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"subjectEs"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyEs"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"subjectPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPlaceholders"}}]}}]} as unknown as DocumentNode<UpdateMessageTemplateMutation, UpdateMessageTemplateMutationVariables>;
export const RestoreMessageTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreMessageTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreMessageTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMessageTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMessageTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"subjectEs"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyEs"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"subjectPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"bodyPlaceholders"}},{"kind":"Field","name":{"kind":"Name","value":"requiredPlaceholders"}}]}}]} as unknown as DocumentNode<RestoreMessageTemplateMutation, RestoreMessageTemplateMutationVariables>;
export const AdminMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailServer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"from"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"partyName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotifySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotifySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sendTo"}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}}]}}]} as unknown as DocumentNode<AdminMessagesQuery, AdminMessagesQueryVariables>;
export const UpdateNotifySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotifySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotifySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotifySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotifySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotifySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"defaultEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sendTo"}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}}]}}]} as unknown as DocumentNode<UpdateNotifySettingsMutation, UpdateNotifySettingsMutationVariables>;
export const SendMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"withoutEmail"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribed"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"mailServerConfigured"}}]}}]}}]} as unknown as DocumentNode<SendMessagesMutation, SendMessagesMutationVariables>;
export const CreatePartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"personalLink"}},{"kind":"Field","name":{"kind":"Name","value":"plusOnesAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribed"}}]}}]} as unknown as DocumentNode<CreatePartyMutation, CreatePartyMutationVariables>;
export const UpdatePartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"personalLink"}},{"kind":"Field","name":{"kind":"Name","value":"plusOnesAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribed"}}]}}]} as unknown as DocumentNode<UpdatePartyMutation, UpdatePartyMutationVariables>;
export const PartyDeletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartyDeletion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyDeletion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"rsvpAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"pollVotes"}},{"kind":"Field","name":{"kind":"Name","value":"triviaAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"paymentConfirmationsKept"}}]}}]}}]} as unknown as DocumentNode<PartyDeletionQuery, PartyDeletionQueryVariables>;
export const DeletePartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}}]}}]}}]} as unknown as DocumentNode<DeletePartyMutation, DeletePartyMutationVariables>;
export const RegeneratePersonalLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegeneratePersonalLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regeneratePersonalLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"personalLink"}},{"kind":"Field","name":{"kind":"Name","value":"plusOnesAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribed"}}]}}]} as unknown as DocumentNode<RegeneratePersonalLinkMutation, RegeneratePersonalLinkMutationVariables>;
export const AdminPartiesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPartiesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartySort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partiesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGuestRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"personalLink"}},{"kind":"Field","name":{"kind":"Name","value":"plusOnesAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGuestRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"partyLastName"}}]}}]} as unknown as DocumentNode<AdminPartiesPageQuery, AdminPartiesPageQueryVariables>;
export const AdminPartyPickerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPartyPicker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partiesPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPartyPickerQuery, AdminPartyPickerQueryVariables>;
export const AdminGuestsOfPartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGuestsOfParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestsOfParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartyGuestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<AdminGuestsOfPartyQuery, AdminGuestsOfPartyQueryVariables>;
export const AddPartyGuestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPartyGuests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guests"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartyGuestInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPartyGuests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guests"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartyGuestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<AddPartyGuestsMutation, AddPartyGuestsMutationVariables>;
export const DeletePartyGuestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePartyGuest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePartyGuest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePartyGuestMutation, DeletePartyGuestMutationVariables>;
export const AdminPollsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPolls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPolls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPollFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionEs"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"voteCounts"}}]}}]} as unknown as DocumentNode<AdminPollsQuery, AdminPollsQueryVariables>;
export const CreatePollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PollInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPollFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionEs"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"voteCounts"}}]}}]} as unknown as DocumentNode<CreatePollMutation, CreatePollMutationVariables>;
export const UpdatePollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PollUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPollFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionEs"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"voteCounts"}}]}}]} as unknown as DocumentNode<UpdatePollMutation, UpdatePollMutationVariables>;
export const DeletePollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePollMutation, DeletePollMutationVariables>;
export const RemoveRegistryItemImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRegistryItemImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRegistryItemImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemImage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"imageAddress"}}]}}]} as unknown as DocumentNode<RemoveRegistryItemImageMutation, RemoveRegistryItemImageMutationVariables>;
export const UpdatePaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venmoUsername"}},{"kind":"Field","name":{"kind":"Name","value":"zelleEmail"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]} as unknown as DocumentNode<UpdatePaymentSettingsMutation, UpdatePaymentSettingsMutationVariables>;
export const CreateRegistryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRegistryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRegistryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"imageAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEs"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreateRegistryItemMutation, CreateRegistryItemMutationVariables>;
export const UpdateRegistryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRegistryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryItemUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegistryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploaded"}},{"kind":"Field","name":{"kind":"Name","value":"imageAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEs"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRegistryItemImage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdateRegistryItemMutation, UpdateRegistryItemMutationVariables>;
export const DeleteRegistryItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRegistryItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRegistryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRegistryItemMutation, DeleteRegistryItemMutationVariables>;
export const UpdatePaymentConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConfirmationUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentConfirmationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentConfirmationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConfirmation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"guestEmail"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdatePaymentConfirmationMutation, UpdatePaymentConfirmationMutationVariables>;
export const UpdateRsvpOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRsvpOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpOptionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRsvpOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"mealOptions"}},{"kind":"Field","name":{"kind":"Name","value":"mealOptionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"reminderDaysBefore"}}]}}]}}]} as unknown as DocumentNode<UpdateRsvpOptionsMutation, UpdateRsvpOptionsMutationVariables>;
export const AdminRsvpQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRsvpQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRsvpQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRsvpQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRsvpQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textEs"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"}}]}}]} as unknown as DocumentNode<AdminRsvpQuestionsQuery, AdminRsvpQuestionsQueryVariables>;
export const CreateRsvpQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRsvpQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRsvpQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRsvpQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRsvpQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textEs"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"}}]}}]} as unknown as DocumentNode<CreateRsvpQuestionMutation, CreateRsvpQuestionMutationVariables>;
export const UpdateRsvpQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRsvpQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRsvpQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRsvpQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRsvpQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textEs"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroups"}}]}}]} as unknown as DocumentNode<UpdateRsvpQuestionMutation, UpdateRsvpQuestionMutationVariables>;
export const DeleteRsvpQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRsvpQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRsvpQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRsvpQuestionMutation, DeleteRsvpQuestionMutationVariables>;
export const AdminSiteTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSiteTextFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSiteTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"es"}}]}}]} as unknown as DocumentNode<AdminSiteTextsQuery, AdminSiteTextsQueryVariables>;
export const UpdateSiteTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteTextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSiteTextFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSiteTextFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"es"}}]}}]} as unknown as DocumentNode<UpdateSiteTextMutation, UpdateSiteTextMutationVariables>;
export const AdminSiteImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSiteImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSiteImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSiteImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSiteImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEs"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"altEs"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<AdminSiteImagesQuery, AdminSiteImagesQueryVariables>;
export const UpdateSiteImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteImageUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSiteImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSiteImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSiteImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEs"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"altEs"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<UpdateSiteImageMutation, UpdateSiteImageMutationVariables>;
export const DeleteSiteImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSiteImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSiteImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSiteImageMutation, DeleteSiteImageMutationVariables>;
export const AdminGuestsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGuestsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGuestRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminGuestRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"partyLastName"}}]}}]} as unknown as DocumentNode<AdminGuestsPageQuery, AdminGuestsPageQueryVariables>;
export const AdminStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRsvpStatistics"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpQuestionStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpStatistics"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRsvpStatistics"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvpStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalInvited"}},{"kind":"Field","name":{"kind":"Name","value":"responded"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"notAttending"}},{"kind":"Field","name":{"kind":"Name","value":"noResponse"}},{"kind":"Field","name":{"kind":"Name","value":"responseRate"}},{"kind":"Field","name":{"kind":"Name","value":"meals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meal"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameEs"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"invited"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"notAttending"}},{"kind":"Field","name":{"kind":"Name","value":"noResponse"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRsvpQuestionStatistics"}}]}}]}}]} as unknown as DocumentNode<AdminStatisticsQuery, AdminStatisticsQueryVariables>;
export const AdminTriviaQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTriviaQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTriviaQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTriviaQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTriviaQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionEs"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"embeds"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessage"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessage"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"answerCounts"}}]}}]} as unknown as DocumentNode<AdminTriviaQuestionsQuery, AdminTriviaQuestionsQueryVariables>;
export const CreateTriviaQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTriviaQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTriviaQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTriviaQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTriviaQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionEs"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"embeds"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessage"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessage"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"answerCounts"}}]}}]} as unknown as DocumentNode<CreateTriviaQuestionMutation, CreateTriviaQuestionMutationVariables>;
export const UpdateTriviaQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTriviaQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestionUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTriviaQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTriviaQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTriviaQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionEs"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionsEs"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"embeds"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessage"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessage"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessageEs"}},{"kind":"Field","name":{"kind":"Name","value":"answerCounts"}}]}}]} as unknown as DocumentNode<UpdateTriviaQuestionMutation, UpdateTriviaQuestionMutationVariables>;
export const DeleteTriviaQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTriviaQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTriviaQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTriviaQuestionMutation, DeleteTriviaQuestionMutationVariables>;
export const UpdateWeddingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWeddingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WeddingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWedding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupleNames"}}]}}]}}]} as unknown as DocumentNode<UpdateWeddingDetailsMutation, UpdateWeddingDetailsMutationVariables>;
export const MarkSiteSharedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSiteShared"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSiteShared"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSetupChecklistFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSetupChecklistFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetupChecklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weddingDetails"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"rsvpOptions"}},{"kind":"Field","name":{"kind":"Name","value":"siteShared"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]} as unknown as DocumentNode<MarkSiteSharedMutation, MarkSiteSharedMutationVariables>;