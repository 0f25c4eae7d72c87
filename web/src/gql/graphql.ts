/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GuestGroupInput = {
  accommodationsVersion?: string;
  allowedPages?: Array<string>;
  customLogistics?: string | null | undefined;
  customRegistry?: string | null | undefined;
  description?: string | null | undefined;
  eventScheduleVersion?: string;
  name: string;
  photoVersion?: string;
  welcomeMessage?: string | null | undefined;
};

/** Only the fields given change; null clears a free text. */
export type GuestGroupUpdateInput = {
  accommodationsVersion?: string | null | undefined;
  allowedPages?: Array<string> | null | undefined;
  customLogistics?: string | null | undefined;
  customRegistry?: string | null | undefined;
  description?: string | null | undefined;
  eventScheduleVersion?: string | null | undefined;
  /** The "default" group keeps its name. */
  name?: string | null | undefined;
  photoVersion?: string | null | undefined;
  welcomeMessage?: string | null | undefined;
};

export type LoginInput = {
  lastName?: string;
  zipCode?: string;
};

export type PartyInput = {
  canRsvp?: boolean;
  guestGroup?: string;
  isAdmin?: boolean;
  lastName: string;
  zipCode: string;
};

/** Only the fields given change. */
export type PartyUpdateInput = {
  canRsvp?: boolean | null | undefined;
  guestGroup?: string | null | undefined;
  isAdmin?: boolean | null | undefined;
  lastName?: string | null | undefined;
  zipCode?: string | null | undefined;
};

export type AdminGuestGroupFieldsFragment = { id: number, name: string, description: string | null, welcomeMessage: string | null, customLogistics: string | null, customRegistry: string | null, allowedPages: Array<string>, photoVersion: string, accommodationsVersion: string, eventScheduleVersion: string };

export type AdminPartyFieldsFragment = { id: number, lastName: string, zipCode: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { guestGroups: Array<{ id: number, name: string, description: string | null, welcomeMessage: string | null, customLogistics: string | null, customRegistry: string | null, allowedPages: Array<string>, photoVersion: string, accommodationsVersion: string, eventScheduleVersion: string }>, parties: Array<{ id: number, lastName: string, zipCode: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string }> };

export type CreateGuestGroupMutationVariables = Exact<{
  input: GuestGroupInput;
}>;


export type CreateGuestGroupMutation = { createGuestGroup: { id: number, name: string, description: string | null, welcomeMessage: string | null, customLogistics: string | null, customRegistry: string | null, allowedPages: Array<string>, photoVersion: string, accommodationsVersion: string, eventScheduleVersion: string } };

export type UpdateGuestGroupMutationVariables = Exact<{
  id: number;
  input: GuestGroupUpdateInput;
}>;


export type UpdateGuestGroupMutation = { updateGuestGroup: { id: number, name: string, description: string | null, welcomeMessage: string | null, customLogistics: string | null, customRegistry: string | null, allowedPages: Array<string>, photoVersion: string, accommodationsVersion: string, eventScheduleVersion: string } };

export type DeleteGuestGroupMutationVariables = Exact<{
  id: number;
}>;


export type DeleteGuestGroupMutation = { deleteGuestGroup: boolean };

export type CreatePartyMutationVariables = Exact<{
  input: PartyInput;
}>;


export type CreatePartyMutation = { createParty: { id: number, lastName: string, zipCode: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string } };

export type UpdatePartyMutationVariables = Exact<{
  id: number;
  input: PartyUpdateInput;
}>;


export type UpdatePartyMutation = { updateParty: { id: number, lastName: string, zipCode: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string } };

export type WeddingQueryVariables = Exact<{ [key: string]: never; }>;


export type WeddingQuery = { wedding: { coupleNames: string, date: string, timezone: string, country: string } };

export type SessionUserFieldsFragment = { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: number, lastName: string, isAdmin: boolean, canRsvp: boolean, guestGroup: string, allowedPages: Array<string>, photoVersion: string, pageVersions: { logistics: string, eventSchedule: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export const AdminGuestGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"customLogistics"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistry"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}},{"kind":"Field","name":{"kind":"Name","value":"accommodationsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"eventScheduleVersion"}}]}}]} as unknown as DocumentNode<AdminGuestGroupFieldsFragment, unknown>;
export const AdminPartyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}}]}}]} as unknown as DocumentNode<AdminPartyFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGuestGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"customLogistics"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistry"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}},{"kind":"Field","name":{"kind":"Name","value":"accommodationsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"eventScheduleVersion"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const CreateGuestGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGuestGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGuestGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGuestGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"customLogistics"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistry"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}},{"kind":"Field","name":{"kind":"Name","value":"accommodationsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"eventScheduleVersion"}}]}}]} as unknown as DocumentNode<CreateGuestGroupMutation, CreateGuestGroupMutationVariables>;
export const UpdateGuestGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGuestGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroupUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGuestGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGuestGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGuestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeMessage"}},{"kind":"Field","name":{"kind":"Name","value":"customLogistics"}},{"kind":"Field","name":{"kind":"Name","value":"customRegistry"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}},{"kind":"Field","name":{"kind":"Name","value":"accommodationsVersion"}},{"kind":"Field","name":{"kind":"Name","value":"eventScheduleVersion"}}]}}]} as unknown as DocumentNode<UpdateGuestGroupMutation, UpdateGuestGroupMutationVariables>;
export const DeleteGuestGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGuestGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGuestGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteGuestGroupMutation, DeleteGuestGroupMutationVariables>;
export const CreatePartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}}]}}]} as unknown as DocumentNode<CreatePartyMutation, CreatePartyMutationVariables>;
export const UpdatePartyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateParty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateParty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPartyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPartyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Party"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}}]}}]} as unknown as DocumentNode<UpdatePartyMutation, UpdatePartyMutationVariables>;
export const WeddingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Wedding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wedding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupleNames"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<WeddingQuery, WeddingQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"canRsvp"}},{"kind":"Field","name":{"kind":"Name","value":"guestGroup"}},{"kind":"Field","name":{"kind":"Name","value":"allowedPages"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logistics"}},{"kind":"Field","name":{"kind":"Name","value":"eventSchedule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photoVersion"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;