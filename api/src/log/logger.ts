import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdSerializers, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * A database error's message as knex builds it starts with the statement and its values (a
 * ZIP code at sign-in), and PostgreSQL's `detail` repeats a row's values: only the error's
 * own words, its codes and where it was thrown are kept.
 */
function safeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & { sqlState?: string; code?: string; table?: string; constraint?: string; routine?: string };
  if (!e.sqlState && !(typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))) return stdSerializers.err(err);
  const message = e.message.includes(' - ') ? e.message.slice(e.message.lastIndexOf(' - ') + 3) : e.message;
  const frames = (e.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at '));
  return {
    type: e.name,
    message,
    code: e.code,
    sqlState: e.sqlState,
    table: e.table,
    constraint: e.constraint,
    routine: e.routine,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
}

/**
 * The server's one logger: JSON lines (level as a word, so "error" can be searched for), or
 * readable lines when a person watches a terminal during development. LOG_LEVEL picks the
 * least severe level written (default info; `silent` writes nothing).
 */
export function createLogger(env: NodeJS.ProcessEnv = process.env, stream: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): Logger {
  const level = (env.LOG_LEVEL || (env.DEBUG_SQL === '1' ? 'debug' : 'info')).toLowerCase();
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const options = {
    level,
    base: undefined,
    serializers: { err: safeError },
    // A second guard behind the rule of never passing them: these keys are never written.
    redact: { paths: ['*.cookie', '*.headers', 'headers', 'cookie', 'zipCode', '*.zipCode', 'question', '*.question', 'body', '*.body'], censor: '[redacted]' },
  };
  const readable = stream.isTTY && env.NODE_ENV !== 'production';
  if (readable) {
    // A request reads as one short line: "GET /api/user 200 4.2 ms".
    const messageFormat = (line: Record<string, unknown>, key: string) =>
      line.method && line.durationMs !== undefined ? `${line.method} ${line.path} ${line.status} ${line.durationMs} ms` : String(line[key] ?? '');
    return pino(
      options,
      pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,method,path,status,durationMs', messageFormat, destination: stream }),
    );
  }
  return pino({ ...options, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label: string) => ({ level: label }) } }, stream);
}

export const logger: Logger = createLogger();

/**
 * The line each request ends with (log/request-log.ts), as `logger` writes it, but gathered
 * into writes of about 4 KiB or whatever came within a quarter of a second: one write to the
 * pipe per request cost a hot read about a tenth of its time (issue 23 §4). Every other line is
 * written at once. On the main thread (sync), so the two never interleave within a line;
 * what is left is written when the process exits. Straight through on a terminal.
 * Gathered here, not by the destination's own minLength: it measures the bytes of everything
 * it holds on every write, which flattened the growing buffer once per request.
 */
const requestLines = (() => {
  if (process.stdout.isTTY && process.env.NODE_ENV !== 'production') return undefined;
  const destination = pino.destination({ dest: 1, sync: true });
  const held: string[] = [];
  let heldLength = 0;
  const flush = () => {
    if (!held.length) return;
    destination.write(held.join(''));
    held.length = 0;
    heldLength = 0;
  };
  setInterval(flush, 250).unref();
  process.on('exit', flush);
  return {
    logger: createLogger(process.env, destination as unknown as NodeJS.WritableStream),
    write(line: string) {
      held.push(line);
      heldLength += line.length;
      if (heldLength >= 4096) flush();
    },
  };
})();

const requestLineLogger: Logger = requestLines?.logger ?? logger;

/** What the line each request ends with holds (log/request-log.ts), nothing else. */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  aborted?: true;
}

const jsonNumber = (n: number) => (Number.isFinite(n) ? String(n) : 'null');

/** Printable ASCII but the quote and the backslash: JSON.stringify would only add the quotes. */
const PLAIN_JSON_TEXT = /^[ !#-\[\]-~]*$/;
const jsonString = (s: string) => (PLAIN_JSON_TEXT.test(s) ? `"${s}"` : JSON.stringify(s));

/**
 * The JSON line pino writes for a request line at `time` (the same bytes: its keys in its order,
 * strings as JSON.stringify writes them). Written by hand because pino's general path —
 * serializers, redaction of keys this line never has, a type check per key — cost every hot
 * read about 4 % of its CPU (issue 23 §4). log/logger.test.ts holds it to pino's output.
 */
export function requestLineJson(level: string, line: RequestLine, msg: string, time: Date): string {
  return lineAt(level, line, msg, time.toISOString());
}

function lineAt(level: string, line: RequestLine, msg: string, isoTime: string): string {
  return `{"level":${jsonString(level)},"time":"${isoTime}","reqId":${jsonString(line.reqId)},"method":${jsonString(line.method)},"path":${jsonString(line.path)},"status":${jsonNumber(line.status)},"durationMs":${jsonNumber(line.durationMs)}${line.aborted ? ',"aborted":true' : ''},"msg":${jsonString(msg)}}\n`;
}

/** The time as pino writes it, made once per millisecond: several requests end within one. */
let isoMs = NaN;
let isoText = '';
function isoNow(): string {
  const now = Date.now();
  if (now !== isoMs) {
    isoMs = now;
    isoText = new Date(now).toISOString();
  }
  return isoText;
}

/** Writes a request's closing line through requestLineLogger, or as it would (requestLineJson). */
export function logRequestLine(level: 'debug' | 'info' | 'error', line: RequestLine, msg: string): void {
  if (!requestLines) return requestLineLogger[level](line, msg);
  if (requestLines.logger.isLevelEnabled(level)) requestLines.write(lineAt(level, line, msg, isoNow()));
}

/** A request's id, and its logger once a line is written while it is served. */
interface RequestLog {
  reqId: string;
  child?: Logger;
}

const requestLogs = new AsyncLocalStorage<RequestLog>();

/** Runs one request's work with a logger carrying its id as `log()`. */
export function withRequestLog<T>(reqId: string, work: () => T): T {
  return requestLogs.run({ reqId }, work);
}

/** The current request's logger (its lines carry the request id), else the server's. */
export function log(): Logger {
  const current = requestLogs.getStore();
  // Made on the first line: most requests write none but their closing one (a child with our
  // redaction costs a hot read about as much as its statement).
  return current ? (current.child ??= logger.child({ reqId: current.reqId })) : logger;
}

/**
 * Node's process warnings (a deprecation from a library, e.g. pg's "client is already
 * executing a query" when two queries share one connection) as log lines. With
 * WARNINGS_AS_ERRORS=1 (the tests' servers) they are errors with the code PROCESS_WARNING, so
 * a test that reads the output fails on them.
 */
export function logProcessWarnings(env: NodeJS.ProcessEnv = process.env): void {
  const asErrors = env.WARNINGS_AS_ERRORS === '1';
  process.on('warning', (warning) => {
    const entry = { code: 'PROCESS_WARNING', warning: { name: warning.name, message: warning.message, stack: warning.stack } };
    if (asErrors) logger.error(entry, `Process warning: ${warning.message}`);
    else logger.warn(entry, `Process warning: ${warning.message}`);
  });
}

/** MikroORM's lines (applied migrations; every statement with DEBUG_SQL=1, at debug level). */
export function ormLogLine(message: string): void {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\x1b\[[0-9;]*m/g, '');
  // During a request, with its id.
  if (plain.startsWith('[query]')) log().debug({ orm: 'query' }, plain);
  else log().info({ orm: 'orm' }, plain);
}
