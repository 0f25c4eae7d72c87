/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment AdminGuestGroupFields on GuestGroup {\n  id\n  name\n  description\n  welcomeMessage\n  customLogistics\n  customRegistry\n  allowedPages\n  photoVersion\n  accommodationsVersion\n  eventScheduleVersion\n}\n\nfragment AdminPartyFields on Party {\n  id\n  lastName\n  zipCode\n  isAdmin\n  canRsvp\n  guestGroup\n}\n\nquery AdminDashboard {\n  guestGroups {\n    ...AdminGuestGroupFields\n  }\n  parties {\n    ...AdminPartyFields\n  }\n}": typeof types.AdminGuestGroupFieldsFragmentDoc,
    "mutation CreateGuestGroup($input: GuestGroupInput!) {\n  createGuestGroup(input: $input) {\n    ...AdminGuestGroupFields\n  }\n}\n\nmutation UpdateGuestGroup($id: Int!, $input: GuestGroupUpdateInput!) {\n  updateGuestGroup(id: $id, input: $input) {\n    ...AdminGuestGroupFields\n  }\n}\n\nmutation DeleteGuestGroup($id: Int!) {\n  deleteGuestGroup(id: $id)\n}": typeof types.CreateGuestGroupDocument,
    "mutation CreateParty($input: PartyInput!) {\n  createParty(input: $input) {\n    ...AdminPartyFields\n  }\n}\n\nmutation UpdateParty($id: Int!, $input: PartyUpdateInput!) {\n  updateParty(id: $id, input: $input) {\n    ...AdminPartyFields\n  }\n}": typeof types.CreatePartyDocument,
    "query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n  }\n}": typeof types.WeddingDocument,
    "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.SessionUserFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment AdminGuestGroupFields on GuestGroup {\n  id\n  name\n  description\n  welcomeMessage\n  customLogistics\n  customRegistry\n  allowedPages\n  photoVersion\n  accommodationsVersion\n  eventScheduleVersion\n}\n\nfragment AdminPartyFields on Party {\n  id\n  lastName\n  zipCode\n  isAdmin\n  canRsvp\n  guestGroup\n}\n\nquery AdminDashboard {\n  guestGroups {\n    ...AdminGuestGroupFields\n  }\n  parties {\n    ...AdminPartyFields\n  }\n}": types.AdminGuestGroupFieldsFragmentDoc,
    "mutation CreateGuestGroup($input: GuestGroupInput!) {\n  createGuestGroup(input: $input) {\n    ...AdminGuestGroupFields\n  }\n}\n\nmutation UpdateGuestGroup($id: Int!, $input: GuestGroupUpdateInput!) {\n  updateGuestGroup(id: $id, input: $input) {\n    ...AdminGuestGroupFields\n  }\n}\n\nmutation DeleteGuestGroup($id: Int!) {\n  deleteGuestGroup(id: $id)\n}": types.CreateGuestGroupDocument,
    "mutation CreateParty($input: PartyInput!) {\n  createParty(input: $input) {\n    ...AdminPartyFields\n  }\n}\n\nmutation UpdateParty($id: Int!, $input: PartyUpdateInput!) {\n  updateParty(id: $id, input: $input) {\n    ...AdminPartyFields\n  }\n}": types.CreatePartyDocument,
    "query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n  }\n}": types.WeddingDocument,
    "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}": types.SessionUserFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminGuestGroupFields on GuestGroup {\n  id\n  name\n  description\n  welcomeMessage\n  customLogistics\n  customRegistry\n  allowedPages\n  photoVersion\n  accommodationsVersion\n  eventScheduleVersion\n}\n\nfragment AdminPartyFields on Party {\n  id\n  lastName\n  zipCode\n  isAdmin\n  canRsvp\n  guestGroup\n}\n\nquery AdminDashboard {\n  guestGroups {\n    ...AdminGuestGroupFields\n  }\n  parties {\n    ...AdminPartyFields\n  }\n}"): (typeof documents)["fragment AdminGuestGroupFields on GuestGroup {\n  id\n  name\n  description\n  welcomeMessage\n  customLogistics\n  customRegistry\n  allowedPages\n  photoVersion\n  accommodationsVersion\n  eventScheduleVersion\n}\n\nfragment AdminPartyFields on Party {\n  id\n  lastName\n  zipCode\n  isAdmin\n  canRsvp\n  guestGroup\n}\n\nquery AdminDashboard {\n  guestGroups {\n    ...AdminGuestGroupFields\n  }\n  parties {\n    ...AdminPartyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateGuestGroup($input: GuestGroupInput!) {\n  createGuestGroup(input: $input) {\n    ...AdminGuestGroupFields\n  }\n}\n\nmutation UpdateGuestGroup($id: Int!, $input: GuestGroupUpdateInput!) {\n  updateGuestGroup(id: $id, input: $input) {\n    ...AdminGuestGroupFields\n  }\n}\n\nmutation DeleteGuestGroup($id: Int!) {\n  deleteGuestGroup(id: $id)\n}"): (typeof documents)["mutation CreateGuestGroup($input: GuestGroupInput!) {\n  createGuestGroup(input: $input) {\n    ...AdminGuestGroupFields\n  }\n}\n\nmutation UpdateGuestGroup($id: Int!, $input: GuestGroupUpdateInput!) {\n  updateGuestGroup(id: $id, input: $input) {\n    ...AdminGuestGroupFields\n  }\n}\n\nmutation DeleteGuestGroup($id: Int!) {\n  deleteGuestGroup(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateParty($input: PartyInput!) {\n  createParty(input: $input) {\n    ...AdminPartyFields\n  }\n}\n\nmutation UpdateParty($id: Int!, $input: PartyUpdateInput!) {\n  updateParty(id: $id, input: $input) {\n    ...AdminPartyFields\n  }\n}"): (typeof documents)["mutation CreateParty($input: PartyInput!) {\n  createParty(input: $input) {\n    ...AdminPartyFields\n  }\n}\n\nmutation UpdateParty($id: Int!, $input: PartyUpdateInput!) {\n  updateParty(id: $id, input: $input) {\n    ...AdminPartyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n  }\n}"): (typeof documents)["query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;