import { constants } from 'node:zlib';
import type Koa from 'koa';
import compress from 'koa-compress';

/** Below this, compressing saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of at least 1 KiB whose type compresses well (HTML, JSON, GraphQL
 * answers, text) for browsers that accept Brotli or gzip. Built assets arrive already
 * compressed by the build (web/vite.config.ts) and pass through untouched. Brotli at a quick
 * setting: answers are made per request, and for JSON it already beats gzip's best.
 * Zstandard stays off so every supported Node version answers alike.
 */
export function compression(): Koa.Middleware {
  const compressed = compress({
    threshold: COMPRESS_THRESHOLD_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  });
  const answered = async () => {};
  // Most API answers are a few hundred bytes of JSON, written as a string: koa-compress would
  // look at a dozen headers and options before its threshold turns them away (issue 23 §4).
  // Nothing here sets ctx.compress, which could lower the threshold for one answer.
  return async (ctx, next) => {
    // The usual case set straight: the vary package parses the header it would add to.
    if (ctx.res.hasHeader('Vary')) ctx.vary('Accept-Encoding');
    else ctx.res.setHeader('Vary', 'Accept-Encoding');
    await next();
    // No Accept-Encoding (scripts, health checks, curl): koa-compress would settle on identity
    // after negotiating it, and change nothing.
    if (!ctx.request.headers['accept-encoding']) return;
    const { body } = ctx;
    const sized = typeof body === 'string' || Buffer.isBuffer(body);
    if (sized && ctx.compress === undefined && ctx.response.length < COMPRESS_THRESHOLD_BYTES) return;
    // Its own Vary is already there, and `answered` stands for the layers that already ran.
    await compressed(ctx, answered);
  };
}
