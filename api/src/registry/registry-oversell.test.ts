import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { startServerProcess, type ServerProcess } from '../../../tests/support/server-process.js';
import { siteUrl, siteDatabaseUrl } from '../../../tests/support/site.js';

const BUYERS = 50;
const UNITS = 7;

interface Target {
  label: string;
  baseUrl: string;
  admin: { lastName: string; zipCode: string };
}

/** 50 parties at once, each trying to take the last units; exactly the units left succeed. */
async function race(target: Target) {
  const admin = await adminClient({ baseUrl: target.baseUrl, admin: target.admin });
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('race'), allowedPages: ['home', 'registry'] });
  const item = (await admin.rest('POST', '/api/admin/registry-items', { name: uniqueLastName('Last'), price: 10_000, totalQuantity: UNITS })).body as { id: number };
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      const party = await createParty(admin, { guestGroup: group.body.name });
      const client = new Client(undefined, target.baseUrl);
      expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
      return client;
    }),
  );
  const answers = await Promise.all(
    buyers.map((client) =>
      client.rest('POST', '/api/payment-confirmations/batch', {
        items: [{ registryItemId: item.id, quantity: 1, amount: 10_000 }],
        guestName: 'Racer',
        paymentMethod: 'venmo',
      }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(UNITS);
  expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - UNITS);
  expect(answers.filter((a) => a.status === 409).every((a) => a.body.messageCode === 'NOT_ENOUGH_LEFT' && a.body.message === 'Only 0 available')).toBe(true);
  const left = ((await admin.rest('GET', '/api/admin/registry-items')).body as Array<{ id: number; remainingQuantity: number }>).find((i) => i.id === item.id);
  expect(left?.remainingQuantity).toBe(0);
  const recorded = ((await admin.rest('GET', '/api/admin/payment-confirmations')).body as Array<{ registryItemId: number }>).filter((c) => c.registryItemId === item.id);
  expect(recorded).toHaveLength(UNITS);
}

// The shared server runs on PostgreSQL in CI (DATABASE_URL) and on the embedded one otherwise;
// with a server, a second one of its own on the embedded database covers both in one run.
const ADMIN = { lastName: 'Racecouple', zipCode: '30303' };
let embedded: ServerProcess | null = null;

beforeAll(async () => {
  if (siteDatabaseUrl()) embedded = await startServerProcess('registry_race', { DATABASE_URL: '', ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1' });
}, 90_000);
afterAll(async () => {
  await embedded?.stop();
});

describe('no item is ever sold twice', () => {
  it(`${BUYERS} concurrent buyers for ${UNITS} last units on the test server's database`, async () => {
    await race({ label: 'shared', baseUrl: siteUrl(), admin: inject('admin') });
  }, 60_000);

  it.runIf(siteDatabaseUrl())(`${BUYERS} concurrent buyers for ${UNITS} last units on the embedded database too`, async () => {
    await race({ label: 'embedded', baseUrl: embedded!.baseUrl, admin: ADMIN });
  }, 60_000);
});
