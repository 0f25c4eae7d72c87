/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChatInput = {
  /** en or es: the visitor’s chosen language, used when the question’s own is unclear. */
  language?: string | null | undefined;
  /** Trimmed; 1 to 500 characters. */
  question: string;
};

/** A guest's answer for one event the party is invited to. */
export type EventAnswerInput = {
  attending: boolean;
  eventId: number;
};

/** One guest's answer. */
export type GuestAttendanceInput = {
  /** null (or left out) records the answer as pending. */
  attending?: boolean | null | undefined;
  /** Kept only for attending guests. */
  dietaryRestrictions?: string | null | undefined;
  /** Kept only for attending guests; left out, the guest keeps the answers given before. */
  events?: Array<EventAnswerInput> | null | undefined;
  guestId: number;
  /** Required for attending guests when meal options exist. */
  mealPreference?: string | null | undefined;
};

export type LoginInput = {
  lastName?: string;
  zipCode?: string;
};

/** A payment for a cart: all its items, or none. */
export type PaymentBatchInput = {
  guestEmail?: string | null | undefined;
  guestName: string;
  items: Array<PaymentBatchItemInput>;
  /** Up to 500 characters. */
  message?: string | null | undefined;
  /** venmo or zelle */
  paymentMethod: string;
};

/** One item of a payment confirmation. */
export type PaymentBatchItemInput = {
  /** The amount the page showed, in cents; refused when it is not what the item costs. */
  amount?: number | null | undefined;
  quantity?: number;
  registryItemId: number;
};

/** A plus-one's name, as the party gives it. */
export type PlusOneInput = {
  firstName: string;
  lastName: string;
};

/** A vote. The vote is always the signed-in party’s and for the poll of the path; pollId and userId are accepted and ignored. */
export type PollVoteInput = {
  /** Ignored: the poll is the one named by the call. */
  pollId?: number | null | undefined;
  /** Zero-based index into the poll options. */
  selectedOption: number;
  /** Ignored: the vote is the signed-in party’s. */
  userId?: number | null | undefined;
};

/** An answer to an RSVP question, sent with the attendance. */
export type RsvpAnswerInput = {
  /** The attending guest it is for: required for a per-guest question, refused otherwise. */
  guestId?: number | null | undefined;
  questionId: number;
  /** Text; yes or no; or one of a choice’s options in either language. Empty or null removes the answer. */
  value?: string | null | undefined;
};

/** An answer: always the signed-in party’s, for the question of the path. */
export type TriviaAnswerInput = {
  /** Zero-based index into the question options. */
  selectedOption: number;
};

export type ChatbotEnabledQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatbotEnabledQuery = { chatbotEnabled: { enabled: boolean } };

export type ChatMutationVariables = Exact<{
  input: ChatInput;
}>;


export type ChatMutation = { chat: { response: string } };

export type StoryContentQueryVariables = Exact<{
  language?: string | null | undefined;
}>;


export type StoryContentQuery = { storyContent: { howWeMet: string, timeline: Array<{ season: string, year: string, title: string, text: string }> } };

export type LandingGiftPhotoQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingGiftPhotoQuery = { registryItems: Array<{ id: number, imageUrl: string | null, imageSrcSet: string }> };

export type WeddingQueryVariables = Exact<{ [key: string]: never; }>;


export type WeddingQuery = { wedding: { coupleNames: string, date: string, timezone: string, country: string, countryCode: string } };

export type WelcomeMessageQueryVariables = Exact<{ [key: string]: never; }>;


export type WelcomeMessageQuery = { welcomeMessage: string | null };

export type LogisticsPageQueryVariables = Exact<{
  language?: string | null | undefined;
  version?: string | null | undefined;
}>;


export type LogisticsPageQuery = { wedding: { date: string, ceremonyTime: string | null }, venue: { name: string, street: string, city: string, countryCode: string, mapsUrl: string }, logisticsContent: { version: string, accommodation: string | null, venueNote: string, fromAirport: string, fromBarcelona: string, groupNote: string | null, calendarUrl: string } };

export type PollFieldsFragment = { id: number, question: string, options: Array<string>, type: string, voteCounts: Array<number>, myVote: number | null };

export type PollsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PollsPageQuery = { polls: Array<{ id: number, question: string, options: Array<string>, type: string, voteCounts: Array<number>, myVote: number | null }> };

export type VotePollMutationVariables = Exact<{
  pollId: number;
  input: PollVoteInput;
}>;


export type VotePollMutation = { votePoll: { id: number, pollId: number, selectedOption: number } };

export type RegistryItemFieldsFragment = { id: number, name: string, description: string | null, imageUrl: string | null, imageSrcSet: string, price: number, remainingQuantity: number };

export type RegistryPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistryPageQuery = { registryItems: Array<{ id: number, name: string, description: string | null, imageUrl: string | null, imageSrcSet: string, price: number, remainingQuantity: number }>, paymentSettings: { venmoUsername: string | null, zelleEmail: string | null, currency: string } };

export type ConfirmPaymentsMutationVariables = Exact<{
  input: PaymentBatchInput;
}>;


export type ConfirmPaymentsMutation = { confirmPayments: Array<{ id: number, registryItemId: number | null, quantity: number, amount: number, status: string }> };

export type RegistryNoteQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistryNoteQuery = { registryNote: string | null };

export type RsvpContactQueryVariables = Exact<{ [key: string]: never; }>;


export type RsvpContactQuery = { partyContact: { email: string | null } };

export type UpdatePartyEmailMutationVariables = Exact<{
  email?: string | null | undefined;
}>;


export type UpdatePartyEmailMutation = { updatePartyEmail: { email: string | null } };

export type AddPlusOneMutationVariables = Exact<{
  input: PlusOneInput;
}>;


export type AddPlusOneMutation = { addPlusOne: { id: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number } };

export type UpdatePlusOneMutationVariables = Exact<{
  id: number;
  input: PlusOneInput;
}>;


export type UpdatePlusOneMutation = { updatePlusOne: { id: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number } };

export type RemovePlusOneMutationVariables = Exact<{
  id: number;
}>;


export type RemovePlusOneMutation = { removePlusOne: boolean };

export type RsvpQuestionFieldsFragment = { id: number, text: string, type: string, options: Array<string>, required: boolean, perGuest: boolean };

export type RsvpQuestionAnswerFieldsFragment = { questionId: number, guestId: number | null, value: string };

export type RsvpGuestFieldsFragment = { id: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number };

export type RsvpAnswerFieldsFragment = { id: number, guestId: number, attending: boolean | null, dietaryRestrictions: string | null, mealPreference: string | null, events: Array<{ eventId: number, attending: boolean }>, answers: Array<{ questionId: number, guestId: number | null, value: string }> };

export type RsvpPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RsvpPageQuery = { plusOnesAllowed: number, partyGuests: Array<{ id: number, firstName: string, lastName: string, isChild: boolean, isPlusOne: boolean, sortOrder: number }>, guestAttendance: Array<{ id: number, guestId: number, attending: boolean | null, dietaryRestrictions: string | null, mealPreference: string | null, events: Array<{ eventId: number, attending: boolean }>, answers: Array<{ questionId: number, guestId: number | null, value: string }> }>, rsvpOptions: { deadline: string | null, mealOptions: Array<string>, open: boolean }, rsvpQuestions: Array<{ id: number, text: string, type: string, options: Array<string>, required: boolean, perGuest: boolean }> };

export type SubmitGuestAttendanceMutationVariables = Exact<{
  attendanceData: Array<GuestAttendanceInput> | GuestAttendanceInput;
  answers?: Array<RsvpAnswerInput> | RsvpAnswerInput | null | undefined;
}>;


export type SubmitGuestAttendanceMutation = { submitGuestAttendance: Array<{ id: number, guestId: number, attending: boolean | null, dietaryRestrictions: string | null, mealPreference: string | null, events: Array<{ eventId: number, attending: boolean }>, answers: Array<{ questionId: number, guestId: number | null, value: string }> }> };

export type RsvpEventsQueryVariables = Exact<{
  language?: string | null | undefined;
}>;


export type RsvpEventsQuery = { events: Array<{ id: number, name: string, start: string, end: string }> };

export type ScheduleEventsQueryVariables = Exact<{
  language?: string | null | undefined;
}>;


export type ScheduleEventsQuery = { events: Array<{ id: number, name: string, start: string, end: string, venue: string, address: string, mapsUrl: string, note: string | null, calendarUrl: string }> };

export type SchedulePageQueryVariables = Exact<{
  language?: string | null | undefined;
  version?: string | null | undefined;
}>;


export type SchedulePageQuery = { scheduleContent: { version: string, text: string } };

export type TriviaQuestionFieldsFragment = { id: number, question: string, options: Array<string>, questionType: string, embeds: Array<string>, answerCounts: Array<number>, myAnswer: number | null, correctOption: number | null, correctMessage: string | null, incorrectMessage: string | null };

export type TriviaPageQueryVariables = Exact<{ [key: string]: never; }>;


export type TriviaPageQuery = { triviaQuestions: Array<{ id: number, question: string, options: Array<string>, questionType: string, embeds: Array<string>, answerCounts: Array<number>, myAnswer: number | null, correctOption: number | null, correctMessage: string | null, incorrectMessage: string | null }> };

export type TriviaLeaderboardQueryVariables = Exact<{ [key: string]: never; }>;


export type TriviaLeaderboardQuery = { triviaLeaderboard: Array<{ userId: number, lastName: string, correctAnswers: number, totalAnswers: number, percentage: number }> };

export type AnswerTriviaMutationVariables = Exact<{
  questionId: number;
  input: TriviaAnswerInput;
}>;


export type AnswerTriviaMutation = { answerTrivia: { id: number, questionId: number, selectedOption: number, correct: boolean, correctOption: number, message: string } };

export type SessionUserFieldsFragment = { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type SignInWithLinkMutationVariables = Exact<{
  token: string;
}>;


export type SignInWithLinkMutation = { signInWithLink: { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } } };

export const PollFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"voteCounts"}},{"kind":"Field","name":{"kind":"Name","value":"myVote"}}]}}]} as unknown as DocumentNode<PollFieldsFragment, unknown>;
export const RegistryItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}}]}}]} as unknown as DocumentNode<RegistryItemFieldsFragment, unknown>;
export const RsvpQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}}]}}]} as unknown as DocumentNode<RsvpQuestionFieldsFragment, unknown>;
export const RsvpGuestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<RsvpGuestFieldsFragment, unknown>;
export const RsvpQuestionAnswerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]} as unknown as DocumentNode<RsvpQuestionAnswerFieldsFragment, unknown>;
export const RsvpAnswerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]} as unknown as DocumentNode<RsvpAnswerFieldsFragment, unknown>;
export const TriviaQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TriviaQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"embeds"}},{"kind":"Field","name":{"kind":"Name","value":"answerCounts"}},{"kind":"Field","name":{"kind":"Name","value":"myAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessage"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessage"}}]}}]} as unknown as DocumentNode<TriviaQuestionFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const ChatbotEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatbotEnabled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotEnabled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<ChatbotEnabledQuery, ChatbotEnabledQueryVariables>;
export const ChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Chat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]} as unknown as DocumentNode<ChatMutation, ChatMutationVariables>;
export const StoryContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"howWeMet"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<StoryContentQuery, StoryContentQueryVariables>;
export const LandingGiftPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingGiftPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registryItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}}]}}]}}]} as unknown as DocumentNode<LandingGiftPhotoQuery, LandingGiftPhotoQueryVariables>;
export const WeddingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Wedding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wedding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupleNames"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]} as unknown as DocumentNode<WeddingQuery, WeddingQueryVariables>;
export const WelcomeMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WelcomeMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"welcomeMessage"}}]}}]} as unknown as DocumentNode<WelcomeMessageQuery, WelcomeMessageQueryVariables>;
export const LogisticsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LogisticsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wedding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"ceremonyTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logisticsContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"accommodation"}},{"kind":"Field","name":{"kind":"Name","value":"venueNote"}},{"kind":"Field","name":{"kind":"Name","value":"fromAirport"}},{"kind":"Field","name":{"kind":"Name","value":"fromBarcelona"}},{"kind":"Field","name":{"kind":"Name","value":"groupNote"}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}}]}}]}}]} as unknown as DocumentNode<LogisticsPageQuery, LogisticsPageQueryVariables>;
export const PollsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PollsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"polls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PollFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"voteCounts"}},{"kind":"Field","name":{"kind":"Name","value":"myVote"}}]}}]} as unknown as DocumentNode<PollsPageQuery, PollsPageQueryVariables>;
export const VotePollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VotePoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pollId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PollVoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"votePoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pollId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pollId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pollId"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOption"}}]}}]}}]} as unknown as DocumentNode<VotePollMutation, VotePollMutationVariables>;
export const RegistryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistryPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registryItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venmoUsername"}},{"kind":"Field","name":{"kind":"Name","value":"zelleEmail"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}}]}}]} as unknown as DocumentNode<RegistryPageQuery, RegistryPageQueryVariables>;
export const ConfirmPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmPaymentsMutation, ConfirmPaymentsMutationVariables>;
export const RegistryNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistryNote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registryNote"}}]}}]} as unknown as DocumentNode<RegistryNoteQuery, RegistryNoteQueryVariables>;
export const RsvpContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RsvpContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RsvpContactQuery, RsvpContactQueryVariables>;
export const UpdatePartyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePartyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePartyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdatePartyEmailMutation, UpdatePartyEmailMutationVariables>;
export const AddPlusOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPlusOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlusOneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPlusOne"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpGuestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<AddPlusOneMutation, AddPlusOneMutationVariables>;
export const UpdatePlusOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlusOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlusOneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlusOne"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpGuestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<UpdatePlusOneMutation, UpdatePlusOneMutationVariables>;
export const RemovePlusOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePlusOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePlusOne"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemovePlusOneMutation, RemovePlusOneMutationVariables>;
export const RsvpPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RsvpPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyGuests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpGuestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvpOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"mealOptions"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvpQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plusOnesAllowed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}}]}}]} as unknown as DocumentNode<RsvpPageQuery, RsvpPageQueryVariables>;
export const SubmitGuestAttendanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitGuestAttendance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendanceData"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendanceInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpAnswerInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitGuestAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attendanceData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendanceData"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpAnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"}}]}}]}}]} as unknown as DocumentNode<SubmitGuestAttendanceMutation, SubmitGuestAttendanceMutationVariables>;
export const RsvpEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RsvpEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]} as unknown as DocumentNode<RsvpEventsQuery, RsvpEventsQueryVariables>;
export const ScheduleEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScheduleEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"calendarUrl"}}]}}]}}]} as unknown as DocumentNode<ScheduleEventsQuery, ScheduleEventsQueryVariables>;
export const SchedulePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchedulePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<SchedulePageQuery, SchedulePageQueryVariables>;
export const TriviaPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriviaPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triviaQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TriviaQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TriviaQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"questionType"}},{"kind":"Field","name":{"kind":"Name","value":"embeds"}},{"kind":"Field","name":{"kind":"Name","value":"answerCounts"}},{"kind":"Field","name":{"kind":"Name","value":"myAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"correctMessage"}},{"kind":"Field","name":{"kind":"Name","value":"incorrectMessage"}}]}}]} as unknown as DocumentNode<TriviaPageQuery, TriviaPageQueryVariables>;
export const TriviaLeaderboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriviaLeaderboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triviaLeaderboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"totalAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<TriviaLeaderboardQuery, TriviaLeaderboardQueryVariables>;
export const AnswerTriviaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerTrivia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerTrivia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOption"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"correctOption"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AnswerTriviaMutation, AnswerTriviaMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SignInWithLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<SignInWithLinkMutation, SignInWithLinkMutationVariables>;