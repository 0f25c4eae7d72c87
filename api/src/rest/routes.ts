import type { RestRequest, RestRoute } from './shim.js';

const input = ({ body }: { body: unknown }) => ({ input: body ?? {} });
const id = ({ params }: { params: Record<string, string> }) => Number(params.id);
/** The body's one named list, e.g. {attendanceData: [...]}, as the field's argument of that name. */
const bodyField =
  (name: string) =>
  ({ body }: { body: unknown }) => ({ [name]: (body as Record<string, unknown> | null)?.[name] });
const success = () => ({ success: true });
/** ?dryRun=true previews an upload; another word reaches GraphQL, which refuses it naming dryRun. */
const dryRunFlag = ({ query }: RestRequest) => {
  const value = query.dryRun;
  return value === undefined || value === 'false' || value === '0' ? false : value === 'true' || value === '1' ? true : value;
};
const upload = (req: RestRequest) => ({ file: req.file ?? null, dryRun: dryRunFlag(req) });

/**
 * Every /api path of the spec, each answered by one GraphQL root field against the same
 * schema and context as /graphql: authorization and validation exist once.
 * Feature issues add their rows here.
 */
export const restRoutes: RestRoute[] = [
  // Session and public
  { method: 'GET', path: '/api/user', field: 'me', whenNull: { status: 401, messageCode: 'NOT_SIGNED_IN', message: 'Not signed in' } },
  { method: 'POST', path: '/api/login', field: 'login', args: input },
  { method: 'POST', path: '/api/logout', field: 'logout', respond: success },
  { method: 'GET', path: '/api/wedding', field: 'wedding' },
  { method: 'GET', path: '/api/venue', field: 'venue' },

  // Guest features
  { method: 'GET', path: '/api/party-guests', field: 'partyGuests' },
  { method: 'GET', path: '/api/guest-attendance', field: 'guestAttendance' },
  { method: 'POST', path: '/api/guest-attendance', field: 'submitGuestAttendance', args: bodyField('attendanceData') },
  { method: 'GET', path: '/api/rsvp-options', field: 'rsvpOptions' },
  { method: 'GET', path: '/api/registry-items', field: 'registryItems' },
  { method: 'GET', path: '/api/payment-settings', field: 'paymentSettings' },
  { method: 'POST', path: '/api/payment-confirmations', field: 'confirmPayment', args: input, status: 201 },
  { method: 'POST', path: '/api/payment-confirmations/batch', field: 'confirmPayments', args: input, status: 201 },
  // Polls: a vote is the signed-in party's whatever the body's userId says; a second one is a 409.
  { method: 'GET', path: '/api/polls', field: 'polls' },
  { method: 'GET', path: '/api/polls/:pollId/responses', field: 'pollResponses', args: (req) => ({ pollId: Number(req.params.pollId) }) },
  { method: 'POST', path: '/api/polls/:pollId/responses', field: 'votePoll', args: (req) => ({ pollId: Number(req.params.pollId), input: req.body ?? {} }), status: 201 },
  // AI assistant: the switch is public (the button shows to everyone); asking needs a session.
  { method: 'GET', path: '/api/chatbot-enabled', field: 'chatbotEnabled' },
  { method: 'POST', path: '/api/chat', field: 'chat', args: input },

  // Admin
  { method: 'GET', path: '/api/admin/parties', field: 'parties' },
  { method: 'POST', path: '/api/admin/parties', field: 'createParty', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/parties/:id', field: 'updateParty', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'GET', path: '/api/admin/guest-groups', field: 'guestGroups' },
  { method: 'POST', path: '/api/admin/guest-groups', field: 'createGuestGroup', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/guest-groups/:id', field: 'updateGuestGroup', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/guest-groups/:id', field: 'deleteGuestGroup', args: (req) => ({ id: id(req) }), respond: () => ({ success: true }) },
  { method: 'PUT', path: '/api/admin/wedding', field: 'updateWedding', args: input },
  { method: 'GET', path: '/api/admin/rsvps', field: 'rsvps' },
  {
    method: 'PATCH',
    path: '/api/admin/rsvps/:userId',
    field: 'updateRsvp',
    args: (req) => ({ userId: Number(req.params.userId), ...bodyField('attendanceData')(req) }),
  },
  { method: 'GET', path: '/api/admin/rsvp-statistics', field: 'rsvpStatistics' },
  { method: 'PUT', path: '/api/admin/rsvp-options', field: 'updateRsvpOptions', args: input },
  { method: 'GET', path: '/api/admin/guest-attendance', field: 'allGuestAttendance' },
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
  { method: 'GET', path: '/api/admin/payment-confirmations', field: 'paymentConfirmations' },
  { method: 'PATCH', path: '/api/admin/payment-confirmations/:id', field: 'updatePaymentConfirmation', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'PUT', path: '/api/admin/settings', field: 'updatePaymentSettings', args: input },
  // Polls
  { method: 'GET', path: '/api/admin/polls', field: 'adminPolls' },
  { method: 'POST', path: '/api/admin/polls', field: 'createPoll', args: input, status: 201 },
  { method: 'PUT', path: '/api/admin/polls/:id', field: 'updatePoll', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/polls/:id', field: 'deletePoll', args: (req) => ({ id: id(req) }), respond: success },
  // AI assistant
  { method: 'PUT', path: '/api/admin/chatbot-enabled', field: 'setChatbotEnabled', args: input },
  { method: 'GET', path: '/api/admin/chatbot-context', field: 'chatbotContext' },
  { method: 'POST', path: '/api/admin/chatbot-context', field: 'updateChatbotContext', args: input },
  // Spreadsheets: multipart with the field "file"; ?dryRun=true answers without writing.
  { method: 'POST', path: '/api/admin/bulk-guests', field: 'bulkUploadParties', args: upload, file: 'file' },
  { method: 'POST', path: '/api/admin/bulk-party-guests', field: 'bulkUploadPartyGuests', args: upload, file: 'file' },
  { method: 'GET', path: '/api/admin/export/guests.csv', field: 'guestListExport', args: () => ({ format: 'CSV' }), download: true },
  { method: 'GET', path: '/api/admin/export/guests.xlsx', field: 'guestListExport', args: () => ({ format: 'XLSX' }), download: true },
  // Upload templates: example rows; a workbook's ZIP code column is Text, so leading zeros stay.
  { method: 'GET', path: '/api/admin/templates/party-upload-template.csv', field: 'uploadTemplate', args: () => ({ template: 'PARTIES', format: 'CSV' }), download: true },
  { method: 'GET', path: '/api/admin/templates/party-upload-template.xlsx', field: 'uploadTemplate', args: () => ({ template: 'PARTIES', format: 'XLSX' }), download: true },
  { method: 'GET', path: '/api/admin/templates/party-guest-upload-template.csv', field: 'uploadTemplate', args: () => ({ template: 'PARTY_GUESTS', format: 'CSV' }), download: true },
  { method: 'GET', path: '/api/admin/templates/party-guest-upload-template.xlsx', field: 'uploadTemplate', args: () => ({ template: 'PARTY_GUESTS', format: 'XLSX' }), download: true },
];
