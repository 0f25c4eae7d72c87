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
    "query LandingGiftPhoto {\n  registryItems {\n    id\n    imageUrl\n    imageSrcSet\n  }\n}": typeof types.LandingGiftPhotoDocument,
    "query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n    countryCode\n  }\n}": typeof types.WeddingDocument,
    "query WelcomeMessage {\n  welcomeMessage\n}": typeof types.WelcomeMessageDocument,
    "query LogisticsPage($language: String, $version: String) {\n  wedding {\n    date\n    ceremonyTime\n  }\n  venue {\n    name\n    street\n    city\n    countryCode\n    mapsUrl\n  }\n  logisticsContent(language: $language, version: $version) {\n    version\n    accommodation\n    venueNote\n    fromAirport\n    fromBarcelona\n    groupNote\n    calendarUrl\n  }\n}": typeof types.LogisticsPageDocument,
    "fragment PollFields on Poll {\n  id\n  question\n  options\n  type\n  voteCounts\n  myVote\n}\n\nquery PollsPage {\n  polls {\n    ...PollFields\n  }\n}\n\nmutation VotePoll($pollId: Int!, $input: PollVoteInput!) {\n  votePoll(pollId: $pollId, input: $input) {\n    id\n    pollId\n    selectedOption\n  }\n}": typeof types.PollFieldsFragmentDoc,
    "fragment RegistryItemFields on RegistryItem {\n  id\n  name\n  description\n  imageUrl\n  imageSrcSet\n  price\n  remainingQuantity\n}\n\nquery RegistryPage {\n  registryItems {\n    ...RegistryItemFields\n  }\n  paymentSettings {\n    venmoUsername\n    zelleEmail\n    currency\n  }\n}\n\nmutation ConfirmPayments($input: PaymentBatchInput!) {\n  confirmPayments(input: $input) {\n    id\n    registryItemId\n    quantity\n    amount\n    status\n  }\n}": typeof types.RegistryItemFieldsFragmentDoc,
    "query RegistryNote {\n  registryNote\n}": typeof types.RegistryNoteDocument,
    "query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}": typeof types.RsvpContactDocument,
    "mutation AddPlusOne($input: PlusOneInput!) {\n  addPlusOne(input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation UpdatePlusOne($id: Int!, $input: PlusOneInput!) {\n  updatePlusOne(id: $id, input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation RemovePlusOne($id: Int!) {\n  removePlusOne(id: $id)\n}": typeof types.AddPlusOneDocument,
    "fragment RsvpQuestionFields on RsvpQuestion {\n  id\n  text\n  type\n  options\n  required\n  perGuest\n}\n\nfragment RsvpQuestionAnswerFields on RsvpQuestionAnswer {\n  questionId\n  guestId\n  value\n}": typeof types.RsvpQuestionFieldsFragmentDoc,
    "fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  isPlusOne\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n  events {\n    eventId\n    attending\n  }\n  answers {\n    ...RsvpQuestionAnswerFields\n  }\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n  rsvpQuestions {\n    ...RsvpQuestionFields\n  }\n  plusOnesAllowed\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!, $answers: [RsvpAnswerInput!]) {\n  submitGuestAttendance(attendanceData: $attendanceData, answers: $answers) {\n    ...RsvpAnswerFields\n  }\n}": typeof types.RsvpGuestFieldsFragmentDoc,
    "query RsvpEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n  }\n}": typeof types.RsvpEventsDocument,
    "query ScheduleEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n    venue\n    address\n    mapsUrl\n    note\n    calendarUrl\n  }\n}": typeof types.ScheduleEventsDocument,
    "query SchedulePage($language: String, $version: String) {\n  scheduleContent(language: $language, version: $version) {\n    version\n    text\n  }\n}": typeof types.SchedulePageDocument,
    "fragment TriviaQuestionFields on TriviaQuestion {\n  id\n  question\n  options\n  questionType\n  embeds\n  answerCounts\n  myAnswer\n  correctOption\n  correctMessage\n  incorrectMessage\n}\n\nquery TriviaPage {\n  triviaQuestions {\n    ...TriviaQuestionFields\n  }\n}\n\nquery TriviaLeaderboard {\n  triviaLeaderboard {\n    userId\n    lastName\n    correctAnswers\n    totalAnswers\n    percentage\n  }\n}\n\nmutation AnswerTrivia($questionId: Int!, $input: TriviaAnswerInput!) {\n  answerTrivia(questionId: $questionId, input: $input) {\n    id\n    questionId\n    selectedOption\n    correct\n    correctOption\n    message\n  }\n}": typeof types.TriviaQuestionFieldsFragmentDoc,
    "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...SessionUserFields\n  }\n}": typeof types.SessionUserFieldsFragmentDoc,
};
const documents: Documents = {
    "query ChatbotEnabled {\n  chatbotEnabled {\n    enabled\n  }\n}\n\nmutation Chat($input: ChatInput!) {\n  chat(input: $input) {\n    response\n  }\n}": types.ChatbotEnabledDocument,
    "query StoryContent($language: String) {\n  storyContent(language: $language) {\n    howWeMet\n    timeline {\n      season\n      year\n      title\n      text\n    }\n  }\n}": types.StoryContentDocument,
    "query LandingGiftPhoto {\n  registryItems {\n    id\n    imageUrl\n    imageSrcSet\n  }\n}": types.LandingGiftPhotoDocument,
    "query Wedding {\n  wedding {\n    coupleNames\n    date\n    timezone\n    country\n    countryCode\n  }\n}": types.WeddingDocument,
    "query WelcomeMessage {\n  welcomeMessage\n}": types.WelcomeMessageDocument,
    "query LogisticsPage($language: String, $version: String) {\n  wedding {\n    date\n    ceremonyTime\n  }\n  venue {\n    name\n    street\n    city\n    countryCode\n    mapsUrl\n  }\n  logisticsContent(language: $language, version: $version) {\n    version\n    accommodation\n    venueNote\n    fromAirport\n    fromBarcelona\n    groupNote\n    calendarUrl\n  }\n}": types.LogisticsPageDocument,
    "fragment PollFields on Poll {\n  id\n  question\n  options\n  type\n  voteCounts\n  myVote\n}\n\nquery PollsPage {\n  polls {\n    ...PollFields\n  }\n}\n\nmutation VotePoll($pollId: Int!, $input: PollVoteInput!) {\n  votePoll(pollId: $pollId, input: $input) {\n    id\n    pollId\n    selectedOption\n  }\n}": types.PollFieldsFragmentDoc,
    "fragment RegistryItemFields on RegistryItem {\n  id\n  name\n  description\n  imageUrl\n  imageSrcSet\n  price\n  remainingQuantity\n}\n\nquery RegistryPage {\n  registryItems {\n    ...RegistryItemFields\n  }\n  paymentSettings {\n    venmoUsername\n    zelleEmail\n    currency\n  }\n}\n\nmutation ConfirmPayments($input: PaymentBatchInput!) {\n  confirmPayments(input: $input) {\n    id\n    registryItemId\n    quantity\n    amount\n    status\n  }\n}": types.RegistryItemFieldsFragmentDoc,
    "query RegistryNote {\n  registryNote\n}": types.RegistryNoteDocument,
    "query RsvpContact {\n  partyContact {\n    email\n  }\n}\n\nmutation UpdatePartyEmail($email: String) {\n  updatePartyEmail(email: $email) {\n    email\n  }\n}": types.RsvpContactDocument,
    "mutation AddPlusOne($input: PlusOneInput!) {\n  addPlusOne(input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation UpdatePlusOne($id: Int!, $input: PlusOneInput!) {\n  updatePlusOne(id: $id, input: $input) {\n    ...RsvpGuestFields\n  }\n}\n\nmutation RemovePlusOne($id: Int!) {\n  removePlusOne(id: $id)\n}": types.AddPlusOneDocument,
    "fragment RsvpQuestionFields on RsvpQuestion {\n  id\n  text\n  type\n  options\n  required\n  perGuest\n}\n\nfragment RsvpQuestionAnswerFields on RsvpQuestionAnswer {\n  questionId\n  guestId\n  value\n}": types.RsvpQuestionFieldsFragmentDoc,
    "fragment RsvpGuestFields on Guest {\n  id\n  firstName\n  lastName\n  isChild\n  isPlusOne\n  sortOrder\n}\n\nfragment RsvpAnswerFields on GuestAttendance {\n  id\n  guestId\n  attending\n  dietaryRestrictions\n  mealPreference\n  events {\n    eventId\n    attending\n  }\n  answers {\n    ...RsvpQuestionAnswerFields\n  }\n}\n\nquery RsvpPage {\n  partyGuests {\n    ...RsvpGuestFields\n  }\n  guestAttendance {\n    ...RsvpAnswerFields\n  }\n  rsvpOptions {\n    deadline\n    mealOptions\n    open\n  }\n  rsvpQuestions {\n    ...RsvpQuestionFields\n  }\n  plusOnesAllowed\n}\n\nmutation SubmitGuestAttendance($attendanceData: [GuestAttendanceInput!]!, $answers: [RsvpAnswerInput!]) {\n  submitGuestAttendance(attendanceData: $attendanceData, answers: $answers) {\n    ...RsvpAnswerFields\n  }\n}": types.RsvpGuestFieldsFragmentDoc,
    "query RsvpEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n  }\n}": types.RsvpEventsDocument,
    "query ScheduleEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n    venue\n    address\n    mapsUrl\n    note\n    calendarUrl\n  }\n}": types.ScheduleEventsDocument,
    "query SchedulePage($language: String, $version: String) {\n  scheduleContent(language: $language, version: $version) {\n    version\n    text\n  }\n}": types.SchedulePageDocument,
    "fragment TriviaQuestionFields on TriviaQuestion {\n  id\n  question\n  options\n  questionType\n  embeds\n  answerCounts\n  myAnswer\n  correctOption\n  correctMessage\n  incorrectMessage\n}\n\nquery TriviaPage {\n  triviaQuestions {\n    ...TriviaQuestionFields\n  }\n}\n\nquery TriviaLeaderboard {\n  triviaLeaderboard {\n    userId\n    lastName\n    correctAnswers\n    totalAnswers\n    percentage\n  }\n}\n\nmutation AnswerTrivia($questionId: Int!, $input: TriviaAnswerInput!) {\n  answerTrivia(questionId: $questionId, input: $input) {\n    id\n    questionId\n    selectedOption\n    correct\n    correctOption\n    message\n  }\n}": types.TriviaQuestionFieldsFragmentDoc,
    "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...SessionUserFields\n  }\n}": types.SessionUserFieldsFragmentDoc,
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
export function graphql(source: "query LandingGiftPhoto {\n  registryItems {\n    id\n    imageUrl\n    imageSrcSet\n  }\n}"): (typeof documents)["query LandingGiftPhoto {\n  registryItems {\n    id\n    imageUrl\n    imageSrcSet\n  }\n}"];
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
export function graphql(source: "fragment RegistryItemFields on RegistryItem {\n  id\n  name\n  description\n  imageUrl\n  imageSrcSet\n  price\n  remainingQuantity\n}\n\nquery RegistryPage {\n  registryItems {\n    ...RegistryItemFields\n  }\n  paymentSettings {\n    venmoUsername\n    zelleEmail\n    currency\n  }\n}\n\nmutation ConfirmPayments($input: PaymentBatchInput!) {\n  confirmPayments(input: $input) {\n    id\n    registryItemId\n    quantity\n    amount\n    status\n  }\n}"): (typeof documents)["fragment RegistryItemFields on RegistryItem {\n  id\n  name\n  description\n  imageUrl\n  imageSrcSet\n  price\n  remainingQuantity\n}\n\nquery RegistryPage {\n  registryItems {\n    ...RegistryItemFields\n  }\n  paymentSettings {\n    venmoUsername\n    zelleEmail\n    currency\n  }\n}\n\nmutation ConfirmPayments($input: PaymentBatchInput!) {\n  confirmPayments(input: $input) {\n    id\n    registryItemId\n    quantity\n    amount\n    status\n  }\n}"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ScheduleEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n    venue\n    address\n    mapsUrl\n    note\n    calendarUrl\n  }\n}"): (typeof documents)["query ScheduleEvents($language: String) {\n  events(language: $language) {\n    id\n    name\n    start\n    end\n    venue\n    address\n    mapsUrl\n    note\n    calendarUrl\n  }\n}"];
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
export function graphql(source: "fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...SessionUserFields\n  }\n}"): (typeof documents)["fragment SessionUserFields on SessionUser {\n  id\n  lastName\n  isAdmin\n  canRsvp\n  guestGroup\n  allowedPages\n  pageVersions {\n    logistics\n    eventSchedule\n  }\n  photoVersion\n}\n\nquery Me {\n  me {\n    ...SessionUserFields\n  }\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...SessionUserFields\n  }\n}\n\nmutation Logout {\n  logout\n}\n\nmutation SignInWithLink($token: String!) {\n  signInWithLink(token: $token) {\n    ...SessionUserFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;