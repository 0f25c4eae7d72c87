import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { AdminDashboardDocument, AdminPartiesPageDocument } from '../../web/src/pages/admin/gql/graphql.js';
import { Client, adminClient } from '../support/client.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// The dashboard must cost the same number of SQL statements however long the guest list:
// no query per party or per guest. A server of its own, since it fills the database.
const ADMIN = { lastName: 'Statementsadmin', zipCode: '90210-0004' };
const DASHBOARD = print(AdminDashboardDocument);
const PARTIES_PAGE = print(AdminPartiesPageDocument);
let server: OwnServer;
let admin: Client;
let parties = 0;

beforeAll(async () => {
  server = await startOwnServer('statements', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'statements', COUNT_SQL: '1' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(() => server?.stop());

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

/** Brings the wedding to `total` parties of two guests each (an adult and a child), every tenth one answered. */
async function growTo(total: number) {
  const numbers = Array.from({ length: total - parties }, (_, i) => parties + i);
  const created: number[] = [];
  await inBatches(numbers, 8, async (n) => {
    const res = await admin.rest('POST', '/api/admin/parties', { lastName: `Family${n}`, zipCode: String(10000 + n), canRsvp: n % 10 !== 0 });
    expect(res.status).toBe(201);
    created[n - parties] = res.body.id;
  });
  const guests = created.flatMap((partyId, i) => [
    { partyId, firstName: `Adult${i}`, lastName: 'Family' },
    { partyId, firstName: `Child${i}`, lastName: 'Family', isChild: true },
  ]);
  for (let i = 0; i < guests.length; i += 500) {
    expect((await admin.rest('POST', '/api/admin/party-guests', { guests: guests.slice(i, i + 500) })).status).toBe(201);
  }
  const all = (await admin.rest('GET', '/api/admin/party-guests')).body as Array<{ id: number; partyId: number }>;
  const answering = created.filter((_, i) => i % 10 === 0);
  await inBatches(answering, 8, async (partyId) => {
    const attendanceData = all.filter((g) => g.partyId === partyId).map((g, i) => ({ guestId: g.id, attending: i === 0 }));
    expect((await admin.rest('PATCH', `/api/admin/rsvps/${partyId}`, { attendanceData })).status).toBe(200);
  });
  parties = total;
}

async function post(query: string, variables: Record<string, unknown> = {}) {
  const res = await admin.raw('POST', '/graphql', { body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json' } });
  const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(json.errors).toBeUndefined();
  return { statements: Number(res.headers.get('x-sql-statements')), bytes: JSON.stringify(json).length, data: json.data! };
}

/** What /admin reads as it opens: the dashboard's query and the first page of parties (issue 23). */
async function loadDashboard() {
  const dashboard = await post(DASHBOARD);
  const page = await post(PARTIES_PAGE, { sort: 'NAME', offset: 0, limit: 25 });
  const { total, items } = page.data.partiesPage as { total: number; items: unknown[] };
  return { statements: dashboard.statements + page.statements, bytes: dashboard.bytes + page.bytes, parties: total, shown: items.length };
}

describe('the admin dashboard', () => {
  it('loads with the same number of SQL statements, and about the same size, for 10 parties and for 2,000', async () => {
    await growTo(10);
    const small = await loadDashboard();
    await growTo(2000);
    const large = await loadDashboard();
    // The admin's own party is in the list too.
    expect([small.parties, large.parties]).toEqual([11, 2001]);
    expect([small.shown, large.shown]).toEqual([11, 25]);
    expect(small.statements).toBeGreaterThan(0);
    expect(large.statements).toBe(small.statements);
    // Nor does the answer grow with the guest list (issue 23): a page of 25 parties and counts.
    expect(large.bytes).toBeLessThan(small.bytes * 3);
  }, 300_000);
});
