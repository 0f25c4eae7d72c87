import type { GraphQLSchema } from 'graphql';
import type { RestRoute } from '../../../api/src/rest/shim.js';
import { Random } from './random.js';
import type { IdPool } from './values.js';
import type { FuzzRequest } from './transport.js';
import { graphqlRequest } from './graphql-cases.js';
import { restRequest } from './rest-cases.js';

export type Role = 'anonymous' | 'guest' | 'admin';
const ROLES: Role[] = ['anonymous', 'guest', 'admin'];

export interface FuzzOptions {
  baseUrl: string;
  admin: { lastName: string; zipCode: string };
  schema: GraphQLSchema;
  routes: readonly RestRoute[];
  seed: number;
  count: number;
  /** Replays only these request numbers (from a failure report). */
  only?: number[];
  slowMs?: number;
  log?: (line: string) => void;
}

export interface FuzzFailure {
  index: number;
  role: Role;
  reason: string;
  request: string;
  status: number;
  response: string;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  failures: FuzzFailure[];
  statuses: Record<number, number>;
  p50: number;
  p95: number;
  slowest: { ms: number; label: string };
  seconds: number;
}

/** What must never reach a client. Fuzz values are chosen so that echoes of them never match. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack trace', /\n\s+at\s|\bat (?:async )?[\w$.<>]+ \([^)]*:\d+:\d+\)|"stacktrace"/],
  ['a file path', /\/(?:work|home|usr|opt|srv|root|tmp|var)\/[\w.-]+\/|node_modules|\.(?:ts|js|mjs|cjs):\d+:\d+/],
  [
    'SQL',
    /\b(?:select|insert into|update|delete from)\b[\s\S]{0,120}\b(?:from|where|set|values)\b|syntax error at or near|violates \w+(?:-\w+)? constraint|duplicate key value|invalid byte sequence|DriverException|relation "\w+"/i,
  ],
  ['an internal error', /"code":"INTERNAL_SERVER_ERROR"|Something went wrong on our side/],
];

/** An address of its own for every request (IPv6 documentation prefix, a fresh /64 each), so no sign-in limit of anyone else is touched. */
function addressFor(r: Random): string {
  const h = () => r.int(0, 0xffff).toString(16);
  return `2001:db8:${h()}:${h()}::${h()}`;
}

interface Answer {
  status: number;
  text: string;
  ms: number;
  cookies: string[];
}

function describe(req: FuzzRequest): string {
  const body = req.body ? req.body.subarray(0, 400).toString('latin1') : '';
  return `${req.method} ${req.path.slice(0, 300)} ${JSON.stringify(req.headers)}${body ? `\n    body (${req.body!.length} bytes): ${JSON.stringify(body)}` : ''}`;
}

const merge = (cookie: string, setCookies: string[]) => {
  const jar = new Map(cookie ? cookie.split('; ').map((p) => p.split('=') as [string, string]) : []);
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const [name, value] = pair.split('=');
    if (value) jar.set(name.trim(), value);
    else jar.delete(name.trim());
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};

export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const log = opts.log ?? (() => {});
  const slowMs = opts.slowMs ?? 2_000;
  const setupRandom = new Random(opts.seed, 0x5e7);

  async function send(req: FuzzRequest, cookie: string, ip: string): Promise<Answer> {
    const started = performance.now();
    try {
      const res = await fetch(opts.baseUrl + req.path, {
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
        body: req.body ? new Uint8Array(req.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      return { status: res.status, text, ms: performance.now() - started, cookies: res.headers.getSetCookie() };
    } catch (err) {
      return { status: 0, text: `no answer: ${(err as Error).message}`, ms: performance.now() - started, cookies: [] };
    }
  }

  const json = (method: string, path: string, body?: unknown): FuzzRequest => ({
    label: 'setup',
    method,
    path,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  });

  async function signIn(lastName: string, zipCode: string): Promise<{ cookie: string; id: number }> {
    const a = await send(json('POST', '/api/login', { lastName, zipCode }), '', addressFor(setupRandom));
    if (a.status !== 200) throw new Error(`Fuzz setup: sign-in as ${lastName} failed with ${a.status}: ${a.text}`);
    return { cookie: merge('', a.cookies), id: JSON.parse(a.text).id as number };
  }

  // The fuzzer's own guest party and a few parties for it to change; its sessions' parties are never aimed at.
  const admin = await signIn(opts.admin.lastName, opts.admin.zipCode);
  const ids: IdPool = { owned: [], protected: new Set([admin.id]) };
  const createParty = async (prefix: string) => {
    const party = { lastName: `${prefix}${setupRandom.letters(8, 12)}`, zipCode: String(setupRandom.int(10000, 99999)) };
    const a = await send(json('POST', '/api/admin/parties', party), admin.cookie, addressFor(setupRandom));
    if (a.status !== 201) throw new Error(`Fuzz setup: creating a party failed with ${a.status}: ${a.text}`);
    return { ...party, id: JSON.parse(a.text).id as number };
  };
  const guestParty = await createParty('Fuzzguest');
  ids.protected.add(guestParty.id);
  for (let i = 0; i < 3; i++) ids.owned.push((await createParty('Fuzztarget')).id);
  const sessions: Record<Role, { cookie: string; id?: number; lastName?: string; zipCode?: string }> = {
    anonymous: { cookie: '' },
    admin: { ...admin, ...opts.admin },
    guest: { ...(await signIn(guestParty.lastName, guestParty.zipCode)), lastName: guestParty.lastName, zipCode: guestParty.zipCode },
  };

  /** After a request changed a role's cookie (a login or logout was fuzzed), keep that role signed in as itself. */
  async function keepSession(role: Role, setCookies: string[]) {
    const s = sessions[role];
    if (role === 'anonymous' || !setCookies.length) return;
    for (const candidate of [merge(s.cookie, setCookies), s.cookie]) {
      const me = await send(json('GET', '/api/user'), candidate, addressFor(setupRandom));
      if (me.status === 200 && JSON.parse(me.text).id === s.id) {
        s.cookie = candidate;
        return;
      }
    }
    try {
      s.cookie = (await signIn(s.lastName!, s.zipCode!)).cookie;
    } catch {
      // A fuzzed request got through to the party itself (a bug the checks may not see): put it back.
      if (role === 'guest') {
        await send(json('PATCH', `/api/admin/parties/${s.id}`, { lastName: s.lastName, zipCode: s.zipCode }), sessions.admin.cookie, addressFor(setupRandom));
      }
      s.cookie = await signIn(s.lastName!, s.zipCode!).then(
        (x) => x.cookie,
        (err: Error) => {
          log(`warning: the ${role} session is lost, going on without it (${err.message})`);
          return '';
        },
      );
    }
  }

  /** Ids of what the fuzzer itself created, so later updates aim at its own rows. */
  function learnIds(role: Role, req: FuzzRequest, a: Answer) {
    if (role !== 'admin' || a.status < 200 || a.status >= 300 || req.method === 'GET') return;
    try {
      const body = JSON.parse(a.text) as Record<string, unknown>;
      const values = body.data && typeof body.data === 'object' ? Object.values(body.data) : [body];
      for (const v of values) {
        const id = (v as { id?: unknown } | null)?.id;
        if (typeof id === 'number' && !ids.protected.has(id) && !ids.owned.includes(id)) ids.owned.push(id);
      }
      if (ids.owned.length > 30) ids.owned.splice(0, ids.owned.length - 30);
    } catch {
      // Not JSON: nothing to learn.
    }
  }

  const failures: FuzzFailure[] = [];
  const statuses: Record<number, number> = {};
  const times: number[] = [];
  let slowest = { ms: 0, label: '' };
  const started = performance.now();
  const indexes = opts.only ?? Array.from({ length: opts.count }, (_, i) => i);
  for (const index of indexes) {
    const r = new Random(opts.seed, index + 1);
    const role = r.pick(ROLES);
    const req = r.chance(0.55) ? graphqlRequest(r, opts.schema, ids) : restRequest(r, opts.schema, opts.routes, ids);
    const ip = addressFor(r);
    let a = await send(req, sessions[role].cookie, ip);
    const fail = (reason: string) => {
      failures.push({ index, role, reason, request: `${req.label}\n    ${describe(req)}`, status: a.status, response: a.text.slice(0, 600) });
      log(`FAIL #${index} (${role}) ${reason}: ${req.label} → ${a.status} ${a.text.slice(0, 200)}`);
    };
    if (a.ms > slowMs && a.status !== 0) {
      // The shared machine stalls now and then: only a request that is slow twice is slow.
      const again = await send(req, sessions[role].cookie, ip);
      if (again.ms <= slowMs) a = { ...again, ms: Math.min(a.ms, again.ms) };
    }
    statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    times.push(a.ms);
    if (a.ms > slowest.ms) slowest = { ms: Math.round(a.ms), label: req.label };
    if (a.status === 0) fail(a.text);
    else if (a.status >= 500) fail(`status ${a.status}`);
    else if (a.ms > slowMs) fail(`took ${Math.round(a.ms)} ms (twice over ${slowMs} ms)`);
    for (const [what, pattern] of LEAKS) if (pattern.test(a.text)) fail(`response contains ${what}`);
    learnIds(role, req, a);
    await keepSession(role, a.cookies);
    if ((times.length % 1000 === 0 && times.length) || times.length === indexes.length) {
      log(`${times.length}/${indexes.length} requests, ${failures.length} failures`);
    }
  }
  times.sort((x, y) => x - y);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { seed: opts.seed, sent: times.length, failures, statuses, p50: at(0.5), p95: at(0.95), slowest, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

export function formatReport(report: FuzzReport, replay: string): string {
  const lines = [
    `seed ${report.seed}: ${report.sent} requests in ${report.seconds} s, ${report.failures.length} failures`,
    `statuses ${JSON.stringify(report.statuses)}; p50 ${report.p50} ms, p95 ${report.p95} ms, slowest ${report.slowest.ms} ms (${report.slowest.label})`,
  ];
  for (const f of report.failures.slice(0, 20)) {
    lines.push(`#${f.index} as ${f.role}: ${f.reason}\n  ${f.request}\n  → ${f.status} ${f.response}`);
  }
  if (report.failures.length) {
    const first = [...new Set(report.failures.map((f) => f.index))].slice(0, 10).join(',');
    lines.push(`Replay: ${replay} --seed=${report.seed} --only=${first}`);
  }
  return lines.join('\n');
}
