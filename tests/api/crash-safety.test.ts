import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName } from '../support/client.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { siteDatabaseUrl } from '../support/site.js';

// The server killed outright (SIGKILL: an out-of-memory kill, a power cut) while guests answer
// and confirm gifts: every RSVP and every payment is whole or absent, every answered one is kept,
// the stock matches the payments, and the embedded database opens again on the same folder.

const ADMIN = { lastName: 'Crashcouple', zipCode: '50505' };
const PARTIES = 24;
const GUESTS = 3;
/** Kill once this many writes have been answered: the others are in flight. */
const KILL_AFTER = 40;

/** Round r of a party's answer: who comes, and a marker on each note saying which round it is. */
const comes = (r: number) => [true, r % 2 === 1, r % 3 === 0];
const note = (r: number, guest: number) => `round ${r} guest ${guest}`;

interface Party {
  id: number;
  lastName: string;
  zipCode: string;
  guestIds: number[];
  client: Client;
  /** The last RSVP round the server answered with success. */
  answeredRound: number;
  /** The round sent last (answered or not). */
  sentRound: number;
}

const servers: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  for (const d of folders) rmSync(d, { recursive: true, force: true });
});

async function setUp(baseUrl: string) {
  const admin = await adminClient({ baseUrl, admin: ADMIN });
  const group = (await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('crash'), allowedPages: ['home', 'rsvp', 'registry'] })).body as { name: string };
  const item = async (price: number) => {
    const res = await admin.rest('POST', '/api/admin/registry-items', { name: uniqueLastName('Gift'), price, totalQuantity: 10_000 });
    expect(res.status).toBe(201);
    return res.body as { id: number };
  };
  const items = [await item(2_500), await item(4_000)];
  const parties: Party[] = [];
  for (let i = 0; i < PARTIES; i++) {
    const p = await createParty(admin, { guestGroup: group.name });
    const added = await admin.rest('POST', '/api/admin/party-guests', {
      guests: Array.from({ length: GUESTS }, (_, g) => ({ partyId: p.id, lastName: p.lastName, firstName: `G${g}` })),
    });
    expect(added.status).toBe(201);
    const client = new Client(undefined, baseUrl);
    expect((await client.login(p.lastName, p.zipCode)).status).toBe(200);
    parties.push({ ...p, guestIds: (added.body as Array<{ id: number }>).map((g) => g.id), client, answeredRound: 0, sentRound: 0 });
  }
  return { items, parties };
}

/**
 * Every party answers and confirms gifts in a loop, all parties at once, until the server is
 * killed under them. Returns the payments the server acknowledged and how many writes failed.
 */
async function writeUntilKilled(server: ServerProcess, items: Array<{ id: number }>, parties: Party[]) {
  const acknowledgedPayments = new Set<string>();
  const sentPayments = new Set<string>();
  let answered = 0;
  let failed = 0;
  let killed = false;
  const answeredOne = () => {
    answered += 1;
    if (answered >= KILL_AFTER && !killed) {
      killed = true;
      process.kill(server.pid, 'SIGKILL');
    }
  };
  await Promise.all(
    parties.map(async (party, i) => {
      for (let n = 1; ; n++) {
        try {
          const round = n;
          party.sentRound = round;
          const rsvp = await party.client.rest('POST', '/api/guest-attendance', {
            attendanceData: party.guestIds.map((guestId, g) => ({ guestId, attending: comes(round)[g], dietaryRestrictions: note(round, g) })),
          });
          expect(rsvp.status, JSON.stringify(rsvp.body)).toBe(200);
          party.answeredRound = round;
          answeredOne();
          const guestName = `Party ${i} batch ${n}`;
          sentPayments.add(guestName);
          const paid = await party.client.rest('POST', '/api/payment-confirmations/batch', {
            items: [
              { registryItemId: items[0].id, quantity: 1, amount: 2_500 },
              { registryItemId: items[1].id, quantity: 2, amount: 8_000 },
            ],
            guestName,
            paymentMethod: 'venmo',
          });
          expect(paid.status, JSON.stringify(paid.body)).toBe(201);
          acknowledgedPayments.add(guestName);
          answeredOne();
        } catch (err) {
          // Only the kill may end the loop; anything else is a failure of its own.
          if (!killed) throw err;
          failed += 1;
          return;
        }
      }
    }),
  );
  return { acknowledgedPayments, sentPayments, failed };
}

async function checkAfterRestart(baseUrl: string, items: Array<{ id: number }>, parties: Party[], payments: { acknowledgedPayments: Set<string>; sentPayments: Set<string> }) {
  const admin = await adminClient({ baseUrl, admin: ADMIN });
  const attendance = (await admin.rest('GET', '/api/admin/guest-attendance')).body as Array<{ guestId: number; attending: boolean | null; dietaryRestrictions: string | null }>;
  const rsvps = (await admin.rest('GET', '/api/admin/rsvps')).body as Array<{ partyId: number; guestCount: number; dietaryRestrictions: string | null }>;
  for (const party of parties) {
    const rows = party.guestIds.map((id) => attendance.find((a) => a.guestId === id));
    const rsvp = rsvps.find((r) => r.partyId === party.id);
    if (rows.every((r) => r === undefined)) {
      // Absent: never answered, and no party summary either.
      expect(party.answeredRound, `party ${party.id} lost an answered RSVP`).toBe(0);
      expect(rsvp).toBeUndefined();
      continue;
    }
    // Whole: every guest answered, all from one round, the last answered or the one in flight.
    const round = Number(/^round (\d+) guest 0$/.exec(rows[0]?.dietaryRestrictions ?? '')?.[1]);
    expect([party.answeredRound, party.sentRound], `party ${party.id}`).toContain(round);
    expect(rows.map((r) => r?.attending)).toEqual(comes(round));
    expect(rows.map((r) => r?.dietaryRestrictions)).toEqual(comes(round).map((c, g) => (c ? note(round, g) : null)));
    expect(rsvp?.guestCount).toBe(comes(round).filter(Boolean).length);
    expect(rsvp?.dietaryRestrictions).toContain(note(round, 0));
  }

  const confirmations = (await admin.rest('GET', '/api/admin/payment-confirmations')).body as Array<{ registryItemId: number; guestName: string; quantity: number; amount: number }>;
  const ours = confirmations.filter((c) => items.some((i) => i.id === c.registryItemId));
  const batches = new Map<string, typeof ours>();
  for (const c of ours) batches.set(c.guestName, [...(batches.get(c.guestName) ?? []), c]);
  for (const [name, lines] of batches) {
    expect(payments.sentPayments.has(name), name).toBe(true);
    expect(lines.map((l) => [l.registryItemId, l.quantity, l.amount]).sort(), name).toEqual([[items[0].id, 1, 2_500], [items[1].id, 2, 8_000]].sort());
  }
  for (const name of payments.acknowledgedPayments) expect(batches.has(name), `acknowledged payment ${name} lost`).toBe(true);
  // The stock taken is exactly what the recorded payments took.
  const stock = (await admin.rest('GET', '/api/admin/registry-items')).body as Array<{ id: number; totalQuantity: number; remainingQuantity: number }>;
  for (const item of items) {
    const row = stock.find((s) => s.id === item.id)!;
    const sold = ours.filter((c) => c.registryItemId === item.id).reduce((sum, c) => sum + c.quantity, 0);
    expect(row.totalQuantity - row.remainingQuantity, `item ${item.id}`).toBe(sold);
  }

  // And the site takes new answers.
  const again = await parties[0].client.rest('POST', '/api/guest-attendance', {
    attendanceData: parties[0].guestIds.map((guestId) => ({ guestId, attending: false })),
  });
  expect(again.status).toBe(200);
  return { rsvpsKept: rsvps.filter((r) => parties.some((p) => p.id === r.partyId)).length, batchesKept: batches.size };
}

async function crashAndRestart(label: string, env: Record<string, string>) {
  const first = await startServerProcess(`${label}_1`, env);
  servers.push(first);
  const { items, parties } = await setUp(first.baseUrl);
  const payments = await writeUntilKilled(first, items, parties);
  // Killed mid-stream: some writes were in flight when the server died.
  expect(payments.failed).toBeGreaterThan(0);
  const second = await startServerProcess(`${label}_2`, env);
  servers.push(second);
  // Sessions are kept in the database: the same guests carry on on the restarted server.
  for (const p of parties) (p.client as { baseUrl: string }).baseUrl = second.baseUrl;
  const kept = await checkAfterRestart(second.baseUrl, items, parties, payments);
  expect(kept.batchesKept).toBeGreaterThanOrEqual(payments.acknowledgedPayments.size);
}

const base = { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'crash' };

describe('a server killed with SIGKILL in the middle of RSVP and registry writes', () => {
  it('on the embedded database: each write whole or absent, answered ones kept, and the folder opens again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wedding-crash-'));
    folders.push(dataDir);
    await crashAndRestart('crash_embedded', { ...base, DATABASE_URL: '', DATA_DIR: dataDir });
  }, 300_000);

  it.runIf(siteDatabaseUrl())('on the PostgreSQL server: the same', async () => {
    const url = new URL(siteDatabaseUrl());
    const name = `${url.pathname.slice(1)}_crash_${process.pid}`.slice(0, 60);
    const admin = new pg.Client({ connectionString: url.href });
    await admin.connect();
    try {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
      const own = new URL(url.href);
      own.pathname = `/${name}`;
      await crashAndRestart('crash_pg', { ...base, DATABASE_URL: own.href });
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 300_000);
});
