import type { RestRoute } from './shim.js';

const input = ({ body }: { body: unknown }) => ({ input: body ?? {} });
const id = ({ params }: { params: Record<string, string> }) => Number(params.id);
/** The body's one named list, e.g. {attendanceData: [...]}, as the field's argument of that name. */
const bodyField =
  (name: string) =>
  ({ body }: { body: unknown }) => ({ [name]: (body as Record<string, unknown> | null)?.[name] });
const success = () => ({ success: true });

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
];
