import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getIntrospectionQuery, Kind, parse, print, specifiedRules, validate, type DefinitionNode, type DocumentNode } from 'graphql';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { projectRoot } from '../config.js';
import { operationFor } from '../rest/shim.js';
import { restRoutes } from '../rest/routes.js';
import { getSchema } from './schema.js';
import { LIMITS, operationLimitsRule } from './limits.js';

async function guestClient(): Promise<Client> {
  const p = await createParty(await adminClient());
  const guest = new Client();
  expect((await guest.login(p.lastName, p.zipCode)).status).toBe(200);
  return guest;
}

const messages = (res: { errors?: Array<{ message: string }> }) => (res.errors ?? []).map((e) => e.message).join('\n');

describe('GraphQL limits act before and during validation', () => {
  it('refuses a 1 MB document of __type fields while parsing (token limit)', async () => {
    const fields = Array.from({ length: 38_000 }, (_, i) => `t${i}: __type(name: Query) { name }`).join(' ');
    const res = await new Client().gql(`{ ${fields} }`.slice(0, 1_000_000));
    expect(res.status).toBe(400);
    expect(messages(res)).toMatch(new RegExp(`more th\\w+ ${LIMITS.maxTokens} tokens`));
  });

  it("refuses a signed-in guest's 199 aliases of wedding { date }, and allows a few", async () => {
    const guest = await guestClient();
    const many = await guest.gql(`{ ${Array.from({ length: 199 }, (_, i) => `w${i}: wedding { date }`).join(' ')} }`);
    expect(many.status).toBe(400);
    expect(messages(many)).toMatch(/too many aliases \(199; at most 30\)/);
    expect(messages(many)).toMatch(/costs too much/);
    const few = await guest.gql(`{ ${Array.from({ length: 5 }, (_, i) => `w${i}: wedding { date }`).join(' ')} }`);
    expect(few.status).toBe(200);
    expect(Object.keys(few.data)).toHaveLength(5);
  });

  it("refuses an admin's thirty invitation-card sheets in one operation, and allows two", async () => {
    const admin = await adminClient();
    const many = await admin.gql(`{ ${Array.from({ length: 30 }, (_, i) => `c${i}: invitationCards { filename }`).join(' ')} }`);
    expect(many.status).toBe(400);
    expect(messages(many)).toMatch(/costs too much/);
    const two = await admin.gql('{ a: invitationCards { filename } b: invitationCards { filename } }');
    expect(two.status, messages(two)).toBe(200);
  });

  it('refuses an operation nested too deeply, and one with too many directives on a field', async () => {
    const deep = await new Client().gql(`{ me ${'{ pageVersions '.repeat(9)}{ id }${' }'.repeat(9)} }`);
    expect(deep.status).toBe(400);
    expect(messages(deep)).toMatch(/nested too deeply \(\d+ levels; at most 8\)/);
    const directives = await new Client().gql(`{ me${' @include(if: true)'.repeat(5)} { id } }`);
    expect(directives.status).toBe(400);
    expect(messages(directives)).toMatch(/too many directives \(5; at most 4\)/);
  });

  it('answers a chain of 4,000 fragments with 400, not a stack overflow', async () => {
    const n = 4_000;
    const chain = Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ${i + 1 < n ? `...F${i + 1}` : 'me { id }'} }`).join('\n');
    const res = await new Client().gql(`query { ...F0 }\n${chain}`);
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('our own rule measures such a chain without recursion, even past the token limit', async () => {
    // 5,000 fragments are some 50,000 tokens, well past the server's limit, and deep enough to
    // overflow a recursive walk; more only makes the test slow on a busy machine.
    const n = 5_000;
    const chain = Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ${i + 1 < n ? `a${i}: __typename ...F${i + 1}` : 'me { id }'} }`).join('\n');
    const errors = validate(await getSchema(), parse(`query { ...F0 }\n${chain}`), [operationLimitsRule()]);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/too many aliases \(4999; at most 30\)/);
  });

  it('refuses subscriptions and a persisted-query hash that does not match its query with 400', async () => {
    const sub = await new Client().gql('subscription { me { id } }');
    expect(sub.status).toBe(400);
    expect(messages(sub)).toMatch(/Subscriptions are not supported/);
    const c = new Client();
    const res = await c.raw('POST', '/graphql', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_REQUEST', messageCode: 'INVALID_REQUEST' } }] });
  });

  it("answers the playground's introspection query", async () => {
    const res = await new Client().gql(getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true, specifiedByUrl: true, directiveIsRepeatable: true }));
    expect(res.status).toBe(200);
    expect(res.data.__schema.queryType.name).toBe('Query');
  });
});

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return graphqlFiles(path);
    return name.endsWith('.graphql') ? [path] : [];
  });
}

/** Each operation of the web app with just the fragments it spreads, as Apollo Client sends it. */
function webOperations(): string[] {
  const definitions: DefinitionNode[] = graphqlFiles(join(projectRoot, 'web/src')).flatMap((f) => parse(readFileSync(f, 'utf8')).definitions);
  const fragments = new Map(definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  return definitions.flatMap((op) => {
    if (op.kind !== Kind.OPERATION_DEFINITION) return [];
    const used = new Set<string>();
    const pending = [print(op)];
    while (pending.length) {
      for (const [, name] of pending.pop()!.matchAll(/\.\.\.(\w+)/g)) {
        if (used.has(name) || !fragments.has(name)) continue;
        used.add(name);
        pending.push(print(fragments.get(name)!));
      }
    }
    return [[print(op), ...[...used].map((n) => print(fragments.get(n)!))].join('\n')];
  });
}

describe('every operation we send ourselves stays within the limits', () => {
  it('the web app, the REST shim and the playground', async () => {
    const schema = await getSchema();
    const documents = [
      ...webOperations(),
      ...restRoutes.map((r) => operationFor(schema, r)),
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, schemaDescription: true, specifiedByUrl: true, directiveIsRepeatable: true, oneOf: true } as never),
    ];
    expect(documents.length).toBeGreaterThan(restRoutes.length + 1);
    for (const source of documents) {
      const document: DocumentNode = parse(source, { maxTokens: LIMITS.maxTokens });
      const errors = validate(schema, document, [...specifiedRules, operationLimitsRule(LIMITS)]);
      expect(errors.map((e) => e.message), source).toEqual([]);
    }
  });
});
