// Benchmark only: the least a Node server can do to answer the signed-in read. Raw Koa and
// `pg`, no ORM, no GraphQL: it checks the signed session cookie, reads the session row, its
// party and its guest group, and answers the same bytes as the app. bench/run.ts measures the
// app against it, so the ratio shows what our stack costs over the database work itself.
//
// Env: DATABASE_URL (a server) or BASELINE_DATA_DIR (a copy of the app's embedded database),
// SESSION_SECRET (the app's), PORT.
import Koa from 'koa';
import pg from 'pg';
import { can, pagesFor } from '../api/src/auth/policy.js';
import { startEmbeddedPostgres } from '../api/src/db/embedded.js';
// The app's own statement and row shapes, so both do the same database work.
import { SESSION_AND_USER_SQL, groupOf, partyOf, type SessionRow } from '../api/src/auth/session-query.js';
import { PARTY_GUESTS_SQL } from '../api/src/party-guests/party-guest.service.js';
import { PARTY_ANSWERS_SQL } from '../api/src/rsvp/rsvp.service.js';
import { REGISTRY_ITEMS_SQL, guestItemView, type RegistryItemRow } from '../api/src/registry/registry.service.js';
import { POLLS_SQL, guestPollView } from '../api/src/polls/polls.service.js';
import type { PollView } from '../api/src/polls/polls.types.js';
import { TRIVIA_SQL, guestQuestionView } from '../api/src/trivia/trivia.service.js';
import type { TriviaQuestionView } from '../api/src/trivia/trivia.types.js';
import { PARTY_QUESTIONS_SQL, inReaderLanguage, type QuestionRow } from '../api/src/rsvp-questions/rsvp-questions.service.js';
import { GUEST_ANSWERS_SQL, readValue } from '../api/src/rsvp-questions/rsvp-answers.service.js';
import { fromAcceptLanguage } from '../api/src/i18n/reader-language.js';
import { GROUP_EVENTS_SQL, guestEventView, type EventRow } from '../api/src/events/events.service.js';
import { WEDDING_DEFAULTS, WEDDING_TIMEZONE_KEY, WEDDING_TIMEZONE_SQL } from '../api/src/settings/settings.service.js';

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(process.env.BASELINE_DATA_DIR);
// Pool sizes as the app's; idle connections are kept, since the embedded database would
// still hold a closed one's prepared statement.
const pool = new pg.Pool({
  ...(embedded ? { ...embedded.connection, database: embedded.connection.dbName, max: 1 } : { connectionString: process.env.DATABASE_URL, max: 10 }),
  idleTimeoutMillis: 0,
});
const version = (await pool.query<{ v: string }>('select version() as v')).rows[0].v;

async function sessionUser(ctx: Koa.Context) {
  const sid = ctx.cookies.get('wedding.sid', { signed: true });
  if (!sid) return null;
  // Prepared once per connection, as the app does (api/src/db/prepared.ts).
  const { rows } = await pool.query<SessionRow>({ name: 'session_and_user', text: SESSION_AND_USER_SQL, values: [sid, new Date()] });
  const row = rows[0];
  const party = row && partyOf(row);
  if (!party || row.expired || ((row.data._expire as number | undefined) ?? Infinity) < Date.now()) return null;
  const group = groupOf(row);
  return {
    ...party,
    allowedPages: pagesFor({ ...party, groupPages: group?.allowedPages ?? [] }),
    pageVersions: { logistics: group?.accommodationsVersion ?? 'default', eventSchedule: group?.eventScheduleVersion ?? 'default' },
    photoVersion: group?.photoVersion ?? 'parents',
  };
}

// A guest page's read (the RSVP page's guests and answers, the registry's items): the app's
// own statements, after the same page check.
async function pageRead(ctx: Koa.Context, page: 'rsvp' | 'registry' | 'polls' | 'trivia', name: string, text: string, byParty: boolean, extra: unknown[] = []) {
  const user = await sessionUser(ctx);
  // allowedPages already went through the policy; as the actor's own pages they give the same answer.
  const actor = { ...user!, groupPages: user?.allowedPages ?? [] };
  if (!user || !(page === 'rsvp' ? can(actor, 'rsvp') : can(actor, 'open', page))) {
    ctx.status = user ? 403 : 401;
    return;
  }
  ctx.body = (await pool.query({ name, text, values: [...(byParty ? [user.id] : []), ...extra] })).rows;
}

/** The reader's language as the app takes it (no ?language= is sent here). */
const languageOf = (ctx: Koa.Context) => fromAcceptLanguage(ctx.get('accept-language') || undefined) ?? 'en';

// issue 21 §3: each attendance row carries the answers given with it (the party's and the
// guest's own), read for all rows in one more statement, as the app's batched field does.
async function attendanceWithAnswers(ctx: Koa.Context) {
  await pageRead(ctx, 'rsvp', 'party_answers', PARTY_ANSWERS_SQL, true);
  if (ctx.status !== 200 || !Array.isArray(ctx.body)) return;
  const rows = ctx.body as Array<{ guestId: number }>;
  const answers = rows.length ? (await pool.query({ name: 'guest_rsvp_answers', text: GUEST_ANSWERS_SQL, values: [rows.map((r) => r.guestId)] })).rows : [];
  const language = languageOf(ctx);
  ctx.body = rows.map((r) => ({
    ...r,
    answers: answers.filter((a) => a.forGuest === r.guestId).map((a) => ({ questionId: a.questionId, guestId: a.guestId, value: readValue(a, language) })),
  }));
}

// issue 21 §3: the RSVP page's questions, in the reader's language.
async function rsvpQuestions(ctx: Koa.Context) {
  await pageRead(ctx, 'rsvp', 'party_rsvp_questions', PARTY_QUESTIONS_SQL, true);
  if (ctx.status !== 200 || !Array.isArray(ctx.body)) return;
  const language = languageOf(ctx);
  ctx.body = (ctx.body as QuestionRow[]).map((q) => inReaderLanguage(q, language));
}

// issue 21 §2: the events the party's guest group is invited to, in the reader's language, the
// times named in the wedding's zone (one more read, only when there are events, as the app does).
async function events(ctx: Koa.Context) {
  const user = await sessionUser(ctx);
  if (!user) {
    ctx.status = 401;
    return;
  }
  const rows = (await pool.query<EventRow>({ name: 'group_events', text: GROUP_EVENTS_SQL, values: [user.guestGroup] })).rows;
  if (!rows.length) {
    ctx.body = [];
    return;
  }
  const zone = await pool.query<{ value: string }>({ name: 'wedding_timezone', text: WEDDING_TIMEZONE_SQL, values: [WEDDING_TIMEZONE_KEY] });
  const timezone = zone.rows[0]?.value ?? WEDDING_DEFAULTS.timezone;
  const language = languageOf(ctx);
  ctx.body = rows.map((e) => guestEventView(e, language, timezone));
}

// The registry's items in the reader's language, a gift's uploaded photo signed (the app's own
// mapping), with the keys in the order of the app's GraphQL document.
async function registryItems(ctx: Koa.Context) {
  await pageRead(ctx, 'registry', 'registry_items', REGISTRY_ITEMS_SQL, false);
  if (ctx.status !== 200 || !Array.isArray(ctx.body)) return;
  const language = languageOf(ctx);
  ctx.body = (ctx.body as RegistryItemRow[]).map((row) => {
    const i = guestItemView(row, language, process.env.SESSION_SECRET ?? '');
    return {
      id: i.id, name: i.name, description: i.description, imageUrl: i.imageUrl, imageSrcSet: i.imageSrcSet, imageUploaded: i.imageUploaded,
      imageAddress: i.imageAddress, price: i.price, totalQuantity: i.totalQuantity, remainingQuantity: i.remainingQuantity, displayOrder: i.displayOrder, active: i.active,
    };
  });
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
  } else if (ctx.method === 'GET' && ctx.path === '/api/party-guests') {
    await pageRead(ctx, 'rsvp', 'party_guests', PARTY_GUESTS_SQL, true);
  } else if (ctx.method === 'GET' && ctx.path === '/api/guest-attendance') {
    await attendanceWithAnswers(ctx);
  } else if (ctx.method === 'GET' && ctx.path === '/api/rsvp-questions') {
    await rsvpQuestions(ctx);
  } else if (ctx.method === 'GET' && ctx.path === '/api/events') {
    await events(ctx);
  } else if (ctx.method === 'GET' && ctx.path === '/api/registry-items') {
    await registryItems(ctx);
  } else if (ctx.method === 'GET' && ctx.path === '/api/polls') {
    // The active polls only (false: not the admins' list of every poll).
    await pageRead(ctx, 'polls', 'active_polls', POLLS_SQL, true, [false]);
    // In the reader's language, as the app's own mapping.
    if (ctx.status === 200 && Array.isArray(ctx.body)) ctx.body = (ctx.body as PollView[]).map((p) => guestPollView(p, languageOf(ctx)));
  } else if (ctx.method === 'GET' && ctx.path === '/api/trivia') {
    // The active questions, the key hidden where the party has not answered (false: not the admins' list).
    await pageRead(ctx, 'trivia', 'trivia_questions', TRIVIA_SQL, true, [false]);
    if (ctx.status === 200 && Array.isArray(ctx.body)) ctx.body = (ctx.body as TriviaQuestionView[]).map((q) => guestQuestionView(q, languageOf(ctx)));
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
