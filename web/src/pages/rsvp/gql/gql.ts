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
    "query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}": typeof types.RsvpContactDocument,
    "mutation AddPlusOne($input: PlusOneInput!) {\n  addPlusOne(input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation UpdatePlusOne($id: Int!, $input: PlusOneInput!) {\n  updatePlusOne(id: $id, input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation RemovePlusOne($id: Int!) {\n  removePlusOne(id: $id)\n}": typeof types.AddPlusOneDocument,
    "fragment RsvpQuestionFields on RsvpQuestion {\n  id\n  text\n  type\n  options\n  required\n  perGuest\n}\n\nfragment RsvpQuestionAnswerFields on RsvpQuestionAnswer {\n  questionId\n  guestId\n  value\n}": typeof types.RsvpQuestionFieldsFragmentDoc,
    "fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  isPlusOne\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n  events {\n    eventId\n    attending\n  }\n  answers {\n    ...RsvpQuestionAnswerFields\n  }\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n  rsvpQuestions {\n    ...RsvpQuestionFields\n  }\n  plusOnesAllowed\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!, $answers: [RsvpAnswerInput!]) {\n  submitGuestAttendance(attendanceData: $attendanceData, answers: $answers) {\n    ...RsvpAnswerFields\n  }\n}": typeof types.RsvpGuestFieldsFragmentDoc,
    "query RsvpEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n  }\n}": typeof types.RsvpEventsDocument,
};
const documents: Documents = {
    "query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}": types.RsvpContactDocument,
    "mutation AddPlusOne($input: PlusOneInput!) {\n  addPlusOne(input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation UpdatePlusOne($id: Int!, $input: PlusOneInput!) {\n  updatePlusOne(id: $id, input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation RemovePlusOne($id: Int!) {\n  removePlusOne(id: $id)\n}": types.AddPlusOneDocument,
    "fragment RsvpQuestionFields on RsvpQuestion {\n  id\n  text\n  type\n  options\n  required\n  perGuest\n}\n\nfragment RsvpQuestionAnswerFields on RsvpQuestionAnswer {\n  questionId\n  guestId\n  value\n}": types.RsvpQuestionFieldsFragmentDoc,
    "fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  isPlusOne\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n  events {\n    eventId\n    attending\n  }\n  answers {\n    ...RsvpQuestionAnswerFields\n  }\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n  rsvpQuestions {\n    ...RsvpQuestionFields\n  }\n  plusOnesAllowed\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!, $answers: [RsvpAnswerInput!]) {\n  submitGuestAttendance(attendanceData: $attendanceData, answers: $answers) {\n    ...RsvpAnswerFields\n  }\n}": types.RsvpGuestFieldsFragmentDoc,
    "query RsvpEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n  }\n}": types.RsvpEventsDocument,
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
export function graphql(source: "query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}"): (typeof documents)["query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddPlusOne($input: PlusOneInput!) {\n  addPlusOne(input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation UpdatePlusOne($id: Int!, $input: PlusOneInput!) {\n  updatePlusOne(id: $id, input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation RemovePlusOne($id: Int!) {\n  removePlusOne(id: $id)\n}"): (typeof documents)["mutation AddPlusOne($input: PlusOneInput!) {\n  addPlusOne(input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation UpdatePlusOne($id: Int!, $input: PlusOneInput!) {\n  updatePlusOne(id: $id, input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation RemovePlusOne($id: Int!) {\n  removePlusOne(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RsvpQuestionFields on RsvpQuestion {\n  id\n  text\n  type\n  options\n  required\n  perGuest\n}\n\nfragment RsvpQuestionAnswerFields on RsvpQuestionAnswer {\n  questionId\n  guestId\n  value\n}"): (typeof documents)["fragment RsvpQuestionFields on RsvpQuestion {\n  id\n  text\n  type\n  options\n  required\n  perGuest\n}\n\nfragment RsvpQuestionAnswerFields on RsvpQuestionAnswer {\n  questionId\n  guestId\n  value\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  isPlusOne\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n  events {\n    eventId\n    attending\n  }\n  answers {\n    ...RsvpQuestionAnswerFields\n  }\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n  rsvpQuestions {\n    ...RsvpQuestionFields\n  }\n  plusOnesAllowed\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!, $answers: [RsvpAnswerInput!]) {\n  submitGuestAttendance(attendanceData: $attendanceData, answers: $answers) {\n    ...RsvpAnswerFields\n  }\n}"): (typeof documents)["fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  isPlusOne\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n  events {\n    eventId\n    attending\n  }\n  answers {\n    ...RsvpQuestionAnswerFields\n  }\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n  rsvpQuestions {\n    ...RsvpQuestionFields\n  }\n  plusOnesAllowed\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!, $answers: [RsvpAnswerInput!]) {\n  submitGuestAttendance(attendanceData: $attendanceData, answers: $answers) {\n    ...RsvpAnswerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RsvpEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n  }\n}"): (typeof documents)["query RsvpEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;