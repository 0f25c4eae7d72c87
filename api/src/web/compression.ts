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
  return compress({
    threshold: COMPRESS_THRESHOLD_BYTES,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  });
}
