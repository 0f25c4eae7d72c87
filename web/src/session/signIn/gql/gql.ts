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
    "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.SessionUserFieldsFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...SessionUserFields\n  }\n}": typeof types.LoginDocument,
};
const documents: Documents = {
    "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}": types.SessionUserFieldsFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...SessionUserFields\n  }\n}": types.LoginDocument,
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
export function graphql(source: "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...SessionUserFields\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...SessionUserFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;