import type { RestRoute } from './shim.js';

const input = ({ body }: { body: unknown }) => ({ input: body ?? {} });
const id = ({ params }: { params: Record<string, string> }) => Number(params.id);

/**
 * Every /api path of the spec, each answered by one GraphQL root field against the same
 * schema and context as /graphql: authorization and validation exist once.
 * Feature issues add their rows here.
 */
export const restRoutes: RestRoute[] = [
  // Session and public
  { method: 'GET', path: '/api/user', field: 'me', whenNull: { status: 401, messageCode: 'NOT_SIGNED_IN', message: 'Not signed in' } },
  { method: 'POST', path: '/api/login', field: 'login', args: input },
  { method: 'POST', path: '/api/logout', field: 'logout', respond: () => ({ success: true }) },
  { method: 'GET', path: '/api/wedding', field: 'wedding' },
  { method: 'GET', path: '/api/venue', field: 'venue' },

  // Admin
  { method: 'GET', path: '/api/admin/parties', field: 'parties' },
  { method: 'POST', path: '/api/admin/parties', field: 'createParty', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/parties/:id', field: 'updateParty', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'GET', path: '/api/admin/guest-groups', field: 'guestGroups' },
  { method: 'POST', path: '/api/admin/guest-groups', field: 'createGuestGroup', args: input, status: 201 },
  { method: 'PATCH', path: '/api/admin/guest-groups/:id', field: 'updateGuestGroup', args: (req) => ({ id: id(req), input: req.body ?? {} }) },
  { method: 'DELETE', path: '/api/admin/guest-groups/:id', field: 'deleteGuestGroup', args: (req) => ({ id: id(req) }), respond: () => ({ success: true }) },
  { method: 'PUT', path: '/api/admin/wedding', field: 'updateWedding', args: input },
];
