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
    "query ChatbotEnabled {\n  chatbotEnabled {\n    enabled\n  }\n}\n\nmutation Chat($input: ChatInput!) {\n  chat(input: $input) {\n    response\n  }\n}": typeof types.ChatbotEnabledDocument,
    "query StoryContent($language: String) {\n  storyContent(language: $language) {\n    howWeMet\n    timeline {\n      season\n      year\n      title\n      text\n    }\n  }\n}": typeof types.StoryContentDocument,
    "query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n    countryCode\n  }\n}": typeof types.WeddingDocument,
    "query WelcomeMessage {\n  welcomeMessage\n}": typeof types.WelcomeMessageDocument,
    "query LogisticsPage($language: String, $version: String) {\n  wedding {\n    date\n    ceremonyTime\n  }\n  venue {\n    name\n    street\n    city\n    countryCode\n    mapsUrl\n  }\n  logisticsContent(language: $language, version: $version) {\n    version\n    accommodation\n    venueNote\n    fromAirport\n    fromBarcelona\n    groupNote\n    calendarUrl\n  }\n}": typeof types.LogisticsPageDocument,
    "fragment PollFields on Poll {\n  id\n  question\n  options\n  type\n  voteCounts\n  myVote\n}\n\nquery PollsPage {\n  polls {\n    ...PollFields\n  }\n}\n\nmutation VotePoll($pollId: Int!, $input: PollVoteInput!) {\n  votePoll(pollId: $pollId, input: $input) {\n    id\n    pollId\n    selectedOption\n  }\n}": typeof types.PollFieldsFragmentDoc,
    "fragment RegistryItemFields on RegistryItem {\n  id\n  name\n  description\n  imageUrl\n  price\n  remainingQuantity\n}\n\nquery RegistryPage {\n  registryItems {\n    ...RegistryItemFields\n  }\n  paymentSettings {\n    venmoUsername\n    zelleEmail\n    currency\n  }\n}\n\nmutation ConfirmPayments($input: PaymentBatchInput!) {\n  confirmPayments(input: $input) {\n    id\n    registryItemId\n    quantity\n    amount\n    status\n  }\n}": typeof types.RegistryItemFieldsFragmentDoc,
    "query RegistryNote {\n  registryNote\n}": typeof types.RegistryNoteDocument,
    "query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}": typeof types.RsvpContactDocument,
    "fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!) {\n  submitGuestAttendance(attendanceData: $attendanceData) {\n    ...RsvpAnswerFields\n  }\n}": typeof types.RsvpGuestFieldsFragmentDoc,
    "query SchedulePage($language: String, $version: String) {\n  scheduleContent(language: $language, version: $version) {\n    version\n    text\n  }\n}": typeof types.SchedulePageDocument,
    "fragment TriviaQuestionFields on TriviaQuestion {\n  id\n  question\n  options\n  questionType\n  embeds\n  answerCounts\n  myAnswer\n  correctOption\n  correctMessage\n  incorrectMessage\n}\n\nquery TriviaPage {\n  triviaQuestions {\n    ...TriviaQuestionFields\n  }\n}\n\nquery TriviaLeaderboard {\n  triviaLeaderboard {\n    userId\n    lastName\n    correctAnswers\n    totalAnswers\n    percentage\n  }\n}\n\nmutation AnswerTrivia($questionId: Int!, $input: TriviaAnswerInput!) {\n  answerTrivia(questionId: $questionId, input: $input) {\n    id\n    questionId\n    selectedOption\n    correct\n    correctOption\n    message\n  }\n}": typeof types.TriviaQuestionFieldsFragmentDoc,
    "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}": typeof types.SessionUserFieldsFragmentDoc,
};
const documents: Documents = {
    "query ChatbotEnabled {\n  chatbotEnabled {\n    enabled\n  }\n}\n\nmutation Chat($input: ChatInput!) {\n  chat(input: $input) {\n    response\n  }\n}": types.ChatbotEnabledDocument,
    "query StoryContent($language: String) {\n  storyContent(language: $language) {\n    howWeMet\n    timeline {\n      season\n      year\n      title\n      text\n    }\n  }\n}": types.StoryContentDocument,
    "query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n    countryCode\n  }\n}": types.WeddingDocument,
    "query WelcomeMessage {\n  welcomeMessage\n}": types.WelcomeMessageDocument,
    "query LogisticsPage($language: String, $version: String) {\n  wedding {\n    date\n    ceremonyTime\n  }\n  venue {\n    name\n    street\n    city\n    countryCode\n    mapsUrl\n  }\n  logisticsContent(language: $language, version: $version) {\n    version\n    accommodation\n    venueNote\n    fromAirport\n    fromBarcelona\n    groupNote\n    calendarUrl\n  }\n}": types.LogisticsPageDocument,
    "fragment PollFields on Poll {\n  id\n  question\n  options\n  type\n  voteCounts\n  myVote\n}\n\nquery PollsPage {\n  polls {\n    ...PollFields\n  }\n}\n\nmutation VotePoll($pollId: Int!, $input: PollVoteInput!) {\n  votePoll(pollId: $pollId, input: $input) {\n    id\n    pollId\n    selectedOption\n  }\n}": types.PollFieldsFragmentDoc,
    "fragment RegistryItemFields on RegistryItem {\n  id\n  name\n  description\n  imageUrl\n  price\n  remainingQuantity\n}\n\nquery RegistryPage {\n  registryItems {\n    ...RegistryItemFields\n  }\n  paymentSettings {\n    venmoUsername\n    zelleEmail\n    currency\n  }\n}\n\nmutation ConfirmPayments($input: PaymentBatchInput!) {\n  confirmPayments(input: $input) {\n    id\n    registryItemId\n    quantity\n    amount\n    status\n  }\n}": types.RegistryItemFieldsFragmentDoc,
    "query RegistryNote {\n  registryNote\n}": types.RegistryNoteDocument,
    "query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}": types.RsvpContactDocument,
    "fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!) {\n  submitGuestAttendance(attendanceData: $attendanceData) {\n    ...RsvpAnswerFields\n  }\n}": types.RsvpGuestFieldsFragmentDoc,
    "query SchedulePage($language: String, $version: String) {\n  scheduleContent(language: $language, version: $version) {\n    version\n    text\n  }\n}": types.SchedulePageDocument,
    "fragment TriviaQuestionFields on TriviaQuestion {\n  id\n  question\n  options\n  questionType\n  embeds\n  answerCounts\n  myAnswer\n  correctOption\n  correctMessage\n  incorrectMessage\n}\n\nquery TriviaPage {\n  triviaQuestions {\n    ...TriviaQuestionFields\n  }\n}\n\nquery TriviaLeaderboard {\n  triviaLeaderboard {\n    userId\n    lastName\n    correctAnswers\n    totalAnswers\n    percentage\n  }\n}\n\nmutation AnswerTrivia($questionId: Int!, $input: TriviaAnswerInput!) {\n  answerTrivia(questionId: $questionId, input: $input) {\n    id\n    questionId\n    selectedOption\n    correct\n    correctOption\n    message\n  }\n}": types.TriviaQuestionFieldsFragmentDoc,
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
export function graphql(source: "query ChatbotEnabled {\n  chatbotEnabled {\n    enabled\n  }\n}\n\nmutation Chat($input: ChatInput!) {\n  chat(input: $input) {\n    response\n  }\n}"): (typeof documents)["query ChatbotEnabled {\n  chatbotEnabled {\n    enabled\n  }\n}\n\nmutation Chat($input: ChatInput!) {\n  chat(input: $input) {\n    response\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StoryContent($language: String) {\n  storyContent(language: $language) {\n    howWeMet\n    timeline {\n      season\n      year\n      title\n      text\n    }\n  }\n}"): (typeof documents)["query StoryContent($language: String) {\n  storyContent(language: $language) {\n    howWeMet\n    timeline {\n      season\n      year\n      title\n      text\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n    countryCode\n  }\n}"): (typeof documents)["query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n    countryCode\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WelcomeMessage {\n  welcomeMessage\n}"): (typeof documents)["query WelcomeMessage {\n  welcomeMessage\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LogisticsPage($language: String, $version: String) {\n  wedding {\n    date\n    ceremonyTime\n  }\n  venue {\n    name\n    street\n    city\n    countryCode\n    mapsUrl\n  }\n  logisticsContent(language: $language, version: $version) {\n    version\n    accommodation\n    venueNote\n    fromAirport\n    fromBarcelona\n    groupNote\n    calendarUrl\n  }\n}"): (typeof documents)["query LogisticsPage($language: String, $version: String) {\n  wedding {\n    date\n    ceremonyTime\n  }\n  venue {\n    name\n    street\n    city\n    countryCode\n    mapsUrl\n  }\n  logisticsContent(language: $language, version: $version) {\n    version\n    accommodation\n    venueNote\n    fromAirport\n    fromBarcelona\n    groupNote\n    calendarUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PollFields on Poll {\n  id\n  question\n  options\n  type\n  voteCounts\n  myVote\n}\n\nquery PollsPage {\n  polls {\n    ...PollFields\n  }\n}\n\nmutation VotePoll($pollId: Int!, $input: PollVoteInput!) {\n  votePoll(pollId: $pollId, input: $input) {\n    id\n    pollId\n    selectedOption\n  }\n}"): (typeof documents)["fragment PollFields on Poll {\n  id\n  question\n  options\n  type\n  voteCounts\n  myVote\n}\n\nquery PollsPage {\n  polls {\n    ...PollFields\n  }\n}\n\nmutation VotePoll($pollId: Int!, $input: PollVoteInput!) {\n  votePoll(pollId: $pollId, input: $input) {\n    id\n    pollId\n    selectedOption\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RegistryItemFields on RegistryItem {\n  id\n  name\n  description\n  imageUrl\n  price\n  remainingQuantity\n}\n\nquery RegistryPage {\n  registryItems {\n    ...RegistryItemFields\n  }\n  paymentSettings {\n    venmoUsername\n    zelleEmail\n    currency\n  }\n}\n\nmutation ConfirmPayments($input: PaymentBatchInput!) {\n  confirmPayments(input: $input) {\n    id\n    registryItemId\n    quantity\n    amount\n    status\n  }\n}"): (typeof documents)["fragment RegistryItemFields on RegistryItem {\n  id\n  name\n  description\n  imageUrl\n  price\n  remainingQuantity\n}\n\nquery RegistryPage {\n  registryItems {\n    ...RegistryItemFields\n  }\n  paymentSettings {\n    venmoUsername\n    zelleEmail\n    currency\n  }\n}\n\nmutation ConfirmPayments($input: PaymentBatchInput!) {\n  confirmPayments(input: $input) {\n    id\n    registryItemId\n    quantity\n    amount\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegistryNote {\n  registryNote\n}"): (typeof documents)["query RegistryNote {\n  registryNote\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}"): (typeof documents)["query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!) {\n  submitGuestAttendance(attendanceData: $attendanceData) {\n    ...RsvpAnswerFields\n  }\n}"): (typeof documents)["fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!) {\n  submitGuestAttendance(attendanceData: $attendanceData) {\n    ...RsvpAnswerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SchedulePage($language: String, $version: String) {\n  scheduleContent(language: $language, version: $version) {\n    version\n    text\n  }\n}"): (typeof documents)["query SchedulePage($language: String, $version: String) {\n  scheduleContent(language: $language, version: $version) {\n    version\n    text\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TriviaQuestionFields on TriviaQuestion {\n  id\n  question\n  options\n  questionType\n  embeds\n  answerCounts\n  myAnswer\n  correctOption\n  correctMessage\n  incorrectMessage\n}\n\nquery TriviaPage {\n  triviaQuestions {\n    ...TriviaQuestionFields\n  }\n}\n\nquery TriviaLeaderboard {\n  triviaLeaderboard {\n    userId\n    lastName\n    correctAnswers\n    totalAnswers\n    percentage\n  }\n}\n\nmutation AnswerTrivia($questionId: Int!, $input: TriviaAnswerInput!) {\n  answerTrivia(questionId: $questionId, input: $input) {\n    id\n    questionId\n    selectedOption\n    correct\n    correctOption\n    message\n  }\n}"): (typeof documents)["fragment TriviaQuestionFields on TriviaQuestion {\n  id\n  question\n  options\n  questionType\n  embeds\n  answerCounts\n  myAnswer\n  correctOption\n  correctMessage\n  incorrectMessage\n}\n\nquery TriviaPage {\n  triviaQuestions {\n    ...TriviaQuestionFields\n  }\n}\n\nquery TriviaLeaderboard {\n  triviaLeaderboard {\n    userId\n    lastName\n    correctAnswers\n    totalAnswers\n    percentage\n  }\n}\n\nmutation AnswerTrivia($questionId: Int!, $input: TriviaAnswerInput!) {\n  answerTrivia(questionId: $questionId, input: $input) {\n    id\n    questionId\n    selectedOption\n    correct\n    correctOption\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}"): (typeof documents)["fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;