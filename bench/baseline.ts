// Benchmark only: the least a Node server can do to answer the signed-in read. Raw Koa and
// `pg`, no ORM, no GraphQL: it checks the signed session cookie, reads the session row, its
// party and its guest group, and answers the same bytes as the app. bench/run.ts measures the
// app against it, so the ratio shows what our stack costs over the database work itself.
//
// Env: DATABASE_URL (a server) or BASELINE_DATA_DIR (a copy of the app's embedded database),
// SESSION_SECRET (the app's), PORT.
import Koa from 'koa';
import pg from 'pg';
import { pagesFor } from '../api/src/auth/policy.js';
import { startEmbeddedPostgres } from '../api/src/db/embedded.js';

// The same statement as the app's session read (api/src/auth/session-user.ts), so both do
// the same database work; only the code around it differs.
const SESSION_AND_USER = `
  select s.data, p.id, p.last_name, p.is_admin, p.can_rsvp, p.guest_group,
         g.allowed_pages, g.photo_version, g.accommodations_version, g.event_schedule_version
  from session s
  left join party p on p.id = (s.data->>'partyId')::int
  left join lateral (
    select * from guest_group g where g.name in (p.guest_group, 'default')
    order by g.name = p.guest_group desc limit 1
  ) g on true
  where s.id = $1 and s.expires_at > $2`;

interface Row {
  data: { partyId?: number; _expire?: number };
  id: number | null;
  last_name: string;
  is_admin: boolean;
  can_rsvp: boolean;
  guest_group: string;
  allowed_pages: string[] | null;
  photo_version: string | null;
  accommodations_version: string | null;
  event_schedule_version: string | null;
}

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(process.env.BASELINE_DATA_DIR);
const pool = new pg.Pool(
  embedded
    ? { ...embedded.connection, database: embedded.connection.dbName, max: 1 }
    : { connectionString: process.env.DATABASE_URL, max: 10 },
);
const version = (await pool.query<{ v: string }>('select version() as v')).rows[0].v;

async function sessionUser(ctx: Koa.Context) {
  const sid = ctx.cookies.get('wedding.sid', { signed: true });
  if (!sid) return null;
  const { rows } = await pool.query<Row>(SESSION_AND_USER, [sid, new Date()]);
  const row = rows[0];
  if (!row || row.id === null || (row.data._expire ?? Infinity) < Date.now()) return null;
  const groupPages = row.allowed_pages ?? [];
  return {
    id: row.id,
    lastName: row.last_name,
    isAdmin: row.is_admin,
    canRsvp: row.can_rsvp,
    guestGroup: row.guest_group,
    allowedPages: pagesFor({ id: row.id, isAdmin: row.is_admin, canRsvp: row.can_rsvp, groupPages }),
    pageVersions: { logistics: row.accommodations_version ?? 'default', eventSchedule: row.event_schedule_version ?? 'default' },
    photoVersion: row.photo_version ?? 'parents',
  };
}

async function readJson(ctx: Koa.Context): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const app = new Koa({ keys: [process.env.SESSION_SECRET ?? ''] });
app.use(async (ctx) => {
  if (ctx.method === 'GET' && ctx.path === '/api/user') {
    const user = await sessionUser(ctx);
    ctx.status = user ? 200 : 401;
    ctx.body = user ?? { message: 'Not signed in' };
  } else if (ctx.method === 'POST' && ctx.path === '/graphql') {
    // Only the benchmark's `me` query is ever sent here; parsing the body is part of the work.
    await readJson(ctx);
    ctx.type = 'application/json';
    // Apollo ends its JSON with a newline.
    ctx.body = `${JSON.stringify({ data: { me: await sessionUser(ctx) } })}\n`;
  } else {
    ctx.status = 404;
  }
});

const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`Baseline ready on http://127.0.0.1:${port} (${version})`);
});

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool
    .end()
    .then(() => embedded?.stop())
    .then(() => process.exit(0));
});
