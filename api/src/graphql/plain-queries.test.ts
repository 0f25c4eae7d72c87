import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { getSchema } from './schema.js';
import { plainRead } from '../rest/plain-read.js';

// The web app's `me`, as Apollo Client sends it (a fragment, __typename in every selection).
const ME = `query Me { me { ...SessionUserFields __typename } }
fragment SessionUserFields on SessionUser { id lastName isAdmin canRsvp guestGroup allowedPages pageVersions { logistics eventSchedule __typename } photoVersion __typename }`;
// The same read with the root field aliased to its own name: the same answer, which plain-read
// does not run, so Apollo answers it.
const ME_THROUGH_APOLLO = ME.replace('{ me {', '{ me: me {');

async function answer(client: Client, body: Record<string, unknown>, accept?: string) {
  const res = await client.raw('POST', '/graphql', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(accept === undefined ? {} : { accept }) },
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('POST /graphql queries run without Apollo (plain-queries.ts)', () => {
  it('runs a document with fragments and __typename (plain-read can take it)', async () => {
    expect(plainRead(await getSchema(), parse(ME))).toBeDefined();
    const [query, fragment] = ME.split('\n');
    expect(plainRead(await getSchema(), parse(`${fragment}\n${query}`))).toBeDefined();
    // An alias at the root, or an object selected twice (graphql-js merges the two): left to graphql-js.
    expect(plainRead(await getSchema(), parse(ME_THROUGH_APOLLO))).toBeUndefined();
    expect(plainRead(await getSchema(), parse('{ me { pageVersions { logistics } ...F } } fragment F on SessionUser { pageVersions { eventSchedule } }'))).toBeUndefined();
  });

  it("answers the bytes and Content-Type Apollo answers, signed in or not, for every Accept it takes", async () => {
    const admin = await adminClient();
    const party = await createParty(admin);
    const guest = new Client();
    expect((await guest.login(party.lastName, party.zipCode)).status).toBe(200);
    const accepts = [undefined, '*/*', 'application/json', 'application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json'];
    for (const client of [guest, new Client()]) {
      for (const accept of accepts) {
        for (const extra of [{}, { operationName: 'Me', variables: {} }, { variables: null, extensions: { clientLibrary: { name: 'x' } } }]) {
          const plain = await answer(client, { query: ME, ...extra }, accept);
          const apollo = await answer(client, { query: ME_THROUGH_APOLLO, ...extra }, accept);
          expect(plain, `${accept} ${JSON.stringify(extra)}`).toEqual(apollo);
          expect(plain.status).toBe(200);
        }
      }
    }
    expect(JSON.parse((await answer(guest, { query: ME })).text).data.me).toMatchObject({ id: party.id, __typename: 'SessionUser' });
  });

  it('leaves to Apollo what it must refuse or word: its errors are unchanged', async () => {
    const client = new Client();
    const cases: Array<[Record<string, unknown>, string | undefined, number]> = [
      [{ query: ME, operationName: 'Other' }, undefined, 400],
      [{ query: ME, variables: 'x' }, undefined, 400],
      [{ query: ME, variables: [] }, undefined, 400],
      [{ query: ME, extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }, undefined, 400],
      [{ query: ME }, 'text/html', 406],
      [{ query: '{ me { nope } }' }, undefined, 400],
      [{ query: '{ parties { id } }' }, undefined, 200],
    ];
    for (const [body, accept, status] of cases) {
      const res = await answer(client, body, accept);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (status === 200) expect(JSON.parse(res.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      else expect(res.text).not.toContain('"data":{');
    }
  });
});
