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

/** One guest's answer. */
export type GuestAttendanceInput = {
  /** null (or left out) records the answer as pending. */
  attending?: boolean | null | undefined;
  /** Kept only for attending guests. */
  dietaryRestrictions?: string | null | undefined;
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

/** A vote. The vote is always the signed-in party’s and for the poll of the path; pollId and userId are accepted and ignored. */
export type PollVoteInput = {
  /** Ignored: the poll is the one named by the call. */
  pollId?: number | null | undefined;
  /** Zero-based index into the poll options. */
  selectedOption: number;
  /** Ignored: the vote is the signed-in party’s. */
  userId?: number | null | undefined;
};

export type ChatbotEnabledQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatbotEnabledQuery = { chatbotEnabled: { enabled: boolean } };

export type ChatMutationVariables = Exact<{
  input: ChatInput;
}>;


export type ChatMutation = { chat: { response: string } };

export type WeddingQueryVariables = Exact<{ [key: string]: never; }>;


export type WeddingQuery = { wedding: { coupleNames: string, date: string, timezone: string, country: string } };

export type PollFieldsFragment = { id: number, question: string, options: Array<string>, type: string, voteCounts: Array<number>, myVote: number | null };

export type PollsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PollsPageQuery = { polls: Array<{ id: number, question: string, options: Array<string>, type: string, voteCounts: Array<number>, myVote: number | null }> };

export type VotePollMutationVariables = Exact<{
  pollId: number;
  input: PollVoteInput;
}>;


export type VotePollMutation = { votePoll: { id: number, pollId: number, selectedOption: number } };

export type RegistryItemFieldsFragment = { id: number, name: string, description: string | null, imageUrl: string | null, price: number, remainingQuantity: number };

export type RegistryPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistryPageQuery = { registryItems: Array<{ id: number, name: string, description: string | null, imageUrl: string | null, price: number, remainingQuantity: number }>, paymentSettings: { venmoUsername: string | null, zelleEmail: string | null, currency: string } };

export type ConfirmPaymentsMutationVariables = Exact<{
  input: PaymentBatchInput;
}>;


export type ConfirmPaymentsMutation = { confirmPayments: Array<{ id: number, registryItemId: number | null, quantity: number, amount: number, status: string }> };

export type RsvpGuestFieldsFragment = { id: number, firstName: string, lastName: string, isChild: boolean, sortOrder: number };

export type RsvpAnswerFieldsFragment = { id: number, guestId: number, attending: boolean | null, dietaryRestrictions: string | null, mealPreference: string | null };

export type RsvpPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RsvpPageQuery = { partyGuests: Array<{ id: number, firstName: string, lastName: string, isChild: boolean, sortOrder: number }>, guestAttendance: Array<{ id: number, guestId: number, attending: boolean | null, dietaryRestrictions: string | null, mealPreference: string | null }>, rsvpOptions: { deadline: string | null, mealOptions: Array<string>, open: boolean } };

export type SubmitGuestAttendanceMutationVariables = Exact<{
  attendanceData: Array<GuestAttendanceInput> | GuestAttendanceInput;
}>;


export type SubmitGuestAttendanceMutation = { submitGuestAttendance: Array<{ id: number, guestId: number, attending: boolean | null, dietaryRestrictions: string | null, mealPreference: string | null }> };

export type SessionUserFieldsFragment = { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export const PollFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"voteCounts"}},{"kind":"Field","name":{"kind":"Name","value":"myVote"}}]}}]} as unknown as DocumentNode<PollFieldsFragment, unknown>;
export const RegistryItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}}]}}]} as unknown as DocumentNode<RegistryItemFieldsFragment, unknown>;
export const RsvpGuestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<RsvpGuestFieldsFragment, unknown>;
export const RsvpAnswerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}}]}}]} as unknown as DocumentNode<RsvpAnswerFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const ChatbotEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatbotEnabled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotEnabled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<ChatbotEnabledQuery, ChatbotEnabledQueryVariables>;
export const ChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Chat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]} as unknown as DocumentNode<ChatMutation, ChatMutationVariables>;
export const WeddingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Wedding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wedding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupleNames"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<WeddingQuery, WeddingQueryVariables>;
export const PollsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PollsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"polls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PollFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PollFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Poll"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"voteCounts"}},{"kind":"Field","name":{"kind":"Name","value":"myVote"}}]}}]} as unknown as DocumentNode<PollsPageQuery, PollsPageQueryVariables>;
export const VotePollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VotePoll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pollId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PollVoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"votePoll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pollId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pollId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pollId"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOption"}}]}}]}}]} as unknown as DocumentNode<VotePollMutation, VotePollMutationVariables>;
export const RegistryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistryPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registryItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venmoUsername"}},{"kind":"Field","name":{"kind":"Name","value":"zelleEmail"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}}]}}]} as unknown as DocumentNode<RegistryPageQuery, RegistryPageQueryVariables>;
export const ConfirmPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmPaymentsMutation, ConfirmPaymentsMutationVariables>;
export const RsvpPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RsvpPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyGuests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpGuestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvpOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"mealOptions"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}}]}}]} as unknown as DocumentNode<RsvpPageQuery, RsvpPageQueryVariables>;
export const SubmitGuestAttendanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitGuestAttendance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendanceData"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendanceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitGuestAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attendanceData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendanceData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpAnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}}]}}]} as unknown as DocumentNode<SubmitGuestAttendanceMutation, SubmitGuestAttendanceMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;