import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty } from '../../../tests/support/client.js';
import { projectRoot, startServerProcess } from '../../../tests/support/server-process.js';
import { openDatabase } from '../db/orm.js';
import { listDataFiles } from './backup-format.js';
import { takeSnapshot } from './backup.service.js';
import { appliedMigrations, runnerFor } from './database-tables.js';

/**
 * Round trips through the real server and the real CLI: data put in over HTTP on one kind of
 * database, downloaded from GET /api/admin/backup, restored with `npm run restore` into the
 * other kind, then every table compared row by row and every stored file byte by byte.
 * The PostgreSQL side uses throw-away databases on the server at 127.0.0.1.
 */
const SERVER_URL = new URL(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres');
const ADMIN = { lastName: 'Backupcouple', zipCode: '28001' };
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function onServer(...statements: string[]) {
  const orm = await MikroORM.init({ clientUrl: SERVER_URL.href, entities: [], discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  try {
    for (const sql of statements) await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

/** A database of the test's own on the PostgreSQL server, dropped at the end. */
async function pgDatabase(label: string): Promise<string> {
  const name = `wedding_backup_${label}_${process.pid}`;
  await onServer(`drop database if exists "${name}" with (force)`, `create database "${name}"`);
  cleanups.push(() => onServer(`drop database if exists "${name}" with (force)`));
  const url = new URL(SERVER_URL.href);
  url.pathname = `/${name}`;
  return url.href;
}

function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `wedding-backup-${label}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs `npm run restore` (its script) as the couple would. */
function restoreCli(file: string, env: { DATABASE_URL: string; DATA_DIR: string }, force = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/restore.ts', file, ...(force ? ['--force'] : [])], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** Every row of every table (as text, in key order) and the applied migrations. */
async function contents(where: { DATABASE_URL: string; DATA_DIR: string }) {
  const db = await openDatabase({ databaseUrl: where.DATABASE_URL || undefined, dataDir: where.DATA_DIR });
  try {
    const { tables } = await takeSnapshot(db.orm.em);
    const migrations = await appliedMigrations(runnerFor(db.orm.em));
    const files = Object.fromEntries((await listDataFiles(where.DATA_DIR)).map((f) => [f, readFileSync(join(where.DATA_DIR, f)).toString('base64')]));
    return { tables, migrations, files };
  } finally {
    await db.close();
  }
}

/** Parties, guests, their answers, a gift and its payment, a poll vote and an uploaded photo, all over HTTP. */
async function fillSite(baseUrl: string) {
  const admin = await adminClient({ baseUrl, admin: ADMIN });
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: 'familia', allowedPages: ['home', 'couple', 'rsvp', 'registry'] });
  expect(group.status).toBe(201);
  await admin.rest('PUT', '/api/admin/rsvp-options', { mealOptions: ['Meat', 'Fish'] });
  const party = await createParty(admin, { lastName: 'Núñez', zipCode: '08001', guestGroup: 'familia', canRsvp: true });
  const added = await admin.rest('POST', '/api/admin/party-guests', {
    guests: ['Ana', 'Leo'].map((firstName) => ({ partyId: party.id, firstName, lastName: 'Núñez' })),
  });
  expect(added.status).toBe(201);
  const ids = (added.body as Array<{ id: number }>).map((g) => g.id);
  const guest = new Client(undefined, baseUrl);
  expect((await guest.login('Núñez', '08001')).status).toBe(200);
  const answered = await guest.rest('POST', '/api/guest-attendance', {
    attendanceData: [
      { guestId: ids[0], attending: true, mealPreference: 'Fish', dietaryRestrictions: 'Nuts; "quoted"\nand a second line' },
      { guestId: ids[1], attending: false },
    ],
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  const item = await admin.rest('POST', '/api/admin/registry-items', { name: 'Cena en Kioto', price: 12_050, totalQuantity: 3 });
  expect(item.status).toBe(201);
  const paid = await guest.rest('POST', '/api/payment-confirmations/batch', {
    items: [{ registryItemId: item.body.id, quantity: 2, amount: 24_100 }],
    guestName: 'Ana Núñez',
    paymentMethod: 'venmo',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'beach.jpg');
  const photo = await admin.raw('POST', `/api/admin/site-images?${new URLSearchParams({ location: 'gallery', alt: 'On the beach' })}`, { body: form });
  expect(photo.status).toBe(201);
  return { admin, guest };
}

/** The site on `from`, filled and downloaded as an admin (guests are refused), then stopped. */
async function backupOf(label: string, from: { DATABASE_URL: string; DATA_DIR: string }): Promise<string> {
  const server = await startServerProcess(`backup_${label}`, { ...from, ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1' });
  try {
    const { admin, guest } = await fillSite(server.baseUrl);
    expect((await new Client(undefined, server.baseUrl).rest('GET', '/api/admin/backup')).status).toBe(401);
    expect((await guest.rest('GET', '/api/admin/backup')).status).toBe(403);
    const res = await admin.raw('GET', '/api/admin/backup');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const name = /filename="(wedding-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(?:-\d+)?\.tar\.gz)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
    expect(name, res.headers.get('content-disposition') ?? '').toBeTruthy();
    const file = join(tempDir(`${label}-download`), name!);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    // The same backup is kept on the server and listed for integrators.
    const listed = await admin.gql('{ backups { name size createdAt } }');
    expect(listed.data.backups.map((b: { name: string }) => b.name)).toContain(name);
    return file;
  } finally {
    await server.stop();
  }
}

async function roundTrip(label: string, from: { DATABASE_URL: string; DATA_DIR: string }, to: { DATABASE_URL: string; DATA_DIR: string }) {
  const file = await backupOf(label, from);
  const restored = await restoreCli(file, to);
  expect(restored.output).toMatch(/^Restored \d+ rows and \d+ files/);
  expect(restored.code).toBe(0);
  const source = await contents(from);
  const target = await contents(to);
  expect(target.migrations).toEqual(source.migrations);
  expect(target.tables.map((t) => t.name)).toEqual(source.tables.map((t) => t.name));
  for (const [i, table] of source.tables.entries()) expect(target.tables[i], table.name).toEqual(table);
  expect(source.tables.find((t) => t.name === 'payment_confirmation')?.rows.length).toBe(1);
  expect(Object.keys(source.files).some((f) => f.startsWith('site-images/'))).toBe(true);
  expect(target.files).toEqual(source.files);

  // The restored site serves: the guest signs in and finds the answers and the photo.
  const server = await startServerProcess(`restored_${label}`, { ...to, ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1' });
  try {
    const guest = new Client(undefined, server.baseUrl);
    expect((await guest.login('Núñez', '08001')).status).toBe(200);
    const answers = (await guest.rest('GET', '/api/guest-attendance')).body as Array<{ attending: boolean; mealPreference: string | null }>;
    expect(answers.map((a) => [a.attending, a.mealPreference])).toEqual([
      [true, 'Fish'],
      [false, null],
    ]);
    const [photo] = (await guest.rest('GET', '/api/site-images?location=gallery')).body as Array<{ url: string }>;
    expect((await guest.raw('GET', new URL(photo.url, server.baseUrl).pathname + new URL(photo.url, server.baseUrl).search)).status).toBe(200);
    // New rows get ids past the restored ones.
    const admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
    expect((await createParty(admin)).id).toBeGreaterThan(Math.max(...source.tables.find((t) => t.name === 'party')!.rows.map((r) => Number(r[0]))));
  } finally {
    await server.stop();
  }
  return { file, to, target };
}

describe('a backup restores into the other kind of database, whole', () => {
  it('embedded (PGlite) → PostgreSQL server; then a second restore is refused, --force replaces', async () => {
    const to = { DATABASE_URL: await pgDatabase('to_pg'), DATA_DIR: tempDir('to-pg') };
    const { file, target } = await roundTrip('pglite', { DATABASE_URL: '', DATA_DIR: tempDir('from-pglite') }, to);

    // The restored site has since taken a new party (see roundTrip): a plain restore must not touch it.
    const before = await contents(to);
    const again = await restoreCli(file, to);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds data.*Nothing was changed.*--force/s);
    expect(await contents(to)).toEqual(before);

    const forced = await restoreCli(file, to, true);
    expect(forced.code, forced.output).toBe(0);
    expect(await contents(to)).toEqual(target);
    expect(before).not.toEqual(target);
  }, 300_000);

  it('PostgreSQL server → embedded (PGlite)', async () => {
    await roundTrip('pg', { DATABASE_URL: await pgDatabase('from_pg'), DATA_DIR: tempDir('from-pg') }, { DATABASE_URL: '', DATA_DIR: tempDir('to-pglite') });
  }, 300_000);
});

describe('a damaged backup file', () => {
  it('truncated, corrupted or not a backup: a clear error, and the empty target stays empty', async () => {
    const file = await backupOf('damaged', { DATABASE_URL: await pgDatabase('damaged_src'), DATA_DIR: tempDir('damaged-src') });
    const whole = readFileSync(file);
    const dir = tempDir('damaged-files');
    const truncated = join(dir, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const corrupted = join(dir, 'corrupted.tar.gz');
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    writeFileSync(corrupted, flipped);
    const other = join(dir, 'notes.tar.gz');
    writeFileSync(other, 'just some text');

    const to = { DATABASE_URL: await pgDatabase('damaged_to'), DATA_DIR: tempDir('damaged-to') };
    for (const bad of [truncated, corrupted, other]) {
      const res = await restoreCli(bad, to);
      expect(res.code, res.output).toBe(1);
      expect(res.output).toMatch(/^Restore failed: The backup file is damaged or incomplete|^Restore failed: .*damaged/);
      expect(res.output).not.toMatch(/\n\s+at /);
    }
    const [tables] = (await (async () => {
      const db = await openDatabase({ databaseUrl: to.DATABASE_URL });
      try {
        return [await runnerFor(db.orm.em)(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)];
      } finally {
        await db.close();
      }
    })()) as [Array<{ n: number }>];
    expect(tables[0].n).toBe(0);
    expect(readdirSync(to.DATA_DIR).filter((f) => f !== 'session-secret')).toEqual([]);
  }, 300_000);
});
