import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type Koa from 'koa';
import serve from 'koa-static';
import send from 'koa-send';

const API = /^\/(api|graphql)(\/|$)/;

/**
 * The built web app: hashed assets cached for good, and any other GET that wants a page is
 * marked for index.html (web/page-html.ts, after the session middleware), so client routes
 * (and the 404 screen) survive a reload.
 * koa-send serves the build's Brotli or gzip copy of a file (name.br, name.gz) when the
 * browser accepts it, so caches must key on Accept-Encoding.
 */
export function webApp(distDir: string): Koa.Middleware {
  const files = serve(distDir, {
    index: false,
    setHeaders(res, path) {
      // The built-in site images change only with a release: a week, not for good (no hash in the name).
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : path.includes('/images/builtin/') ? 'public, max-age=604800' : 'no-cache');
    },
  });
  return async (ctx, next) => {
    if (API.test(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.vary('Accept-Encoding');
    await files(ctx, async () => {});
    if (ctx.body != null || ctx.status !== 404) return;
    if (ctx.path.startsWith('/assets/') || !ctx.accepts('html')) return next();
    if (!existsSync(join(distDir, 'index.html'))) {
      ctx.status = 503;
      ctx.body = 'The web app is not built yet: run `npm run build` (npm start does this for you).';
      return;
    }
    // index.html, with who is signed in, once the session has been read (pageHtml).
    ctx.state.page = true;
    return next();
  };
}

/** A browser opening /graphql gets the bundled GraphiQL playground, which needs no internet. */
export function playground(distDir: string): Koa.Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/graphql' || ctx.method !== 'GET' || ctx.query.query || ctx.accepts('json', 'html') !== 'html') {
      return next();
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    await send(ctx, 'graphiql.html', { root: distDir });
  };
}
