import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../api/src/rest/routes.js';
import { formatReport, runFuzz } from './fuzz/runner.js';
import { FUZZ_ADMIN, loadSchema, startFuzzServer, type FuzzServer } from './fuzz/server.js';

// A short run in every `npm test`; `npm run fuzz` runs 10,000 and more. FUZZ_SEED replays a run.
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const count = Number(process.env.FUZZ_COUNT ?? 1_000);

describe('schema-driven fuzzing of /graphql and /api', () => {
  let server: FuzzServer;
  beforeAll(async () => {
    server = await startFuzzServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it(`answers ${count} random and hostile requests as anonymous, guest and admin without a 5xx, a leak or a slow answer`, async () => {
    const report = await runFuzz({ baseUrl: server.baseUrl, admin: FUZZ_ADMIN, schema: loadSchema(), routes: restRoutes, seed, count });
    const summary = formatReport(report, `FUZZ_SEED=${seed} npm test -- tests/api/fuzz.test.ts  # or: npm run fuzz --`);
    if (report.failures.length) console.error(summary);
    expect(report.failures, summary).toEqual([]);
    expect(server.unexpected, `seed ${seed}: the server logged unexpected errors`).toEqual([]);
    expect(report.sent).toBe(count);
  }, 600_000);
});
