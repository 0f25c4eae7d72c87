import type { RestRequest, RestRoute } from './shim.js';
import { backupDownload } from '../backup/backup-download.js';
import { leaderboardBoard } from '../trivia/trivia.service.js';

const input = ({ body }: { body: unknown }) => ({ input: body ?? {} });
const id = ({ params }: { params: Record<string, string> }) => Number(params.id);
/** The body's one named list, e.g. {attendanceData: [...]}, as the field's argument of that name. */
const bodyField =
  (name: string) =>
  ({ body }: { body: unknown }) => ({ [name]: (body as Record<string, unknown> | null)?.[name] });
const success = () => ({ success: true });
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** A whole number from the query string as GraphQL wants it; anything else reaches it as sent, to be refused naming the parameter. */
const queryInt = (v: string | string[] | undefined) => {
  const text = one(v);
  return text === undefined || text === '' ? undefined : /^-?\d{1,10}$/.test(text) ? Number(text) : text;
};
/**
 * A page of a list (issue 23): ?offset=&limit=&sort=&search=&guestGroup=&rsvpStatus=A,B&meal=&counted=true.
 * Left out: the first 25 in the list's usual order, unfiltered.
 */
const listPage = (numbers: string[], sort: string) => ({ query }: RestRequest) => {
  const status = one(query.rsvpStatus);
  const counted = one(query.counted);
  const args: Record<string, unknown> = {
    offset: 0,
    limit: 25,
    sort: one(query.sort) || sort,
    filter: {
      search: one(query.search) ?? null,
      guestGroup: one(query.guestGroup) ?? null,
      rsvpStatus: status ? status.split(',') : null,
      meal: one(query.meal) ?? null,
      counted: counted === undefined ? null : counted === 'true' || counted === '1' ? true : counted === 'false' || counted === '0' ? false : counted,
    },
  };
  for (const name of numbers) {
    const value = queryInt(query[name]);
    if (value !== undefined) args[name] = value;
  }
  return args;
};
/** ?dryRun=true previews an upload; another word reaches GraphQL, which refuses it naming dryRun. */
const dryRunFlag = ({ query }: RestRequest) => {
  const value = query.dryRun;
  return value === undefined || value === 'false' || value === '0' ? false : value === 'true' || value === '1' ? true : value;
};
const upload = (req: RestRequest) => ({ file: req.file ?? null, dryRun: dryRunFlag(req) });
/** A photo's details from the query string; numbers and flags as GraphQL wants them, anything else reaches it as sent. */
const siteImageUpload = ({ query, file }: RestRequest) => {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const order = one(query.displayOrder);
  const active = one(query.active);
  return {
    file: file ?? null,
    input: {
      location: one(query.location) ?? '',
      description: one(query.description) ?? null,
      descriptionEs: one(query.descriptionEs) ?? null,
      alt: one(query.alt) ?? null,
      altEs: one(query.altEs) ?? null,
      displayOrder: order === undefined ? 0 : /^\d{1,9}$/.test(order) ? Number(order) : order,
      active: active === undefined ? true : active === 'true' || active === '1' ? true : active === 'false' || active === '0' ? false : active,
      photoVersion: one(query.photoVersion) ?? '',
    },
  };
};

/**
 * Every /api path of the spec, each answered by one GraphQL root field against the same
 * schema and context as /graphql: authorization and validation exist once.
 * Feature issues add their rows here.
 */
export const restRoutes: RestRoute[] = [
  // Session and public
  { method: 'GET', path: '/api/user', field: 'me', whenNull: { status: 401, messageCode: 'NOT_SIGNED_IN', message: 'Not signed in' } },
  { method: 'POST', path: '/api/login', field: 'login', args: input },
  // A personal link's token (the web app's /i/{token} page posts it; issue 22 §2)
  { method: 'POST', path: '/api/login/link', field: 'signInWithLink', args: (req) => ({ token: (req.body as { token?: unknown } | null)?.token }) },
  { method: 'POST', path: '/api/logout', field: 'logout', respond: success },
  { method: 'GET', path: '/api/wedding', field: 'wedding' },
  { method: 'GET', path: '/api/venue', field: 'venue' },

  // Guest features
  { method: 'GET', path: '/api/party-guests', field: 'partyGuests' },
  // Plus-ones (issue 21 §1): the party's own guests it names within its allowance.
  { method: 'GET', path: '/api/plus-one-allowance', field: 'plusOnesAllowed', respond: (n) => ({ plusOnesAllowed: n }) },
  { method: 'POST', path: '/api/party-guests', field: 'addPlusOne', args: input, status: 201 },
  { method: 'PATCH', path: '/api/party-guests/:id', field: 'updatePlusOne', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/party-guests/:id', field: 'removePlusOne', args: (req) => ({ id: id(req) }), respond: success },
  { method: 'GET', path: '/api/guest-attendance', field: 'guestAttendance' },
  // answers (issue 21 §3) ride in the same body: {attendanceData, answers}
  { method: 'POST', path: '/api/guest-attendance', field: 'submitGuestAttendance', args: (req) => ({ ...bodyField('attendanceData')(req), ...bodyField('answers')(req) }) },
  { method: 'GET', path: '/api/rsvp-options', field: 'rsvpOptions' },
  { method: 'GET', path: '/api/rsvp-questions', field: 'rsvpQuestions', args: (req) => ({ language: req.query.language }) },
  { method: 'GET', path: '/api/registry-items', field: 'registryItems' },
  { method: 'GET', path: '/api/payment-settings', field: 'paymentSettings' },
  { method: 'POST', path: '/api/payment-confirmations', field: 'confirmPayment', args: input, status: 201 },
  { method: 'POST', path: '/api/payment-confirmations/batch', field: 'confirmPayments', args: input, status: 201 },
  // Polls: a vote is the signed-in party's whatever the body's userId says; a second one is a 409.
  { method: 'GET', path: '/api/polls', field: 'polls' },
  { method: 'GET', path: '/api/polls/:pollId/responses', field: 'pollResponses', args: (req) => ({ pollId: Number(req.params.pollId) }) },
  // Site content: the couple's texts, in ?language=en|es; ?version= only admins may set to another group's
  { method: 'GET', path: '/api/content/story', field: 'storyContent', args: (req) => ({ language: req.query.language }) },
  { method: 'GET', path: '/api/content/logistics', field: 'logisticsContent', args: (req) => ({ language: req.query.language, version: req.query.version }) },
  { method: 'GET', path: '/api/content/schedule', field: 'scheduleContent', args: (req) => ({ language: req.query.language, version: req.query.version }) },
  // /wedding.ics is this route too (see app.ts)
  { method: 'GET', path: '/api/wedding.ics', field: 'weddingCalendar', download: true },
  { method: 'GET', path: '/api/content/welcome', field: 'welcomeMessage', respond: (message) => ({ message }) },
  { method: 'GET', path: '/api/content/registry-note', field: 'registryNote', respond: (note) => ({ note }) },
  { method: 'POST', path: '/api/polls/:pollId/responses', field: 'votePoll', args: (req) => ({ pollId: Number(req.params.pollId), input: req.body ?? {} }), status: 201 },
  // Several events: only those the party's guest group is invited to, in ?language=en|es
  { method: 'GET', path: '/api/events', field: 'events', args: (req) => ({ language: req.query.language }) },
  // AI assistant: the switch is public (the button shows to everyone); asking needs a session.
  { method: 'GET', path: '/api/chatbot-enabled', field: 'chatbotEnabled' },
  { method: 'POST', path: '/api/chat', field: 'chat', args: input },
  // Trivia: an answer is the signed-in party's, once (409 after); the key comes only with it.
  { method: 'GET', path: '/api/trivia', field: 'triviaQuestions' },
  // Every row (the spec's route), computed once per change; an ETag, and 304 when unchanged.
  { method: 'GET', path: '/api/trivia/leaderboard', field: 'triviaLeaderboard', kept: (context) => leaderboardBoard(context.em) },
  { method: 'GET', path: '/api/trivia/:id/responses', field: 'triviaResponses', args: (req) => ({ questionId: id(req) }) },
  { method: 'POST', path: '/api/trivia/:id/responses', field: 'answerTrivia', args: (req) => ({ questionId: id(req), input: req.body ?? {} }), status: 201 },

  // Admin
  { method: 'GET', path: '/api/admin/parties', field: 'parties' },
  // Issue 23: the dashboard's lists a page at a time (the spec's full lists above stay as they are).
  { method: 'GET', path: '/api/admin/parties-page', field: 'partiesPage', args: listPage(['offset', 'limit'], 'NAME') },
  { method: 'GET', path: '/api/admin/guests-page', field: 'guestsPage', args: listPage(['offset', 'limit', 'eventId'], 'PARTY') },
  { method: 'POST', path: '/api/admin/parties', field: 'createParty', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/parties/:id', field: 'updateParty', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  // What goes with a party, then the delete itself (answered with what went).
  { method: 'POST', path: '/api/admin/parties/:id/personal-link', field: 'regeneratePersonalLink', args: (req) => ({ partyId: id(req) }) },
  { method: 'GET', path: '/api/admin/parties/:id/deletion', field: 'partyDeletion', args: (req) => ({ id: id(req) }) },
  { method: 'DELETE', path: '/api/admin/parties/:id', field: 'deleteParty', args: (req) => ({ id: id(req) }), respond: (deleted) => ({ success: true, deleted }) },
  // E-mail (issue 22): queue messages, one row per recipient, whether a mail server is configured; a party's own address.
  { method: 'POST', path: '/api/admin/messages', field: 'sendMessages', args: input },
  { method: 'GET', path: '/api/admin/messages', field: 'messages' },
  { method: 'GET', path: '/api/admin/mail-server', field: 'mailServer' },
  // Message templates: each kind's subject and Markdown body in both languages; DELETE restores the default.
  { method: 'GET', path: '/api/admin/message-templates', field: 'messageTemplates' },
  { method: 'PUT', path: '/api/admin/message-templates/:kind', field: 'updateMessageTemplate', args: (req) => ({ kind: req.params.kind, input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/message-templates/:kind', field: 'restoreMessageTemplate', args: (req) => ({ kind: req.params.kind }) },
  // A draft as a sample party would get it: ?language=en|es, the body as PUT's.
  {
    method: 'POST',
    path: '/api/admin/message-templates/:kind/preview',
    field: 'messageTemplatePreview',
    args: (req) => ({ kind: req.params.kind, language: req.query.language ?? null, input: req.body ?? {} }),
  },
  // The couple's own notes: where they go and how often (each, daily, off).
  { method: 'GET', path: '/api/admin/notify-settings', field: 'notifySettings' },
  { method: 'PUT', path: '/api/admin/notify-settings', field: 'updateNotifySettings', args: input },
  { method: 'GET', path: '/api/party-contact', field: 'partyContact' },
  { method: 'PUT', path: '/api/party-contact', field: 'updatePartyEmail', args: ({ body }) => ({ email: (body as { email?: unknown } | null)?.email ?? null }) },
  { method: 'GET', path: '/api/admin/guest-groups', field: 'guestGroups' },
  { method: 'POST', path: '/api/admin/guest-groups', field: 'createGuestGroup', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/guest-groups/:id', field: 'updateGuestGroup', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/guest-groups/:id', field: 'deleteGuestGroup', args: (req) => ({ id: id(req) }), respond: () => ({ success: true }) },
  { method: 'PUT', path: '/api/admin/wedding', field: 'updateWedding', args: input },
  { method: 'GET', path: '/api/admin/wedding', field: 'weddingDetails' },
  { method: 'GET', path: '/api/admin/setup-checklist', field: 'setupChecklist' },
  { method: 'POST', path: '/api/admin/setup-checklist/site-shared', field: 'markSiteShared' },
  { method: 'GET', path: '/api/admin/rsvps', field: 'rsvps' },
  {
    method: 'PATCH',
    path: '/api/admin/rsvps/:userId',
    field: 'updateRsvp',
    args: (req) => ({ userId: Number(req.params.userId), ...bodyField('attendanceData')(req), ...bodyField('answers')(req) }),
  },
  { method: 'GET', path: '/api/admin/rsvp-statistics', field: 'rsvpStatistics' },
  { method: 'GET', path: '/api/admin/rsvp-options', field: 'adminRsvpOptions' },
  { method: 'PUT', path: '/api/admin/rsvp-options', field: 'updateRsvpOptions', args: input },
  { method: 'GET', path: '/api/admin/guest-attendance', field: 'allGuestAttendance' },
  // RSVP questions (issue 21 §3): both languages side by side
  { method: 'GET', path: '/api/admin/rsvp-questions', field: 'adminRsvpQuestions' },
  { method: 'POST', path: '/api/admin/rsvp-questions', field: 'createRsvpQuestion', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/rsvp-questions/:id', field: 'updateRsvpQuestion', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/rsvp-questions/:id', field: 'deleteRsvpQuestion', args: (req) => ({ id: id(req) }), respond: success },
  // One path shape, three meanings: a GET names a party, a DELETE names a guest.
  { method: 'GET', path: '/api/admin/party-guests', field: 'allPartyGuests' },
  { method: 'POST', path: '/api/admin/party-guests', field: 'addPartyGuests', args: bodyField('guests'), status: 201 },
  { method: 'GET', path: '/api/admin/party-guests/:partyId', field: 'guestsOfParty', args: (req) => ({ partyId: Number(req.params.partyId) }) },
  { method: 'DELETE', path: '/api/admin/party-guests/:guestId', field: 'deletePartyGuest', args: (req) => ({ id: Number(req.params.guestId) }), respond: success },
  // Registry
  { method: 'GET', path: '/api/admin/registry-items', field: 'adminRegistryItems' },
  { method: 'POST', path: '/api/admin/registry-items', field: 'createRegistryItem', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/registry-items/:id', field: 'updateRegistryItem', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/registry-items/:id', field: 'deleteRegistryItem', args: (req) => ({ id: id(req) }), respond: success },
  // Gift photos: multipart field "file", as site images; DELETE takes the photo away, not the item.
  { method: 'POST', path: '/api/admin/registry-items/:id/image', field: 'uploadRegistryItemImage', args: (req) => ({ id: id(req), file: req.file ?? null }), file: 'file' },
  { method: 'DELETE', path: '/api/admin/registry-items/:id/image', field: 'removeRegistryItemImage', args: (req) => ({ id: id(req) }) },
  { method: 'GET', path: '/api/admin/payment-confirmations', field: 'paymentConfirmations' },
  { method: 'PATCH', path: '/api/admin/payment-confirmations/:id', field: 'updatePaymentConfirmation', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'PUT', path: '/api/admin/settings', field: 'updatePaymentSettings', args: input },
  // Polls
  { method: 'GET', path: '/api/admin/polls', field: 'adminPolls' },
  { method: 'POST', path: '/api/admin/polls', field: 'createPoll', args: input, status: 201 },
  { method: 'PUT', path: '/api/admin/polls/:id', field: 'updatePoll', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/polls/:id', field: 'deletePoll', args: (req) => ({ id: id(req) }), respond: success },
  // Events (a delete takes every guest's answer for the event with it)
  { method: 'GET', path: '/api/admin/events', field: 'adminEvents' },
  { method: 'POST', path: '/api/admin/events', field: 'createEvent', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/events/:id', field: 'updateEvent', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/events/:id', field: 'deleteEvent', args: (req) => ({ id: id(req) }), respond: (deletedAnswers) => ({ success: true, deletedAnswers }) },
  // AI assistant
  { method: 'PUT', path: '/api/admin/chatbot-enabled', field: 'setChatbotEnabled', args: input },
  { method: 'GET', path: '/api/admin/chatbot-context', field: 'chatbotContext' },
  { method: 'POST', path: '/api/admin/chatbot-context', field: 'updateChatbotContext', args: input },
  // Site content (the couple's texts, Markdown, both languages)
  { method: 'GET', path: '/api/admin/site-texts', field: 'siteTexts' },
  { method: 'PUT', path: '/api/admin/site-texts/:key', field: 'updateSiteText', args: (req) => ({ key: req.params.key, input: req.body ?? {} }) },
  // Trivia
  { method: 'GET', path: '/api/admin/trivia', field: 'adminTriviaQuestions' },
  { method: 'POST', path: '/api/admin/trivia', field: 'createTriviaQuestion', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/trivia/:id', field: 'updateTriviaQuestion', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/trivia/:id', field: 'deleteTriviaQuestion', args: (req) => ({ id: id(req) }), respond: success },
  // Site images: the list is public (the sign-in page's hero; the service decides what each
  // caller gets). An upload takes the file in the multipart field "file" and its details in
  // the query string (?location=gallery&alt=...&photoVersion=close-friends).
  { method: 'GET', path: '/api/site-images', field: 'siteImages', args: ({ query }) => ({ location: query.location ?? '' }) },
  { method: 'POST', path: '/api/images/sign-urls', field: 'signImageUrls', args: bodyField('urls'), respond: (value) => ({ signedUrls: value }) },
  { method: 'GET', path: '/api/admin/site-images', field: 'adminSiteImages' },
  { method: 'POST', path: '/api/admin/site-images', field: 'uploadSiteImage', args: siteImageUpload, file: 'file', status: 201 },
  { method: 'PATCH', path: '/api/admin/site-images/:id', field: 'updateSiteImage', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/site-images/:id', field: 'deleteSiteImage', args: (req) => ({ id: id(req) }), respond: success },
  // Spreadsheets: multipart with the field "file"; ?dryRun=true answers without writing.
  { method: 'POST', path: '/api/admin/bulk-guests', field: 'bulkUploadParties', args: upload, file: 'file' },
  { method: 'POST', path: '/api/admin/bulk-party-guests', field: 'bulkUploadPartyGuests', args: upload, file: 'file' },
  { method: 'GET', path: '/api/admin/export/guests.csv', field: 'guestListExport', args: () => ({ format: 'CSV' }), download: true },
  // Printed invitation cards: one per household with a QR code of its personal link (issue 22 §5)
  { method: 'GET', path: '/api/admin/invitation-cards.pdf', field: 'invitationCards', download: true },
  { method: 'GET', path: '/api/admin/export/guests.xlsx', field: 'guestListExport', args: () => ({ format: 'XLSX' }), download: true },
  // Upload templates: example rows; a workbook's ZIP code column is Text, so leading zeros stay.
  { method: 'GET', path: '/api/admin/templates/party-upload-template.csv', field: 'uploadTemplate', args: () => ({ template: 'PARTIES', format: 'CSV' }), download: true },
  { method: 'GET', path: '/api/admin/templates/party-upload-template.xlsx', field: 'uploadTemplate', args: () => ({ template: 'PARTIES', format: 'XLSX' }), download: true },
  { method: 'GET', path: '/api/admin/templates/party-guest-upload-template.csv', field: 'uploadTemplate', args: () => ({ template: 'PARTY_GUESTS', format: 'CSV' }), download: true },
  { method: 'GET', path: '/api/admin/templates/party-guest-upload-template.xlsx', field: 'uploadTemplate', args: () => ({ template: 'PARTY_GUESTS', format: 'XLSX' }), download: true },
  // Backups: a fresh one written to the backup folder and streamed (a .tar.gz named with the UTC time)
  { method: 'GET', path: '/api/admin/backup', field: 'createBackup', sendFile: backupDownload },
];
