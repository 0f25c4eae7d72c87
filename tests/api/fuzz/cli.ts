/**
 * The long fuzz run: `npm run fuzz -- --seed=N --count=10000` (random seed when none is given;
 * `--only=i,j` replays single requests from a report; `--url=http://...` fuzzes a running server
 * instead of starting one, signing in with FUZZ_ADMIN_LAST_NAME / FUZZ_ADMIN_ZIP).
 */
import 'reflect-metadata';
import { restRoutes } from '../../../api/src/rest/routes.js';
import { formatReport, runFuzz } from './runner.js';
import { FUZZ_ADMIN, loadSchema, startFuzzServer, type FuzzServer } from './server.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const seed = args.seed ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
const count = Number(args.count ?? 10_000);
const only = args.only ? args.only.split(',').map(Number) : undefined;

let server: FuzzServer | undefined;
const baseUrl = args.url ?? (server = await startFuzzServer()).baseUrl;
const admin = args.url ? { lastName: process.env.FUZZ_ADMIN_LAST_NAME ?? '', zipCode: process.env.FUZZ_ADMIN_ZIP ?? '' } : FUZZ_ADMIN;
console.log(`Fuzzing ${baseUrl} with seed ${seed}, ${only ? `requests ${only.join(',')}` : `${count} requests`}`);
let failed = true;
try {
  const report = await runFuzz({ baseUrl, admin, schema: loadSchema(), routes: restRoutes, seed, count, only, log: (l) => console.log(l) });
  console.log(formatReport(report, 'npm run fuzz --'));
  const logged = server?.unexpected ?? [];
  if (logged.length) console.log(`The server logged ${logged.length} unexpected errors:\n${logged.slice(0, 10).join('\n')}`);
  failed = report.failures.length > 0 || logged.length > 0;
} finally {
  await server?.stop();
}
process.exit(failed ? 1 : 0);
