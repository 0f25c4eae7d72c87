import type { GuestPage } from '../../api/src/auth/policy.js';

/**
 * Who may call each GraphQL root field and each /api route: one line each. The matrix test
 * (authorization-matrix.test.ts) calls every one of them as four callers and fails when a
 * field or route has no line here, or a line names one that no longer exists.
 *
 * Adding a field or route: add its line under its section, e.g.
 *   rsvp: page('rsvp'),                          // in Query or Mutation
 *   'POST /api/guest-attendance': page('rsvp'),  // in rest
 */

export type Caller = 'anonymous' | 'guestWithoutPage' | 'guestWithPage' | 'admin';
/** Allowed includes a 400, 404 or 409 that came after authorization. */
export type Outcome = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN';

export interface Access {
  label: string;
  outcomes: Record<Caller, Outcome>;
  /** What the field shows in schema.graphql: @auth(requires: ...) and @page(name: ...). */
  directives: { auth?: 'SIGNED_IN' | 'ADMIN'; page?: GuestPage };
}

/** Anyone, signed in or not. */
export const anyone: Access = {
  label: 'anyone',
  outcomes: { anonymous: 'allowed', guestWithoutPage: 'allowed', guestWithPage: 'allowed', admin: 'allowed' },
  directives: {},
};

/**
 * Anyone may open a personal link; the matrix's made-up token is refused the same way for every
 * caller (401 "no longer valid"), whatever their role (api/src/personal-links tests the real ones).
 */
export const anyoneWithLink: Access = {
  label: 'anyoneWithLink',
  outcomes: { anonymous: 'UNAUTHENTICATED', guestWithoutPage: 'UNAUTHENTICATED', guestWithPage: 'UNAUTHENTICATED', admin: 'UNAUTHENTICATED' },
  directives: {},
};

/** Any signed-in party, whatever its group opens. */
export const signedIn: Access = {
  label: 'signedIn',
  outcomes: { anonymous: 'UNAUTHENTICATED', guestWithoutPage: 'allowed', guestWithPage: 'allowed', admin: 'allowed' },
  directives: { auth: 'SIGNED_IN' },
};

/** Data of a page: parties whose guest group opens that page, and admins. */
export const page = (name: GuestPage): Access => ({
  label: `page('${name}')`,
  outcomes: { anonymous: 'UNAUTHENTICATED', guestWithoutPage: 'FORBIDDEN', guestWithPage: 'allowed', admin: 'allowed' },
  directives: { auth: 'SIGNED_IN', page: name },
});

/** Admins only. */
export const admin: Access = {
  label: 'admin',
  outcomes: { anonymous: 'UNAUTHENTICATED', guestWithoutPage: 'FORBIDDEN', guestWithPage: 'FORBIDDEN', admin: 'allowed' },
  directives: { auth: 'ADMIN' },
};

export const expectedAccess: { Query: Record<string, Access>; Mutation: Record<string, Access>; rest: Record<string, Access> } = {
  Query: {
    me: anyone, // null when signed out
    wedding: signedIn,
    venue: page('logistics'),
    weddingDetails: admin,
    setupChecklist: admin,
    parties: admin,
    partyDeletion: admin,
    messages: admin,
    mailServer: admin,
    messageTemplates: admin,
    messageTemplatePreview: admin,
    notifySettings: admin, // where the couple's notes go (issue 22 §4)
    partyContact: page('rsvp'), // and canRsvp
    guestGroups: admin,
    guestListExport: admin,
    uploadTemplate: admin,
    partyGuests: page('rsvp'), // and canRsvp (rsvp.test.ts)
    guestAttendance: page('rsvp'), // and canRsvp
    plusOnesAllowed: page('rsvp'), // and canRsvp (plus-ones.test.ts)
    rsvpOptions: page('rsvp'),
    adminRsvpOptions: admin, // the meal options in both languages (issue 20 §4)
    registryItems: page('registry'),
    paymentSettings: page('registry'),
    adminRegistryItems: admin,
    polls: page('polls'),
    pollResponses: page('polls'),
    adminPolls: admin,
    // Several events: a party reads the events its group is invited to, whatever pages it opens
    events: signedIn,
    adminEvents: admin,
    // Site content
    storyContent: page('couple'),
    logisticsContent: page('logistics'),
    scheduleContent: page('schedule'),
    weddingCalendar: page('logistics'),
    welcomeMessage: page('home'),
    registryNote: page('registry'),
    siteTexts: admin,
    triviaQuestions: page('trivia'),
    triviaResponses: page('trivia'),
    triviaLeaderboard: page('trivia'),
    adminTriviaQuestions: admin,
    paymentConfirmations: admin,
    rsvps: admin,
    allPartyGuests: admin,
    guestsOfParty: admin,
    // Issue 23: the dashboard's lists a page at a time
    partiesPage: admin,
    guestsPage: admin,
    allGuestAttendance: admin,
    rsvpStatistics: admin,
    // RSVP questions (issue 21 §3)
    rsvpQuestions: page('rsvp'), // and canRsvp
    adminRsvpQuestions: admin,
    chatbotEnabled: anyone,
    chatbotContext: admin,
    // Site images
    siteImages: anyone, // signed out: the hero only; close-friends photos per caller
    adminSiteImages: admin,
    // Backups
    backups: admin,
    invitationCards: admin,
  },

  Mutation: {
    login: anyone,
    logout: anyone,
    signInWithLink: anyoneWithLink,
    regeneratePersonalLink: admin,
    createParty: admin,
    updateParty: admin,
    deleteParty: admin,
    sendMessages: admin,
    updateMessageTemplate: admin,
    restoreMessageTemplate: admin,
    updateNotifySettings: admin,
    updatePartyEmail: page('rsvp'), // and canRsvp
    createGuestGroup: admin,
    updateGuestGroup: admin,
    deleteGuestGroup: admin,
    updateWedding: admin,
    markSiteShared: admin,
    submitGuestAttendance: page('rsvp'), // and canRsvp
    // Plus-ones: the caller's own party only, and canRsvp (plus-ones.test.ts).
    addPlusOne: page('rsvp'),
    updatePlusOne: page('rsvp'),
    removePlusOne: page('rsvp'),
    updateRsvp: admin,
    updateRsvpOptions: admin,
    // RSVP questions (issue 21 §3)
    createRsvpQuestion: admin,
    updateRsvpQuestion: admin,
    deleteRsvpQuestion: admin,
    addPartyGuests: admin,
    confirmPayment: page('registry'),
    confirmPayments: page('registry'),
    createRegistryItem: admin,
    updateRegistryItem: admin,
    deleteRegistryItem: admin,
    uploadRegistryItemImage: admin,
    removeRegistryItemImage: admin,
    votePoll: page('polls'),
    createPoll: admin,
    updatePoll: admin,
    deletePoll: admin,
    createEvent: admin,
    updateEvent: admin,
    deleteEvent: admin,
    // Site content
    updateSiteText: admin,
    answerTrivia: page('trivia'),
    createTriviaQuestion: admin,
    updateTriviaQuestion: admin,
    deleteTriviaQuestion: admin,
    updatePaymentConfirmation: admin,
    updatePaymentSettings: admin,
    bulkUploadParties: admin,
    bulkUploadPartyGuests: admin,
    deletePartyGuest: admin,
    chat: signedIn, // 404 while the assistant is off
    setChatbotEnabled: admin,
    updateChatbotContext: admin,
    // Site images
    signImageUrls: anyone,
    uploadSiteImage: admin,
    updateSiteImage: admin,
    deleteSiteImage: admin,
    // Backups
    createBackup: admin,
  },

  // 'METHOD /path' exactly as in api/src/rest/routes.ts.
  rest: {
    'GET /api/user': signedIn, // runs `me`; signed out is a 401
    'POST /api/login': anyone,
    'POST /api/logout': anyone,
    'POST /api/login/link': anyoneWithLink,
    'GET /api/wedding': signedIn,
    'GET /api/venue': page('logistics'),
    'GET /api/admin/parties': admin,
    'GET /api/admin/parties-page': admin,
    'GET /api/admin/guests-page': admin,
    'POST /api/admin/parties': admin,
    'PATCH /api/admin/parties/:id': admin,
    'GET /api/admin/parties/:id/deletion': admin,
    'POST /api/admin/parties/:id/personal-link': admin,
    'DELETE /api/admin/parties/:id': admin,
    'POST /api/admin/messages': admin,
    'GET /api/admin/messages': admin,
    'GET /api/admin/mail-server': admin,
    'GET /api/admin/message-templates': admin,
    'PUT /api/admin/message-templates/:kind': admin,
    'DELETE /api/admin/message-templates/:kind': admin,
    'POST /api/admin/message-templates/:kind/preview': admin,
    'GET /api/admin/notify-settings': admin,
    'PUT /api/admin/notify-settings': admin,
    'GET /api/party-contact': page('rsvp'),
    'PUT /api/party-contact': page('rsvp'),
    'GET /api/admin/guest-groups': admin,
    'POST /api/admin/guest-groups': admin,
    'PATCH /api/admin/guest-groups/:id': admin,
    'DELETE /api/admin/guest-groups/:id': admin,
    'PUT /api/admin/wedding': admin,
    'GET /api/admin/wedding': admin,
    'GET /api/admin/setup-checklist': admin,
    'POST /api/admin/setup-checklist/site-shared': admin,
    'GET /api/party-guests': page('rsvp'),
    'GET /api/plus-one-allowance': page('rsvp'),
    'POST /api/party-guests': page('rsvp'),
    'PATCH /api/party-guests/:id': page('rsvp'),
    'DELETE /api/party-guests/:id': page('rsvp'),
    'GET /api/guest-attendance': page('rsvp'),
    'POST /api/guest-attendance': page('rsvp'),
    'GET /api/rsvp-options': page('rsvp'),
    'GET /api/registry-items': page('registry'),
    'GET /api/payment-settings': page('registry'),
    'POST /api/payment-confirmations': page('registry'),
    'POST /api/payment-confirmations/batch': page('registry'),
    'GET /api/polls': page('polls'),
    'GET /api/events': signedIn,
    'GET /api/polls/:pollId/responses': page('polls'),
    'POST /api/polls/:pollId/responses': page('polls'),
    // Site content
    'GET /api/content/story': page('couple'),
    'GET /api/content/logistics': page('logistics'),
    'GET /api/content/schedule': page('schedule'),
    'GET /api/wedding.ics': page('logistics'),
    'GET /api/content/welcome': page('home'),
    'GET /api/content/registry-note': page('registry'),
    'GET /api/trivia': page('trivia'),
    'GET /api/trivia/leaderboard': page('trivia'),
    'GET /api/trivia/:id/responses': page('trivia'),
    'POST /api/trivia/:id/responses': page('trivia'),
    'GET /api/admin/rsvps': admin,
    'PATCH /api/admin/rsvps/:userId': admin,
    'GET /api/admin/rsvp-statistics': admin,
    'GET /api/admin/rsvp-options': admin,
    'PUT /api/admin/rsvp-options': admin,
    'GET /api/admin/guest-attendance': admin,
    // RSVP questions (issue 21 §3)
    'GET /api/rsvp-questions': page('rsvp'), // and canRsvp
    'GET /api/admin/rsvp-questions': admin,
    'POST /api/admin/rsvp-questions': admin,
    'PATCH /api/admin/rsvp-questions/:id': admin,
    'DELETE /api/admin/rsvp-questions/:id': admin,
    'GET /api/admin/party-guests': admin,
    'POST /api/admin/party-guests': admin,
    'POST /api/admin/bulk-guests': admin,
    'GET /api/admin/registry-items': admin,
    'POST /api/admin/registry-items': admin,
    'PATCH /api/admin/registry-items/:id': admin,
    'DELETE /api/admin/registry-items/:id': admin,
    'POST /api/admin/registry-items/:id/image': admin,
    'DELETE /api/admin/registry-items/:id/image': admin,
    'GET /api/admin/polls': admin,
    'POST /api/admin/polls': admin,
    'PUT /api/admin/polls/:id': admin,
    'DELETE /api/admin/polls/:id': admin,
    'GET /api/admin/events': admin,
    'POST /api/admin/events': admin,
    'PATCH /api/admin/events/:id': admin,
    'DELETE /api/admin/events/:id': admin,
    // Site content
    'GET /api/admin/site-texts': admin,
    'PUT /api/admin/site-texts/:key': admin,
    'GET /api/admin/trivia': admin,
    'POST /api/admin/trivia': admin,
    'PATCH /api/admin/trivia/:id': admin,
    'DELETE /api/admin/trivia/:id': admin,
    'GET /api/admin/payment-confirmations': admin,
    'PATCH /api/admin/payment-confirmations/:id': admin,
    'PUT /api/admin/settings': admin,
    'POST /api/admin/bulk-party-guests': admin,
    'GET /api/admin/export/guests.csv': admin,
    'GET /api/admin/export/guests.xlsx': admin,
    'GET /api/admin/templates/party-upload-template.csv': admin,
    'GET /api/admin/templates/party-guest-upload-template.csv': admin,
    'GET /api/admin/templates/party-upload-template.xlsx': admin,
    'GET /api/admin/templates/party-guest-upload-template.xlsx': admin,
    'GET /api/admin/party-guests/:partyId': admin,
    'DELETE /api/admin/party-guests/:guestId': admin,
    'GET /api/chatbot-enabled': anyone,
    'POST /api/chat': signedIn,
    'PUT /api/admin/chatbot-enabled': admin,
    'GET /api/admin/chatbot-context': admin,
    'POST /api/admin/chatbot-context': admin,
    // Site images
    'GET /api/site-images': anyone,
    'POST /api/images/sign-urls': anyone,
    'GET /api/admin/site-images': admin,
    'POST /api/admin/site-images': admin,
    'PATCH /api/admin/site-images/:id': admin,
    'DELETE /api/admin/site-images/:id': admin,
    // Backups
    'GET /api/admin/backup': admin,
    'GET /api/admin/invitation-cards.pdf': admin,
  },
};
