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
    const guests = (await admin.rest('GET', '/api/admin/party-guests')).body as Array<{ firstName: string; isChild: boolean; isPlusOne: boolean }>;
    expect(guests).toHaveLength(12);
    expect(guests.filter((g) => g.isChild).map((g) => g.firstName)).toEqual(['Lucia']);
    // The Smiths may bring two guests and have named one (issue 21 §1).
    expect(guests.filter((g) => g.isPlusOne).map((g) => g.firstName)).toEqual(['Noah']);
    expect((parties as Array<{ lastName: string; plusOnesAllowed?: number }>).find((p) => p.lastName === 'Smith')?.plusOnesAllowed).toBe(2);
    expect((await admin.rest('GET', '/api/rsvp-options')).body.mealOptions).toEqual(['Meat', 'Fish', 'Vegetarian', "Kids' menu"]);
    expect((await admin.rest('GET', '/api/rsvp-options?language=es')).body.mealOptions).toEqual(['Carne', 'Pescado', 'Vegetariano', 'Menú infantil']);
    // Garcia 3, Emma and her plus-one Noah coming, Oliver not, Linh pending; Brown's party may not RSVP.
    expect((await admin.rest('GET', '/api/admin/rsvp-statistics')).body).toMatchObject({
      totalInvited: 10,
      responded: 6,
      attending: 5,
      notAttending: 1,
      noResponse: 4,
      plusOnes: 1,
    });

    const garcia = new Client(undefined, server.baseUrl);
    expect((await garcia.login('garcia', '08001')).status).toBe(200);
    expect(((await garcia.rest('GET', '/api/guest-attendance')).body as unknown[]).length).toBe(3);
  });

  it('asks two RSVP questions of every demo group (a song request, the shuttle per guest), some answered, once', async () => {
    const questions = (await admin.rest('GET', '/api/admin/rsvp-questions')).body as Array<{ text: string; type: string; perGuest: boolean; guestGroups: string[] }>;
    expect(questions.map((q) => [q.text, q.type, q.perGuest])).toEqual([
      ['Song request', 'text', false],
      ['Will you use the shuttle?', 'yesno', true],
    ]);
    expect(questions[0].guestGroups.sort()).toEqual(['close-friends', 'colleagues', 'family', 'wedding-party']);
    const stats = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body.questions as Array<{ answered: number; options: Array<{ option: string; count: number }> }>;
    expect(stats.map((q) => q.answered)).toEqual([2, 4]);
    expect(stats[1].options).toEqual([
      { option: 'yes', count: 3 },
      { option: 'no', count: 1 },
    ]);
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

  it('gives every demo gift a photo of its own (an illustration, uploaded with its sizes), once', async () => {
    const items = (await admin.rest('GET', '/api/admin/registry-items')).body as Array<{ imageUrl: string; imageSrcSet: string; imageUploaded: boolean }>;
    expect(items.every((i) => i.imageUploaded && i.imageSrcSet.includes('960w'))).toBe(true);
    const keys = new Set(items.map((i) => /\/api\/images\/file\/([a-z0-9-]+)\//.exec(i.imageUrl)?.[1]));
    expect(keys.size).toBe(6);
    const bytes = await Promise.all(items.map(async (i) => Buffer.from(await (await fetch(new URL(i.imageUrl, server.baseUrl))).arrayBuffer()).toString('base64')));
    expect(new Set(bytes).size).toBe(6);
  });

  it('fills the wedding details (a venue in Spain), so the set-up checklist asks only for the RSVP deadline and sharing', async () => {
    expect((await admin.rest('GET', '/api/wedding')).body).toMatchObject({ coupleNames: 'Alex & Jordan', date: '2026-06-11', ceremonyTime: '17:30', countryCode: 'ES', country: 'Spain' });
    expect((await admin.rest('GET', '/api/venue')).body).toMatchObject({ name: 'Masia Can Ribes', city: '08870 Sitges, Barcelona', countryCode: 'ES' });
    expect((await admin.rest('GET', '/api/admin/setup-checklist')).body).toEqual({ weddingDetails: true, guests: true, rsvpOptions: false, siteShared: false, complete: false });
  });

  it('gives three events in both languages, the welcome dinner for the family only, with some answers, once', async () => {
    const events = (await admin.rest('GET', '/api/admin/events')).body as Array<{ name: string; nameEs: string; guestGroups: string[]; answerCount: number }>;
    expect(events.map((e) => [e.name, e.nameEs, e.guestGroups.includes('family'), e.guestGroups.length])).toEqual([
      ['Welcome dinner', 'Cena de bienvenida', true, 1],
      ['Ceremony', 'Ceremonia', true, 4],
      ['Farewell brunch', 'Brunch de despedida', true, 3],
    ]);
    expect(events.map((e) => e.answerCount)).toEqual([3, 4, 4]);
    const garcia = new Client(undefined, server.baseUrl);
    garcia.language = 'es';
    await garcia.login('garcia', '08001');
    expect(((await garcia.rest('GET', '/api/events')).body as Array<{ name: string }>).map((e) => e.name)).toEqual(['Cena de bienvenida', 'Ceremonia', 'Brunch de despedida']);
    const smith = new Client(undefined, server.baseUrl);
    await smith.login('smith', '10001');
    expect(((await smith.rest('GET', '/api/events')).body as Array<{ name: string }>).map((e) => e.name)).toEqual(['Ceremony', 'Farewell brunch']);
    const stats = (await admin.rest('GET', '/api/admin/rsvp-statistics')).body.events as Array<{ name: string; attending: number }>;
    expect(stats.map((e) => [e.name, e.attending])).toEqual([['Welcome dinner', 3], ['Ceremony', 4], ['Farewell brunch', 2]]);
  });

  it('gives polls and trivia in English and Spanish, and the assistant a Spanish context (issue 20 §4), once', async () => {
    const polls = (await admin.rest('GET', '/api/admin/polls')).body as Array<{ question: string; questionEs: string; options: string[]; optionsEs: string[]; voteCounts: number[] }>;
    expect(polls).toHaveLength(2);
    for (const p of polls) {
      expect(p.questionEs, p.question).toMatch(/^¿.+\?$/);
      expect(p.optionsEs, p.question).toHaveLength(p.options.length);
    }
    const trivia = (await admin.rest('GET', '/api/admin/trivia')).body as Array<{ question: string; questionEs: string; optionsEs: string[]; options: string[] }>;
    expect(trivia).toHaveLength(3);
    for (const q of trivia) expect([q.questionEs.startsWith('¿'), q.optionsEs.length], q.question).toEqual([true, q.options.length]);
    const spanish = new Client(undefined, server.baseUrl);
    spanish.language = 'es';
    expect((await spanish.login('garcia', '08001')).status).toBe(200);
    const read = (await spanish.rest('GET', '/api/polls')).body as Array<{ question: string; options: string[] }>;
    expect(read.map((p) => p.question)).toContain('¿Qué postre servimos en el banquete?');
    expect((await spanish.rest('GET', '/api/trivia')).body.map((q: { question: string }) => q.question)).toContain('¿Dónde se conocieron los novios?');
    expect((await admin.rest('GET', '/api/admin/chatbot-context')).body.contextEs).toMatch(/^¡Somos Alex y Jordan!/);
    expect((await spanish.rest('POST', '/api/chat', { question: '¿Hay autobús al hotel?' })).body.response).toContain('desde el Hotel Calipolis');
  });

  it('carries Spanish for what the couple writes: group notes, gifts, meals and photo texts (issue 20 §4)', async () => {
    const family = ((await admin.rest('GET', '/api/admin/guest-groups')).body as Array<Record<string, string | null>>).find((g) => g.name === 'family')!;
    expect(family.welcomeMessageEs).toMatch(/^Querida familia/);
    expect(family.customLogisticsEs).toMatch(/aeropuerto/);
    expect(family.customRegistryEs).toMatch(/regalo/);
    const items = (await admin.rest('GET', '/api/admin/registry-items')).body as Array<{ nameEs: string | null; descriptionEs: string | null }>;
    expect(items.filter((i) => i.nameEs && i.descriptionEs)).toHaveLength(6);
    const images = (await admin.rest('GET', '/api/admin/site-images')).body as Array<{ altEs: string }>;
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((i) => i.altEs.startsWith('Obra abstracta'))).toBe(true);
  });
});
