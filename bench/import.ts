// How long the couple waits for a spreadsheet: the preview and the import of a guest list of
// 300 guests (the size the issue names) and of 10,000 rows (the upload limit), each over REST
// as the dashboard sends it, on the real server in its own process.
// Writes bench/results-import.md or bench/results-import-postgresql.md (a "## Notes" section
// already in the file is kept).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './server.js';

const GOALS = { 300: 2_000, 10_000: 30_000 } as const;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Step {
  size: number;
  what: string;
  ms: number[];
  answer: string;
}

const csv = (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);

/** A household of four (two adults, two children) per party; ZIP codes with leading zeros. */
function guestList(size: number, run: string) {
  const parties = Array.from({ length: size / 4 }, (_, i) => [`Bench${run}x${i}`, String(i % 1000).padStart(5, '0')]);
  const partySheet = csv([['LastName', 'ZipCode', 'CanRsvp'], ...parties.map(([name, zip]) => [name, zip, 'yes'])]);
  const guestSheet = csv([
    ['PartyLastName', 'PartyZipCode', 'FirstName', 'LastName', 'IsChild'],
    ...parties.flatMap(([name, zip]) => ['Ana', 'Luis', 'Sofia', 'Mateo'].map((first, j) => [name, zip, first, name, j >= 2 ? 'yes' : 'no'])),
  ]);
  return { partySheet, guestSheet };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const server = await startServer({ ADMIN_LAST_NAME: 'Bench', ADMIN_ZIP: '11111', TRUST_PROXY: '1' });
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lastName: 'Bench', zipCode: '11111' }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const upload = async (path: string, file: Buffer) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file)]), 'guests.csv');
      const started = performance.now();
      const res = await fetch(server.url + path, { method: 'POST', body: form, headers: { cookie } });
      const body = (await res.json()) as Record<string, number>;
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return { ms, answer: `+${body.success} ~${body.updated} =${body.unchanged} ✗${body.failed}` };
    };

    const steps: Step[] = [];
    for (const size of [300, 10_000] as const) {
      const record = (what: string) => {
        const step: Step = { size, what, ms: [], answer: '' };
        steps.push(step);
        return step;
      };
      const previewParties = record('parties: preview');
      const importParties = record('parties: import');
      const previewGuests = record('guests: preview');
      const importGuests = record('guests: import');
      const again = record('guests: the same file again');
      for (let round = 0; round < ROUNDS; round++) {
        // A fresh list each round, so every import adds rather than finds.
        const { partySheet, guestSheet } = guestList(size, `${size}r${round}t${Date.now().toString(36)}`);
        for (const [step, path, file] of [
          [previewParties, '/api/admin/bulk-guests?dryRun=true', partySheet],
          [importParties, '/api/admin/bulk-guests', partySheet],
          [previewGuests, '/api/admin/bulk-party-guests?dryRun=true', guestSheet],
          [importGuests, '/api/admin/bulk-party-guests', guestSheet],
          [again, '/api/admin/bulk-party-guests', guestSheet],
        ] as const) {
          const { ms, answer } = await upload(path, file);
          step.ms.push(ms);
          step.answer = answer;
          console.log(`${size} rows, round ${round + 1}, ${step.what}: ${Math.round(ms)} ms (${answer})`);
        }
      }
    }

    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const rows = steps.map((s) => {
      const goal = GOALS[s.size as keyof typeof GOALS];
      const m = median(s.ms);
      return `| ${s.size.toLocaleString('en')} | ${s.what} | ${Math.round(m)} ms | ${Math.round(Math.max(...s.ms))} ms | ${s.answer} | ${m <= goal ? 'met' : 'missed'} (${goal / 1000} s) |`;
    });
    const missed = steps.filter((s) => median(s.ms) > GOALS[s.size as keyof typeof GOALS]);
    const file = join(import.meta.dirname, databaseUrl ? 'results-import-postgresql.md' : 'results-import.md');
    const notes = existsSync(file) ? (readFileSync(file, 'utf8').split(/^## Notes$/m)[1] ?? '') : '';
    const text = [
      '# Spreadsheet import timings',
      '',
      `Database: ${databaseUrl ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite)'}; ${new Date().toISOString().slice(0, 10)}; median of ${ROUNDS} rounds, each with a new guest list (parties of four: two adults, two children). Command: \`${databaseUrl ? 'DATABASE_URL=... ' : ''}npm run bench:import\`.`,
      '',
      'Answer: +added ~updated =unchanged ✗failed. Goal: the median under the time in brackets.',
      '',
      '| Rows | Step | Median | Slowest | Answer | Goal |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      missed.length ? `Goal missed: ${missed.map((s) => `${s.size} ${s.what}`).join('; ')}.` : 'Every goal met.',
      '',
      ...(notes ? ['## Notes', notes.trimEnd(), ''] : []),
    ].join('\n');
    writeFileSync(file, text);
    console.log(`\n${text}`);
  } finally {
    await server.close();
  }
}

await main();
