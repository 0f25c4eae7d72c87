/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** A plus-one's name, as the party gives it. */
export type PlusOneInput = {
  firstName: string;
  lastName: string;
};

/** An answer to an RSVP question, sent with the attendance. */
export type RsvpAnswerInput = {
  /** The attending guest it is for: required for a per-guest question, refused otherwise. */
  guestId?: number | null | undefined;
  questionId: number;
  /** Text; yes or no; or one of a choice’s options in either language. Empty or null removes the answer. */
  value?: string | null | undefined;
};

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

export const RsvpQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}}]}}]} as unknown as DocumentNode<RsvpQuestionFieldsFragment, unknown>;
export const RsvpGuestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<RsvpGuestFieldsFragment, unknown>;
export const RsvpQuestionAnswerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]} as unknown as DocumentNode<RsvpQuestionAnswerFieldsFragment, unknown>;
export const RsvpAnswerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]} as unknown as DocumentNode<RsvpAnswerFieldsFragment, unknown>;
export const RsvpContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RsvpContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RsvpContactQuery, RsvpContactQueryVariables>;
export const UpdatePartyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePartyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePartyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdatePartyEmailMutation, UpdatePartyEmailMutationVariables>;
export const AddPlusOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPlusOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlusOneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPlusOne"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpGuestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<AddPlusOneMutation, AddPlusOneMutationVariables>;
export const UpdatePlusOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlusOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlusOneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlusOne"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpGuestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]} as unknown as DocumentNode<UpdatePlusOneMutation, UpdatePlusOneMutationVariables>;
export const RemovePlusOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePlusOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePlusOne"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemovePlusOneMutation, RemovePlusOneMutationVariables>;
export const RsvpPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RsvpPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partyGuests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpGuestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestAttendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvpOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"mealOptions"}},{"kind":"Field","name":{"kind":"Name","value":"open"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rsvpQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plusOnesAllowed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpGuestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isChild"}},{"kind":"Field","name":{"kind":"Name","value":"isPlusOne"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"perGuest"}}]}}]} as unknown as DocumentNode<RsvpPageQuery, RsvpPageQueryVariables>;
export const SubmitGuestAttendanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitGuestAttendance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendanceData"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendanceInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpAnswerInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitGuestAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attendanceData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendanceData"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpAnswerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpQuestionAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RsvpAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}},{"kind":"Field","name":{"kind":"Name","value":"dietaryRestrictions"}},{"kind":"Field","name":{"kind":"Name","value":"mealPreference"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"attending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RsvpQuestionAnswerFields"}}]}}]}}]} as unknown as DocumentNode<SubmitGuestAttendanceMutation, SubmitGuestAttendanceMutationVariables>;
export const RsvpEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RsvpEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]} as unknown as DocumentNode<RsvpEventsQuery, RsvpEventsQueryVariables>;