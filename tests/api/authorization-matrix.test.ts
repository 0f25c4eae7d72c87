import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GUEST_PAGES, type GuestPage } from '../../api/src/auth/policy.js';
import { restRoutes } from '../../api/src/rest/routes.js';
import type { RestRoute } from '../../api/src/rest/shim.js';
import { Client, adminClient, createParty, uniqueLastName } from '../support/client.js';
import {
  directiveArgs,
  findRootField,
  graphqlBody,
  loadSchema,
  operationFor,
  restCallFor,
  rootFields,
  type RootField,
} from '../support/schema-operations.js';
import { expectedAccess, type Access, type Caller } from './authorization-matrix.expected.js';

// @own-site: every admin write signs the admin in afresh and may change a site-wide setting (tests/support/own-site-files.ts).

const TABLE = 'tests/api/authorization-matrix.expected.ts';
const schema = loadSchema();
const fields = rootFields(schema);
const routeKey = (r: RestRoute) => `${r.method} ${r.path}`;
const CALLERS: Caller[] = ['anonymous', 'guestWithoutPage', 'guestWithPage', 'admin'];

const lineFor = (f: RootField): Access | undefined => expectedAccess[f.kind][f.name];
const pageOf = (f: RootField | undefined) => (f && directiveArgs(f.field, 'page')?.name) as GuestPage | undefined;

interface Credentials {
  lastName: string;
  zipCode: string;
}

/**
 * A signed-in party: one shared session for reads, a fresh one for each write (a write may end the
 * session, e.g. logout). The server keeps only the newest sessions of a party, so the shared one
 * is renewed well before the writes' sign-ins (and other files' sign-ins of the admin) push it out.
 */
class Member {
  private shared?: Client;
  private freshSinceShared = 0;
  constructor(private readonly credentials: Credentials) {}

  async client(fresh: boolean): Promise<Client> {
    if (!fresh && this.shared && this.freshSinceShared < inject('sessionsPerParty') / 3) return this.shared;
    const client = new Client(); // its own address, so no sign-in limit is shared with other tests
    const res = await client.login(this.credentials.lastName, this.credentials.zipCode);
    if (res.status !== 200) throw new Error(`Signing in ${this.credentials.lastName} failed: ${res.status}`);
    if (fresh) this.freshSinceShared += 1;
    else [this.shared, this.freshSinceShared] = [client, 0];
    return client;
  }
}

let theAdmin: Member;
let fewestPages: Member; // a group opening only the default pages
let everyPage: Member;
const allButPage = new Map<string, Member>(); // per page named by a @page directive

async function memberOf(admin: Client, allowedPages?: readonly string[]): Promise<Member> {
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('matrix'), allowedPages });
  if (group.status !== 201) throw new Error(`Creating a guest group failed: ${group.status} ${JSON.stringify(group.body)}`);
  return new Member(await createParty(admin, { guestGroup: group.body.name }));
}

beforeAll(async () => {
  const admin = await adminClient();
  theAdmin = new Member(inject('admin'));
  fewestPages = await memberOf(admin);
  everyPage = await memberOf(admin, GUEST_PAGES);
  const pages = new Set(fields.map(pageOf).filter((p): p is GuestPage => Boolean(p)));
  for (const p of pages) allButPage.set(p, await memberOf(admin, GUEST_PAGES.filter((g) => g !== p)));
});

/** The four callers for a field guarded by `page` (or by no page). */
async function callerClient(caller: Caller, page: string | undefined, fresh: boolean): Promise<Client> {
  switch (caller) {
    case 'anonymous':
      return new Client();
    case 'guestWithoutPage':
      return (page ? allButPage.get(page)! : fewestPages).client(fresh);
    case 'guestWithPage':
      return everyPage.client(fresh);
    case 'admin':
      return theAdmin.client(fresh);
  }
}

const AFTER_AUTHORIZATION = ['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT'];

type GraphqlAnswer = { data?: unknown; errors?: Array<{ message?: string; path?: unknown; extensions?: { code?: string } }> } | null;

function graphqlOutcome(status: number, json: GraphqlAnswer): string {
  const error = json?.errors?.[0];
  if (!error) return status === 200 && json?.data ? 'allowed' : `HTTP ${status} without data`;
  const code = error.extensions?.code ?? '';
  if ((code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') && error.message) return code;
  // Only an error from inside a resolver (it has a path) shows authorization passed; a request
  // error means the sampled call itself was wrong.
  if (error.path && AFTER_AUTHORIZATION.includes(code)) return 'allowed';
  return `unexpected ${code}: ${error.message}`;
}

function restOutcome(status: number, body: { message?: string } | null): string {
  if (status === 401 || status === 403) {
    if (!body?.message) return `HTTP ${status} without a message`;
    return status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
  }
  if ((status >= 200 && status < 300) || [400, 404, 409].includes(status)) return 'allowed';
  return `unexpected HTTP ${status}: ${JSON.stringify(body)}`;
}

async function outcomes(call: (caller: Caller) => Promise<string>): Promise<Record<Caller, string>> {
  const result = {} as Record<Caller, string>;
  for (const caller of CALLERS) result[caller] = await call(caller);
  return result;
}

describe('authorization matrix', () => {
  it(`has one line in ${TABLE} for every root field and /api route, and none for anything gone`, () => {
    const missing: string[] = [];
    const stale: string[] = [];
    for (const kind of ['Query', 'Mutation'] as const) {
      const actual = fields.filter((f) => f.kind === kind).map((f) => f.name);
      missing.push(...actual.filter((n) => !(n in expectedAccess[kind])).map((n) => `${kind}.${n}`));
      stale.push(...Object.keys(expectedAccess[kind]).filter((n) => !actual.includes(n)).map((n) => `${kind}.${n}`));
    }
    const routes = restRoutes.map(routeKey);
    missing.push(...routes.filter((k) => !(k in expectedAccess.rest)));
    stale.push(...Object.keys(expectedAccess.rest).filter((k) => !routes.includes(k)));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('schema.graphql shows each field as its line says: @auth(requires:) and @page(name:)', () => {
    const wrong: string[] = [];
    for (const f of fields) {
      const line = lineFor(f);
      if (!line) continue;
      const shown = { auth: directiveArgs(f.field, 'auth')?.requires, page: pageOf(f) };
      if (shown.auth !== line.directives.auth || shown.page !== line.directives.page) {
        wrong.push(`${f.kind}.${f.name} is ${line.label} but shows ${JSON.stringify(shown)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  describe('GraphQL root fields over /graphql', () => {
    for (const f of fields) {
      it(`${f.kind}.${f.name}: ${lineFor(f)?.label ?? '(no line)'}`, async () => {
        const line = lineFor(f);
        if (!line) expect.fail(`${f.kind}.${f.name} has no line in ${TABLE}`);
        const op = operationFor(schema, f.name);
        const actual = await outcomes(async (caller) => {
          const client = await callerClient(caller, pageOf(f), f.kind === 'Mutation');
          const { body, headers } = graphqlBody(op);
          const res = await client.raw('POST', '/graphql', { body, headers });
          return graphqlOutcome(res.status, (await res.json().catch(() => null)) as GraphqlAnswer);
        });
        expect(actual, `${op.query} ${JSON.stringify(op.variables)}`).toEqual(line.outcomes);
      });
    }
  });

  describe('REST routes over /api', () => {
    for (const route of restRoutes) {
      const key = routeKey(route);
      it(`${key}: ${expectedAccess.rest[key]?.label ?? '(no line)'}`, async () => {
        const line = expectedAccess.rest[key];
        if (!line) expect.fail(`${key} has no line in ${TABLE}`);
        const call = restCallFor(schema, route);
        const page = pageOf(findRootField(schema, route.field));
        const actual = await outcomes(async (caller) => {
          const client = await callerClient(caller, page, route.method !== 'GET');
          const res = await client.raw(call.method, call.path, {
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
            headers: call.body === undefined ? {} : { 'content-type': 'application/json' },
          });
          // A download (the guest list, a backup) is a file, not JSON, when it is allowed.
          if ((route.download || route.sendFile) && res.status === 200 && /^attachment;/.test(res.headers.get('content-disposition') ?? '')) return restOutcome(200, {});
          const text = await res.text();
          let body: { message?: string } | null = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            return `HTTP ${res.status} with a body that is not JSON`;
          }
          return restOutcome(res.status, body);
        });
        expect(actual, `${call.method} ${call.path} ${JSON.stringify(call.body ?? null)}`).toEqual(line.outcomes);
      });
    }
  });
});
