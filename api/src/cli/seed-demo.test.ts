import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { projectRoot } from '../../../tests/support/server-process.js';

// `npm run seed:demo` is what a newcomer runs first: the dashboard must come alive at once,
// and a second run must change nothing. A database of its own, seeded twice before the server
// starts (the embedded database takes one process at a time).
const ADMIN = { lastName: 'Seedadmin', zipCode: '90210-0005' };
const dataDir = mkdtempSync(join(tmpdir(), 'wedding-seed-'));
const env = { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'seed', DATA_DIR: dataDir };
let server: OwnServer;
let admin: Client;

function seed(databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/seed-demo.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`seed:demo exited with ${code}:\n${output}`))));
  });
}

beforeAll(async () => {
  server = await startOwnServer('seed_demo', env, async (databaseUrl) => {
    await seed(databaseUrl);
    await seed(databaseUrl);
  });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 240_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run seed:demo, run twice', () => {
  it('gives the dashboard parties with guests (adults and a child), some answered, and the meal options, once', async () => {
    const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ id: number; lastName: string; guestGroup: string; canRsvp: boolean; email: string | null; language: string }>;
    const demo = parties.filter((p) => p.lastName !== ADMIN.lastName);
    // E-mails on example.com and a language each, the Garcias Spanish (issue 22 §1).
    expect(demo.map((p) => [p.lastName, p.email, p.language]).sort()).toEqual(
      [
        ['Brown', null, 'en'],
        ['Garcia', 'garcia@example.com', 'es'],
        ['Johnson', 'johnson@example.com', 'en'],
        ['Nguyen', 'nguyen@example.com', 'en'],
        ['Smith', 'smith@example.com', 'en'],
      ].sort(),
    );
    expect(demo.map((p) => [p.lastName, p.guestGroup, p.canRsvp]).sort()).toEqual(
      [
        ['Brown', 'default', false],
        ['Garcia', 'family', true],
        ['Johnson', 'wedding-party', true],
        ['Nguyen', 'colleagues', true],
        ['Smith', 'close-friends', true],
      ].sort(),
    );
    const guests = (await admin.rest('GET', '/api/admin/party-guests')).body as Array<{ firstName: string; isChild: boolean }>;
    expect(guests).toHaveLength(11);
    expect(guests.filter((g) => g.isChild).map((g) => g.firstName)).toEqual(['Lucia']);
    expect((await admin.rest('GET', '/api/rsvp-options')).body.mealOptions).toEqual(['Meat', 'Fish', 'Vegetarian', "Kids' menu"]);
    // Garcia 3 and Emma coming, Oliver not, Linh pending; Brown's party may not RSVP.
    expect((await admin.rest('GET', '/api/admin/rsvp-statistics')).body).toMatchObject({
      totalInvited: 9,
      responded: 5,
      attending: 4,
      notAttending: 1,
      noResponse: 4,
    });

    const garcia = new Client(undefined, server.baseUrl);
    expect((await garcia.login('garcia', '08001')).status).toBe(200);
    expect(((await garcia.rest('GET', '/api/guest-attendance')).body as unknown[]).length).toBe(3);
  });

  it('gives the registry six gifts (one fully funded), the payment details and three payments waiting, once', async () => {
    const items = (await admin.rest('GET', '/api/admin/registry-items')).body as Array<{ name: string; remainingQuantity: number; totalQuantity: number }>;
    expect(items).toHaveLength(6);
    expect(items.filter((i) => i.remainingQuantity === 0).map((i) => i.name)).toEqual(['Hot-air balloon ride']);
    const settings = (await admin.rest('GET', '/api/payment-settings')).body;
    expect(settings.venmoUsername).toBeTruthy();
    expect(settings.zelleEmail).toMatch(/@/);
    const confirmations = (await admin.rest('GET', '/api/admin/payment-confirmations')).body as Array<{ status: string }>;
    expect(confirmations.map((c) => c.status).sort()).toEqual(['confirmed', 'pending', 'pending', 'pending']);
  });

  it('fills the wedding details (a venue in Spain), so the set-up checklist asks only for the RSVP deadline and sharing', async () => {
    expect((await admin.rest('GET', '/api/wedding')).body).toMatchObject({ coupleNames: 'Alex & Jordan', date: '2026-06-11', ceremonyTime: '17:30', countryCode: 'ES', country: 'Spain' });
    expect((await admin.rest('GET', '/api/venue')).body).toMatchObject({ name: 'Masia Can Ribes', city: '08870 Sitges, Barcelona', countryCode: 'ES' });
    expect((await admin.rest('GET', '/api/admin/setup-checklist')).body).toEqual({ weddingDetails: true, guests: true, rsvpOptions: false, siteShared: false, complete: false });
  });
});
