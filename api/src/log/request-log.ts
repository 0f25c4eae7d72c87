import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import { logRequestLine, withRequestLog, type RequestLine } from './logger.js';

/**
 * Paths that carry a secret of their own (a guest's personal link) are written with a
 * placeholder: a log must never let its reader open someone's page. Add new ones here.
 */
export const PERSONAL_PATHS: Array<[RegExp, string]> = [[/^\/i\/[^/]+/, '/i/:token']];

/** Polled by a process supervisor every few seconds: written at debug level only. */
export const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/** The path as logged: no query string (it may hold anything), personal links redacted. */
export function loggedPath(path: string): string {
  for (const [pattern, placeholder] of PERSONAL_PATHS) if (pattern.test(path)) return path.replace(pattern, placeholder);
  return path;
}

// An id a proxy gives us may end up in the log and in our answer: letters, digits and a few marks only.
const SANE_ID = /^[\w.:-]{1,128}$/;

/**
 * One log line per request once its answer is sent (or the connection closes): request id,
 * method, path, status and duration. Nothing else of the request is written: no headers
 * (cookies), no query string, no body. The id is answered as X-Request-Id and carried by every
 * line logged while the request is served. An incoming X-Request-Id is kept only from our own
 * proxy (TRUST_PROXY), never from a client.
 */
export function requestLog(trustProxy: boolean): Koa.Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = trustProxy ? ctx.get('X-Request-Id') : '';
    const id = SANE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    // Straight to Node: Koa's ctx.set builds arrays to handle lists and objects.
    ctx.res.setHeader('X-Request-Id', id);
    const entry: RequestLine = { reqId: id, method: ctx.method, path: loggedPath(ctx.path), status: 0, durationMs: 0 };
    // `on`, not `once`: a response closes once, and once() wraps every listener in two more objects.
    ctx.res.on('close', () => {
      const status = (entry.status = ctx.res.statusCode);
      entry.durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      if (!ctx.res.writableFinished) entry.aborted = true;
      // A supervisor sees a failed health check itself, every few seconds: no error line each time.
      if (HEALTH_PATHS.has(entry.path)) logRequestLine('debug', entry, 'request');
      else if (status >= 500) logRequestLine('error', entry, 'request failed');
      else logRequestLine('info', entry, 'request');
    });
    await withRequestLog(id, next);
  };
}
