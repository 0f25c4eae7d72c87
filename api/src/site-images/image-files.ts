import type Koa from 'koa';
import type { Config } from '../config.js';
import { imageStoreFor } from './image-store.js';
import { STORED_IMAGE_PATH, storedImageOf, validSignature } from './signed-urls.js';

/**
 * GET /api/images/file/<key>/<variant>.webp?expires=&signature=: a stored photo, only with a
 * valid, unexpired signature (403 otherwise), so a private photo's address cannot be guessed
 * or passed around for long. The files never change under their random key, so the browser
 * keeps them for good; `private` keeps shared caches from handing them to anyone else.
 */
export function siteImageFiles(config: Config): Koa.Middleware {
  const store = imageStoreFor(config.dataDir);
  return async (ctx, next) => {
    if (!ctx.path.startsWith(STORED_IMAGE_PATH) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const stored = storedImageOf(ctx.path);
    if (!stored || !validSignature(config.sessionSecret, stored.path, ctx.query.expires, ctx.query.signature)) {
      ctx.status = 403;
      ctx.body = { message: 'This image address is not signed or has expired.', messageCode: 'IMAGE_SIGNATURE_INVALID' };
      return;
    }
    const data = await store.get(stored.key, stored.name);
    if (!data) {
      ctx.status = 404;
      ctx.body = { message: 'Image not found', messageCode: 'SITE_IMAGE_NOT_FOUND' };
      return;
    }
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.type = 'image/webp';
    ctx.body = data;
  };
}
