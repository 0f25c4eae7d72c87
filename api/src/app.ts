import { STATUS_CODES } from 'node:http';
import Koa from 'koa';
import session from 'koa-session';
import { bodyParser } from '@koa/bodyparser';
import { koaMiddleware } from '@as-integrations/koa';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { ApolloServer } from '@apollo/server';
import type { Config } from './config.js';
import type { Context, SessionControl } from './graphql/context.js';
import type { Language } from './content/content-keys.js';
import { loadSessionUser, type SessionUser } from './auth/session-user.js';
import { LoginLimiter } from './auth/login-limiter.js';
import { deviceCookie } from './auth/device-token.js';
import { sessionStore, sessionUserRead, type NewSession } from './session/session.store.js';
import { Session } from './session/session.entity.js';
import { cookieKeys } from './session/cookie-keys.js';
import { statementCounter } from './db/statement-count.js';
import { restShim, takesFile } from './rest/shim.js';
import { INTERNAL_ERROR } from './graphql/errors.js';
import type { MessageCode } from './graphql/message-codes.js';
import { restRoutes } from './rest/routes.js';
import { graphqlUploads } from './graphql/uploads.js';
import { plainQueries } from './graphql/plain-queries.js';
import { compression } from './web/compression.js';
import { playground, webApp } from './web/static.js';
import { pageHtml } from './web/page-html.js';
import { siteImageFiles } from './site-images/image-files.js';
import { STORED_IMAGE_PATH } from './site-images/signed-urls.js';
import { log, logger } from './log/logger.js';
import { requestLog } from './log/request-log.js';
import { healthChecks } from './health/health.js';
import { requestLanguage } from './i18n/reader-language.js';
import { unsubscribeRoute } from './mail/unsubscribe-route.js';

const API = /^\/(api|graphql)(\/|$)/;

/**
 * Errors outside GraphQL (bad JSON, body too large, crashes) as {message, messageCode}, never a
 * stack trace.
 */
function errorsAsJson(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const e = err as { status?: number; statusCode?: number; expose?: boolean; message?: string; type?: string };
      const status = e.status ?? e.statusCode ?? 500;
      // The stack goes to the log with the request's id, never to the client.
      if (status >= 500) log().error({ err }, 'Unexpected error while answering a request');
      let message: string = INTERNAL_ERROR.message;
      let messageCode: MessageCode = INTERNAL_ERROR.messageCode;
      if (status === 413) [message, messageCode] = ['The request is too large (at most 1 MB).', 'REQUEST_TOO_LARGE'];
      else if (status === 400 && err instanceof SyntaxError) [message, messageCode] = ['The request body is not valid JSON.', 'INVALID_JSON'];
      else if (status < 500) [message, messageCode] = [(e.expose && e.message) || STATUS_CODES[status] || 'Bad request', 'INVALID_REQUEST'];
      ctx.status = status;
      if (API.test(ctx.path)) ctx.body = { message, messageCode };
      else ctx.body = message;
    }
  };
}

// A browser that leaves a page while a file is still streaming closes the connection: the
// visitor's choice, not a fault of ours, so it is not logged as one.
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/** As Koa's own error log, less the errors a closed connection causes. */
function logServerError(err: Error & { status?: number; expose?: boolean; code?: string }, ctx?: Koa.Context): void {
  if (err.status === 404 || err.expose || (err.code && CLIENT_GONE.has(err.code))) return;
  const requestId = ctx?.state.requestId as string | undefined;
  (requestId ? logger.child({ reqId: requestId }) : logger).error({ err }, 'Error while sending an answer');
}

/**
 * /api writes come from our own pages or from scripts, never from another site's form:
 * a cross-site browser request is refused, and a body must be JSON (which a form cannot send
 * without a CORS preflight).
 */
function sameSiteWritesOnly(takesFile: (path: string, method: string) => boolean): Koa.Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') || ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    const site = ctx.get('Sec-Fetch-Site');
    const origin = ctx.get('Origin');
    let foreignOrigin = false;
    if (origin) {
      try {
        foreignOrigin = new URL(origin).host !== ctx.host;
      } catch {
        foreignOrigin = true;
      }
    }
    if (site === 'cross-site' || site === 'same-site' || foreignOrigin) {
      ctx.status = 403;
      ctx.body = { message: 'Requests from other sites are not allowed.', messageCode: 'CROSS_SITE_REQUEST' };
      return;
    }
    const hasContent = Number(ctx.get('Content-Length') || 0) > 0 || Boolean(ctx.get('Transfer-Encoding'));
    // Multipart only on routes that take a file (uploads, admin only), behind the same-site check above.
    const upload = ctx.is('multipart/form-data') && takesFile(ctx.path, ctx.method);
    if (hasContent && !ctx.is('application/json') && !upload) {
      ctx.status = 415;
      ctx.body = { message: 'Send the request body as JSON (Content-Type: application/json).', messageCode: 'JSON_REQUIRED' };
      return;
    }
    return next();
  };
}

/**
 * Scripts only from this site, so an injected name or message can never run as code. Styles
 * may be inline (Chakra writes them at run time); images and embedded players may come from
 * any HTTPS host (the couple's image CDN, music embeds).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https:',
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function securityHeaders(): Koa.Middleware {
  // Set on Node's response directly, in this order: Koa's ctx.set builds arrays per call to
  // handle lists and objects, for headers that never change (issue 23 §4).
  return (ctx, next) => {
    const res = ctx.res;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (ctx.secure) res.setHeader('Strict-Transport-Security', 'max-age=15552000');
    // Answers hold personal data (the admin's party list with ZIP codes): no cache may keep them,
    // /graphql's included, errors too (the playground page, static, sets its own no-cache).
    if (API.test(ctx.path)) res.setHeader('Cache-Control', 'no-store');
    return next();
  };
}

/**
 * JSON bodies, plain or compressed with gzip, deflate or br. Another Content-Encoding is a 415
 * and a body that does not decompress a 400, both saying so; the 1 MB limit applies to the
 * decompressed body.
 */
function jsonBodies(): Koa.Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' });
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (parsed) throw err;
      // A body we stopped reading halfway (it would not decompress) stays piped into the dead
      // decompressor; read the rest away, else the next request on this connection hangs.
      ctx.req.unpipe();
      ctx.req.resume();
      if (status && status < 500 && status !== 415) throw err;
      const encoding = ctx.get('Content-Encoding');
      const message =
        status === 415
          ? `Content-Encoding "${encoding}" is not supported: send the body as it is, or compressed with gzip, deflate or br.`
          : `The request body could not be decompressed as ${encoding || 'declared'}.`;
      throw Object.assign(new Error(message), { status: status === 415 ? 415 : 400, expose: true });
    }
  };
}

/**
 * The GraphQL context of one API request. Its EntityManager is forked on first use, so a
 * request that only reads the session user never needs one; the request's address, origin
 * and language are taken from the request when first read (most reads use none of them).
 * The getters live on the prototype because Apollo's executeOperation copies the context's
 * own properties onto an object of the same prototype.
 */
class RequestScope implements Context {
  private forked?: EntityManager;
  private languageRead?: Language;

  constructor(
    private readonly orm: MikroORM,
    private readonly ctx: Koa.Context,
    public user: SessionUser | null,
    public config: Config,
    public loginLimiter: LoginLimiter,
    public device: Context['device'],
    public session: RequestSession,
  ) {}

  get em(): EntityManager {
    return (this.forked ??= this.orm.em.fork());
  }

  get reads(): EntityManager {
    return this.orm.em;
  }

  get ip(): string {
    return this.ctx.ip;
  }

  get origin(): string {
    return `${this.ctx.protocol}://${this.ctx.host}`;
  }

  get language(): Language {
    // No query string, no ?language=: Koa's ctx.query would parse '' into an object of its own.
    return (this.languageRead ??= requestLanguage(this.ctx.querystring ? this.ctx.query.language : undefined, this.ctx.get('accept-language')));
  }
}

/**
 * What a request's resolvers may do to its browser session, and what they did: kept on an
 * object rather than in closures, so a read that does neither costs no more than this object.
 */
class RequestSession implements SessionControl {
  signInAs?: number;
  saved?: NewSession;
  /**
   * Sessions a sign-in's statement saved that the request then did not keep (signed out or in
   * again in the same request, or it failed): no cookie carries their ids, so they go.
   */
  readonly unused: string[] = [];

  constructor(
    private readonly ctx: Koa.Context,
    private readonly store: ReturnType<typeof sessionStore>,
    private readonly maxMs: number,
    readonly id: string | undefined,
  ) {}

  newSession(): NewSession {
    return this.store.newSession(this.maxMs);
  }

  signIn(id: number, saved?: NewSession): void {
    if (this.saved) this.unused.push(this.saved.id);
    this.signInAs = id;
    this.saved = saved;
  }

  signOut(): void {
    this.signInAs = undefined;
    if (this.saved) this.unused.push(this.saved.id);
    this.saved = undefined;
    this.ctx.session = null;
  }
}

/**
 * One GraphQL context per API request, shared by /graphql and the /api shim, with the
 * session's party read fresh (by the session store, in the same statement as the session).
 * No MikroORM RequestContext: everything takes the fork from the context, and its
 * AsyncLocalStorage would cost every request.
 */
function requestContext(orm: MikroORM, config: Config, loginLimiter: LoginLimiter, store: ReturnType<typeof sessionStore>): Koa.Middleware {
  return async (ctx, next) => {
    const partyId = ctx.session?.partyId as number | undefined;
    let user: SessionUser | null = null;
    if (typeof partyId === 'number') {
      const read = sessionUserRead(ctx);
      user = read !== undefined ? read : await loadSessionUser(orm.em.fork(), partyId);
    }
    if (partyId !== undefined && !user) ctx.session = null; // the party was removed
    const session = new RequestSession(ctx, store, config.sessions.guest.maxMs, ctx.session?.externalKey);
    ctx.state.context = new RequestScope(orm, ctx, user, config, loginLimiter, deviceCookie(ctx), session);
    const { unused } = session;
    try {
      await next();
    } catch (err) {
      if (session.saved) unused.push(session.saved.id);
      throw err;
    } finally {
      if (unused.length) await orm.em.fork().nativeDelete(Session, { id: { $in: unused } });
    }
    // After the unit of work, never inside its transaction (PGlite has a single connection):
    // a fresh session id at sign-in, so a session id planted before cannot be ridden.
    const { signInAs, saved } = session;
    if (signInAs !== undefined) {
      // Saved by the sign-in's own statement: regenerate takes its id and writes nothing more.
      if (saved) store.savedAtSignIn(ctx, saved, signInAs);
      ctx.session!.partyId = signInAs;
      await ctx.session!.regenerate();
    }
  };
}

export interface AppParts {
  orm: MikroORM;
  config: Config;
  schema: GraphQLSchema;
  apollo: ApolloServer<Context>;
  loginLimiter: LoginLimiter;
}

/** Runs the layers in order, as Koa would if each were app.use()d. */
function chain(layers: Koa.Middleware[]): Koa.Middleware {
  // Made once, not per request: a named closure per request also costs tsx's name helper.
  const step = (ctx: Koa.Context, next: Koa.Next, i: number): Promise<void> =>
    i === layers.length ? next() : Promise.resolve(layers[i](ctx, () => step(ctx, next, i + 1)));
  return (ctx, next) => step(ctx, next, 0);
}

/**
 * The kinds of request the app tells apart, so that each runs only the layers that can answer
 * or change it (issue 23 §4: each layer is a promise and a closure more per request). `site`:
 * pages, files, health checks, the playground, stored photos, and anything else; the others are
 * the /api and /graphql requests none of those layers answers.
 */
type RequestKind = 'site' | 'apiRead' | 'apiWrite' | 'graphql';
const REQUEST_KINDS: readonly RequestKind[] = ['site', 'apiRead', 'apiWrite', 'graphql'];
/** A layer, and the kinds of request that run it. */
type Layer = [Koa.Middleware, readonly RequestKind[]];

function requestKind(path: string, method: string): RequestKind {
  if (!API.test(path) || path.startsWith(STORED_IMAGE_PATH) || (path === '/graphql' && method === 'GET')) return 'site';
  if (path === '/graphql') return 'graphql';
  return (method === 'GET' || method === 'HEAD') && path.startsWith('/api/') ? 'apiRead' : 'apiWrite';
}

/** Middleware order matters: Koa 3 snapshots it when the server calls app.callback(). */
export function createApp({ orm, config, schema, apollo, loginLimiter }: AppParts): Koa {
  // Behind a proxy the client address is the one our proxy appended (the last X-Forwarded-For
  // entry), not whatever the client itself put first.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.keys = cookieKeys([config.sessionSecret]);
  app.on('error', logServerError);
  app.use(requestLog(config.trustProxy));
  app.use(errorsAsJson());
  app.use(compression());
  app.use(securityHeaders());
  const health = healthChecks(orm);
  // The calendar file lives at the site's root (spec §7) but is the logistics page's data: the API answers it.
  const calendar: Koa.Middleware = async (ctx, next) => {
    if (ctx.path === '/wedding.ics') ctx.path = '/api/wedding.ics';
    return next();
  };
  const images = siteImageFiles(config);
  const unsubscribe = unsubscribeRoute(orm, config.sessionSecret);
  const files = webApp(config.webDist);
  const graphiql = playground(config.webDist);
  const countStatements = statementCounter(orm);
  const store = sessionStore(orm, config.sessionsPerParty, config.sessions);
  const sessions = session(
    {
      key: 'wedding.sid',
      // The cookie may outlive the session: the store ends it (idle timeout, absolute lifetime).
      maxAge: config.sessions.guest.maxMs,
      httpOnly: true,
      sameSite: 'lax',
      // Left unset, the cookie is Secure exactly when the request came over HTTPS.
      secure: undefined,
      renew: true,
      store,
      genid: (ctx: object) => store.genid(ctx),
    },
    app,
  );
  const withContext = requestContext(orm, config, loginLimiter, store);
  const html = pageHtml(config.webDist, schema);
  // Multipart only where Apollo's CSRF prevention guards it: a plain HTML form must not reach /api.
  const uploads = graphqlUploads(schema, { maxFileSize: 10_000_000, maxFiles: 1 });
  const sameSite = sameSiteWritesOnly(takesFile(restRoutes));
  const bodies = jsonBodies();
  const graphql = koaMiddleware(apollo, { context: async ({ ctx }) => ctx.state.context as Context });
  const plainQuery = plainQueries(schema, (ctx) => ctx.state.context as Context);
  const shim = restShim(schema, apollo, restRoutes, (ctx) => ctx.state.context as Context);
  const graphqlOnly: Koa.Middleware = async (ctx, next) => (ctx.path !== '/graphql' ? next() : (await plainQuery(ctx)) || graphql(ctx, next));
  const uploadsOnGraphql: Koa.Middleware = async (ctx, next) => (ctx.path === '/graphql' ? uploads(ctx, next) : next());
  const site: readonly RequestKind[] = ['site'];
  const api: readonly RequestKind[] = ['apiRead', 'apiWrite', 'graphql'];
  // Every layer after the four above, in order, with the kinds of request that run it. An API
  // request skips what only ever passes it on: the health checks, the calendar's path, stored
  // photos, the unsubscribe page, the web app's files and pages, the playground; a read (GET or
  // HEAD on /api/) skips the upload layer (/graphql's), the same-site check and the body parser
  // (both for writes only) and /graphql; /graphql skips the same-site check and the shim, which
  // look at /api/ paths only.
  const layers: Layer[] = [
    [health, site],
    [calendar, site],
    [images, site],
    [unsubscribe, site],
    [files, site],
    [graphiql, site],
    ...(countStatements ? [[countStatements, REQUEST_KINDS] satisfies Layer] : []),
    [sessions, REQUEST_KINDS],
    [async (ctx, next) => (API.test(ctx.path) || ctx.state.page ? withContext(ctx, next) : next()), site],
    [withContext, api],
    [html, site],
    [uploadsOnGraphql, site],
    [uploads, ['graphql']],
    [sameSite, ['site', 'apiWrite']],
    [bodies, ['site', 'apiWrite', 'graphql']],
    [graphqlOnly, ['site', 'graphql']],
    [shim, ['site', 'apiRead', 'apiWrite']],
  ];
  const runs = (kind: RequestKind) => chain(layers.filter(([, kinds]) => kinds.includes(kind)).map(([layer]) => layer));
  const chains = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, runs(kind)])) as Record<RequestKind, Koa.Middleware>;
  app.use((ctx, next) => chains[requestKind(ctx.path, ctx.method)](ctx, next));
  return app;
}
