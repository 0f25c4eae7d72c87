// How long a backup holds guests up. PGlite runs one transaction at a time, so while the
// backup's snapshot transaction reads, every guest request waits: this measures the slowest
// guest answer during GET /api/admin/backup against the same request with no backup running,
// on the demo wedding (npm run seed:demo) and again after a 2,000-party list (8,000 guests)
// is uploaded. The real server in its own process; embedded database unless DATABASE_URL.
// Writes bench/results-backup.md (or results-backup-postgresql.md); a "## Notes" section is kept.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ADMIN = { ADMIN_LAST_NAME: 'Benchcouple', ADMIN_ZIP: '11111' };

function run(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (out += c));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`))));
  });
}

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /ready on http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  child.stdout.resume();
  return { url, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) };
}

async function signIn(url: string, lastName: string, zipCode: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lastName, zipCode }) });
  if (res.status !== 200) throw new Error(`sign-in ${lastName}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(url: string, path: string, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url + path, { headers: { cookie } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return { ms: performance.now() - started, bytes };
}

interface Row {
  data: string;
  quiet: number;
  backupMs: number[];
  worstGuestMs: number[];
  size: number;
}

/** Guests keep asking for their party's guests while a backup is written and downloaded. */
async function measure(url: string, admin: string, guest: string, data: string): Promise<Row> {
  const quiet: number[] = [];
  for (let i = 0; i < 20; i++) quiet.push((await timed(url, '/api/party-guests', guest)).ms);
  const row: Row = { data, quiet: median(quiet), backupMs: [], worstGuestMs: [], size: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    let done = false;
    let worst = 0;
    const guests = (async () => {
      while (!done) worst = Math.max(worst, (await timed(url, '/api/party-guests', guest)).ms);
    })();
    const backup = await timed(url, '/api/admin/backup', admin);
    done = true;
    await guests;
    row.backupMs.push(backup.ms);
    row.worstGuestMs.push(worst);
    row.size = backup.bytes;
    console.log(`${data}, round ${round + 1}: backup ${Math.round(backup.ms)} ms (${backup.bytes} bytes), slowest guest answer ${Math.round(worst)} ms`);
  }
  return row;
}

const csv = (rows: string[][]) => Buffer.from(`${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);

async function upload(url: string, admin: string, path: string, file: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file)]), 'list.csv');
  const res = await fetch(url + path, { method: 'POST', body: form, headers: { cookie: admin } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const dataDir = mkdtempSync(join(tmpdir(), 'wedding-bench-backup-'));
  const env = { ...ADMIN, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BACKUP_KEEP: '2', TRUST_PROXY: '1' };
  try {
    console.log('Loading the demo wedding…');
    await run(['api/src/cli/seed-demo.ts'], env);
    const server = await startServer(env);
    try {
      const admin = await signIn(server.url, ADMIN.ADMIN_LAST_NAME, ADMIN.ADMIN_ZIP);
      const guest = await signIn(server.url, 'Garcia', '08001');
      const rows = [await measure(server.url, admin, guest, 'demo wedding')];
      const parties = Array.from({ length: 2000 }, (_, i) => [`Benchparty${i}`, String(i).padStart(5, '0')]);
      await upload(server.url, admin, '/api/admin/bulk-guests', csv([['LastName', 'ZipCode', 'CanRsvp'], ...parties.map(([n, z]) => [n, z, 'yes'])]));
      await upload(
        server.url,
        admin,
        '/api/admin/bulk-party-guests',
        csv([['PartyLastName', 'PartyZipCode', 'FirstName', 'LastName', 'IsChild'], ...parties.flatMap(([n, z]) => ['Ana', 'Luis', 'Sofia', 'Mateo'].map((f, j) => [n, z, f, n, j >= 2 ? 'yes' : 'no']))]),
      );
      rows.push(await measure(server.url, admin, guest, 'demo + 2,000 parties, 8,000 guests'));

      const file = join(import.meta.dirname, databaseUrl ? 'results-backup-postgresql.md' : 'results-backup.md');
      const notes = existsSync(file) ? (readFileSync(file, 'utf8').split(/^## Notes$/m)[1] ?? '') : '';
      const text = [
        '# How long a backup holds guests up',
        '',
        `Database: ${databaseUrl ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite)'}; ${new Date().toISOString().slice(0, 10)}; ${ROUNDS} backups each. Command: \`${databaseUrl ? 'DATABASE_URL=... ' : ''}npm run bench:backup\`.`,
        '',
        'A guest asks for their party’s guests (`GET /api/party-guests`) over and over while an admin downloads `GET /api/admin/backup`; "slowest guest answer" is the worst of those answers during the backup, against the median with no backup running.',
        '',
        '| Data | Backup file | Backup (median) | Guest answer, no backup (median) | Slowest guest answer during a backup (median of rounds) | Worst of all rounds |',
        '|---|---|---|---|---|---|',
        ...rows.map(
          (r) =>
            `| ${r.data} | ${Math.round(r.size / 1024)} KiB | ${Math.round(median(r.backupMs))} ms | ${Math.round(r.quiet)} ms | ${Math.round(median(r.worstGuestMs))} ms | ${Math.round(Math.max(...r.worstGuestMs))} ms |`,
        ),
        '',
        ...(notes ? ['## Notes', notes.trimEnd(), ''] : []),
      ].join('\n');
      writeFileSync(file, text);
      console.log(`\n${text}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
