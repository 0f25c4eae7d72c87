import type { GraphQLSchema } from 'graphql';
import type { RestRoute } from '../../../api/src/rest/shim.js';
import type { Random } from './random.js';
import { encodeSegment, hostileString, toJson, valueFor, wrongValue, type IdPool } from './values.js';
import { jsonBody, multipartBody, type FuzzRequest } from './transport.js';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** A path parameter: usually a fine id, often a malformed one. */
function paramValue(r: Random, ids: IdPool): string {
  const owned = ids.owned.filter((id) => !ids.protected.has(id));
  return r.weighted<() => string>([
    [5, () => String(owned.length ? r.pick(owned) : 987654)],
    [1, () => r.pick(['0', '-1', '1e0', '0x2', '%202', '2%20', '%E0', '%00', '..', '.', 'abc', '1.0', '+1', '007', '9'.repeat(30), '2147483648'])],
    [1, () => encodeSegment(hostileString(r).slice(0, 300)).replace(/%2F/gi, '/')],
  ])();
}

/** The JSON body a route's GraphQL field takes as `input`, valid or hostile. */
function bodyFor(r: Random, schema: GraphQLSchema, route: RestRoute, ids: IdPool): unknown {
  const field = schema.getQueryType()?.getFields()[route.field] ?? schema.getMutationType()?.getFields()[route.field];
  const input = field?.args.find((a) => a.name === 'input');
  if (!input || r.chance(0.1)) return r.chance(0.5) ? {} : wrongValue(r);
  return valueFor(r, input.type, 'input', ids, r.pick([0, 0.02, 0.1, 0.3, 0.7]));
}

/** A request for one row of the REST route table, so every route is tried the moment it is added. */
export function restRequest(r: Random, schema: GraphQLSchema, routes: readonly RestRoute[], ids: IdPool): FuzzRequest {
  const route = r.pick(routes);
  let path = route.path.replace(/:(\w+)/g, () => paramValue(r, ids));
  if (r.chance(0.05)) path = r.pick(['/api', '/api/', `/api/${r.letters(1, 10)}`, `${path}/extra`, `${path}//`, path.toUpperCase(), `/api/admin/%2e%2e/user`]);
  if (r.chance(0.1)) path += `?${r.letters(1, 5)}=${encodeSegment(hostileString(r).slice(0, 200))}`;
  const method = r.chance(0.9) ? route.method : r.pick(METHODS);
  const headers: Record<string, string> = {};
  const foreign = r.weighted<string>([
    [90, 'none'],
    [4, 'origin'],
    [3, 'fetch-site'],
    [3, 'bad-origin'],
  ]);
  if (foreign === 'origin') headers.origin = r.pick(['https://evil.example', 'null']);
  if (foreign === 'fetch-site') headers['sec-fetch-site'] = r.pick(['cross-site', 'same-site', 'same-origin', 'none']);
  if (foreign === 'bad-origin') headers.origin = r.pick(['not a url', 'http://', '://x']);
  const label = `${method} ${route.path}${foreign === 'none' ? '' : ` (${foreign})`}`;
  if (method === 'GET' || method === 'HEAD' || (method !== route.method && r.chance(0.5))) return { label, method, path, headers };

  const transport = r.weighted<string>([
    [88, 'json'],
    [5, 'multipart'],
    [4, 'form'],
    [3, 'none'],
  ]);
  if (transport === 'none') return { label: `${label} [no body]`, method, path, headers };
  if (transport === 'form') {
    const body = Buffer.from(`lastName=${encodeSegment(hostileString(r).slice(0, 100))}&zipCode=1`);
    return { label: `${label} [form]`, method, path, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body };
  }
  const json = toJson(bodyFor(r, schema, route, ids));
  if (transport === 'multipart') {
    const m = multipartBody(r, json, label);
    return { method, path, ...m, headers: { ...headers, ...m.headers } };
  }
  const b = jsonBody(r, json, label);
  return { method, path, ...b, headers: { ...headers, ...b.headers } };
}
