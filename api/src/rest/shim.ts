import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ApolloServer } from '@apollo/server';
import {
  execute,
  getNamedType,
  isLeafType,
  isObjectType,
  isNonNullType,
  parse,
  print,
  validate,
  type DocumentNode,
  type GraphQLField,
  type GraphQLFormattedError,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type Koa from 'koa';
import type { Upload } from 'graphql-upload-minimal';
import type { Context } from '../graphql/context.js';
import { badTextInVariables } from '../graphql/input-text.js';
import { INTERNAL_ERROR, formatError, httpStatusFor } from '../graphql/errors.js';
import { lazyFilePart } from './multipart.js';
import type { MessageCode, MessageParams } from '../graphql/message-codes.js';
import { can, type Page } from '../auth/policy.js';
import type { SessionUser } from '../auth/session-user.js';
import { COMPRESS_THRESHOLD_BYTES } from '../web/compression.js';
import { plainRead, type PlainRead } from './plain-read.js';

/** A body the server keeps between changes, with its ETag and its compressed forms. */
export interface KeptBody {
  json: string;
  etag: string;
  encodedAs(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequest {
  params: Record<string, string>;
  body: unknown;
  query: Record<string, string | string[] | undefined>;
  /** The uploaded file of a route that takes one (null when none was sent). */
  file?: Upload | null;
}

export interface RestRoute {
  method: Method;
  /** Path with :name segments, e.g. /api/admin/parties/:id */
  path: string;
  /** The Query or Mutation field that answers it. */
  field: string;
  args?: (req: RestRequest) => Record<string, unknown>;
  /** Success status (default 200). */
  status?: number;
  /** How to answer when the field resolves to null. */
  whenNull?: { status: number; messageCode: MessageCode; message: string };
  /** Shapes the body from the field's value (default: the value itself). */
  respond?: (value: unknown) => unknown;
  /** The multipart form field holding the route's file; such a route takes multipart/form-data. */
  file?: string;
  /** The field answers a file ({filename, contentType, base64}), sent as a download. */
  download?: boolean;
  /** The field's value names a file kept on the server (too large for base64), streamed from disk as a download. */
  sendFile?: (value: unknown, context: Context) => SentFile;
  /**
   * A read the server keeps computed between changes (the trivia leaderboard): its JSON is sent
   * as kept, with an ETag, and a 304 to a client that already has it (If-None-Match), without
   * running GraphQL over every row. The field's own guards (@auth, @page in the schema) are
   * checked first; when they refuse, the field runs as usual and its error is the answer.
   */
  kept?: (context: Context) => Promise<KeptBody>;
}

export interface SentFile {
  filename: string;
  contentType: string;
  path: string;
}

interface CompiledRoute extends RestRoute {
  pattern: RegExp;
  paramNames: string[];
  document: string;
  /** Set for reads: parsed and validated once, run straight on graphql-js. */
  read?: DocumentNode;
  /** Set for writes without a file: parsed and validated once, run straight on graphql-js too. */
  write?: DocumentNode;
  /** The read run without graphql-js's executor (see plain-read.ts), where its document allows. */
  plain?: PlainRead;
  /** For a `kept` route: whether the field's guards let this user read it. */
  allows?: (user: SessionUser | null) => boolean;
}

const MAX_DEPTH = 4;

function directivesOf(field: GraphQLField<unknown, unknown>): string[] {
  return (field.astNode?.directives ?? []).map((d) => print(d));
}

/**
 * Every field a REST client would expect, so the REST body follows the schema as it grows;
 * fields guarded more strictly than the route itself are left out rather than failing it.
 */
function selection(type: GraphQLObjectType, depth: number, adminRoute: boolean): string {
  const parts: string[] = [];
  for (const f of Object.values(type.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const guards = directivesOf(f);
    if (guards.some((d) => d.startsWith('@page')) || (!adminRoute && guards.includes('@auth(requires: ADMIN)'))) continue;
    const named = getNamedType(f.type);
    if (isLeafType(named)) parts.push(f.name);
    else if (isObjectType(named) && depth < MAX_DEPTH) parts.push(`${f.name} ${selection(named, depth + 1, adminRoute)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** The GraphQL operation a route runs (exported so tests can hold every one to the limits). */
export function operationFor(schema: GraphQLSchema, route: RestRoute): string {
  const query = schema.getQueryType()?.getFields()[route.field];
  const mutation = schema.getMutationType()?.getFields()[route.field];
  const field: GraphQLField<unknown, unknown> | undefined = query ?? mutation;
  if (!field) throw new Error(`REST route ${route.method} ${route.path} names unknown field ${route.field}`);
  const kind = query ? 'query' : 'mutation';
  const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const adminRoute = directivesOf(field).includes('@auth(requires: ADMIN)');
  const sel = isObjectType(named) ? ` ${selection(named, 1, adminRoute)}` : '';
  return `${kind} Rest${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${sel} }`;
}

function compile(schema: GraphQLSchema, route: RestRoute): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path.replace(/\./g, '\\.').replace(/:(\w+)/g, (_, name: string) => {
    paramNames.push(name);
    return '([^/]+)';
  });
  const document = operationFor(schema, route);
  const parsed = parse(document);
  const isRead = parsed.definitions.every((d) => d.kind !== 'OperationDefinition' || d.operation === 'query');
  const valid = validate(schema, parsed).length === 0;
  const read = isRead && valid ? parsed : undefined;
  const write = !isRead && valid && !route.file ? parsed : undefined;
  const allows = route.kept ? guardOf(schema, route) : undefined;
  const plain = read && plainRead(schema, read);
  return { ...route, pattern: new RegExp(`^${source}/?$`), paramNames, document, read, write, plain, allows };
}

/**
 * The field's guards as the schema declares them (@auth(requires: ...), @page(name: ...)); a
 * `kept` route on a field with any other directive, arguments or no guard is refused at start-up.
 */
function guardOf(schema: GraphQLSchema, route: RestRoute): (user: SessionUser | null) => boolean {
  const field = schema.getQueryType()?.getFields()[route.field];
  if (!field || field.args.length || route.args) throw new Error(`REST route ${route.path}: only a query field without arguments can be kept`);
  const checks: Array<(user: SessionUser | null) => boolean> = [];
  for (const d of field.astNode?.directives ?? []) {
    const arg = d.arguments?.[0]?.value;
    const value = arg && (arg.kind === 'EnumValue' || arg.kind === 'StringValue') ? arg.value : undefined;
    if (d.name.value === 'auth' && value === 'SIGNED_IN') checks.push((user) => user !== null);
    else if (d.name.value === 'auth' && value === 'ADMIN') checks.push((user) => can(user, 'administer'));
    else if (d.name.value === 'page' && value) checks.push((user) => can(user, 'open', value as Page));
    else throw new Error(`REST route ${route.path}: ${route.field} has a directive a kept body cannot check (@${d.name.value})`);
  }
  if (!checks.length) throw new Error(`REST route ${route.path}: ${route.field} has no guard`);
  return (user) => checks.every((check) => check(user));
}

/**
 * If-None-Match as an origin server evaluates it (RFC 9110 13.1.2: weak comparison, a list, or
 * "*"). Not Koa's ctx.fresh: that ignores the header when the request says Cache-Control:
 * no-cache, which fetch() adds to every request carrying its own If-None-Match.
 */
function clientHas(ifNoneMatch: string, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Sends a kept body: 304 when the client's copy is current, else the JSON (compressed once, by whoever asked first). */
async function sendKept(ctx: Koa.Context, body: KeptBody): Promise<void> {
  ctx.status = 200;
  ctx.set('ETag', body.etag);
  ctx.vary('Accept-Encoding');
  if (clientHas(ctx.get('If-None-Match'), body.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  const encoding = body.json.length >= COMPRESS_THRESHOLD_BYTES ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = await body.encodedAs(encoding);
  } else ctx.body = body.json;
}

/** Whether a route of the table takes a multipart file at this path and method. */
export function takesFile(routes: RestRoute[]): (path: string, method: string) => boolean {
  const fileRoutes = routes.filter((r) => r.file).map((r) => ({ method: r.method, pattern: new RegExp(`^${r.path.replace(/:(\w+)/g, '[^/]+')}/?$`) }));
  return (path, method) => fileRoutes.some((r) => r.method === method && r.pattern.test(path));
}

const isIdParam = (name: string) => name === 'id' || name.endsWith('Id');

interface Failure {
  message: string;
  messageCode: MessageCode;
  params?: MessageParams;
  field?: string;
}

/** The REST error body: the GraphQL error's message, messageCode, params and field. */
function fail(ctx: Koa.Context, status: number, { message, messageCode, params, field }: Failure) {
  ctx.status = status;
  ctx.body = { message, messageCode, ...(params ? { params } : {}), ...(field ? { field } : {}) };
}

/**
 * Koa middleware answering /api/* from the route table by executing the route's GraphQL
 * operation in-process with the request's context.
 */
export function restShim(
  schema: GraphQLSchema,
  server: ApolloServer<Context>,
  routes: RestRoute[],
  contextFor: (ctx: Koa.Context) => Context,
): Koa.Middleware {
  const compiled = routes.map((r) => compile(schema, r));
  // The routes on each path without parameters, found once: testing every route's pattern cost
  // each hot read more than its routing needs. Other paths are matched as they come.
  const onFixedPath = new Map<string, CompiledRoute[]>();
  for (const path of compiled.filter((r) => !r.paramNames.length).flatMap((r) => [r.path, `${r.path}/`])) {
    onFixedPath.set(path, compiled.filter((r) => r.pattern.test(path)));
  }
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return next();
    const onPath = onFixedPath.get(ctx.path) ?? compiled.filter((r) => r.pattern.test(ctx.path));
    let route: CompiledRoute | undefined;
    for (const r of onPath) {
      if (r.method !== ctx.method) continue;
      route = r;
      break;
    }
    if (!route) {
      if (onPath.length) {
        ctx.set('Allow', onPath.map((r) => r.method).join(', '));
        return fail(ctx, 405, { message: 'Method not allowed', messageCode: 'METHOD_NOT_ALLOWED' });
      }
      return fail(ctx, 404, { message: 'Not found', messageCode: 'ROUTE_NOT_FOUND' });
    }
    const params: Record<string, string> = {};
    const match = route.paramNames.length ? route.pattern.exec(ctx.path)! : [];
    for (const [i, name] of route.paramNames.entries()) {
      // Ids are whole numbers written plainly: Number() would also take 1e0, 0x2 or " 2".
      if (isIdParam(name) && !/^\d{1,15}$/.test(match[i + 1])) {
        return fail(ctx, 400, { message: `${name} must be a whole number`, messageCode: 'ID_INVALID', params: { field: name }, field: name });
      }
      try {
        params[name] = decodeURIComponent(match[i + 1]);
      } catch {
        return fail(ctx, 400, { message: `${name} has an invalid value`, messageCode: 'FIELD_INVALID', params: { field: name }, field: name });
      }
    }
    // Read only once a resolver opens it (after authorization); whatever is left is drained below.
    const file: Upload | null = route.file && ctx.is('multipart/form-data') ? lazyFilePart(ctx.req, route.file) : null;
    if (file) {
      ctx.res.once('finish', () => {
        if (!ctx.req.readableEnded) {
          ctx.req.unpipe();
          ctx.req.resume();
        }
      });
    }
    // Only a route with arguments reads the request (Koa's ctx.query is an object parsed per request).
    const variables = route.args?.({ params, body: (ctx.request as { body?: unknown }).body, query: ctx.query, file }) ?? {};

    const contextValue = contextFor(ctx);
    if (route.kept && route.allows!(contextValue.user)) return sendKept(ctx, await route.kept(contextValue));
    let data: unknown;
    // A read's fixed document needs none of Apollo's per-request work (hashing, plugin hooks,
    // content negotiation): graphql-js runs it, with the same schema, resolvers and context.
    // Should it fail, it runs again through Apollo below, so errors are formatted in one
    // place for /graphql and /api alike (reads change nothing, so running twice is harmless).
    // Text the database cannot store takes the Apollo path, where the input-text plugin refuses it.
    if (route.read && badTextInVariables(variables) === undefined) {
      if (route.plain) {
        const answered = await route.plain.run(contextValue, variables);
        if (answered) data = { [route.field]: answered.value };
      } else {
        const result = await execute({ schema, document: route.read, variableValues: variables, contextValue });
        if (!result.errors?.length) data = result.data;
      }
    }
    // A write's fixed document the same way (issue 23 §6: Apollo's per-request work was a tenth of
    // a sign-in's CPU). Once its resolvers have run, its outcome stands (running it again would
    // repeat the write): errors are formatted as Apollo formats them, by formatError. Refused
    // before any resolver ran (variables that do not fit their types: no data at all), it goes
    // through Apollo below, which words those refusals.
    let errors: readonly GraphQLFormattedError[] | undefined;
    if (route.write && badTextInVariables(variables) === undefined) {
      const result = await execute({ schema, document: route.write, variableValues: variables, contextValue });
      if (result.data !== undefined) {
        data = result.data;
        errors = result.errors?.map((e) => formatError(e.toJSON(), e));
      }
    }
    if (data === undefined) {
      const response = await server.executeOperation({ query: route.document, variables }, { contextValue });
      if (response.body.kind !== 'single') return fail(ctx, 500, INTERNAL_ERROR);
      errors = response.body.singleResult.errors;
      data = response.body.singleResult.data;
    }
    if (errors?.length) {
      const { code, messageCode, params, field, retryAfter } = (errors[0].extensions ?? {}) as Omit<Failure, 'message'> & {
        code?: string;
        retryAfter?: number;
      };
      const status = httpStatusFor[code ?? ''] ?? 500;
      if (retryAfter) ctx.set('Retry-After', String(retryAfter));
      return fail(ctx, status, { message: errors[0].message, messageCode, params, field });
    }
    const value = (data as Record<string, unknown> | undefined)?.[route.field];
    if (value === null && route.whenNull) return fail(ctx, route.whenNull.status, route.whenNull);
    ctx.status = route.status ?? 200;
    if (route.download) {
      const { filename, contentType, base64 } = value as { filename: string; contentType: string; base64: string };
      ctx.type = contentType;
      ctx.attachment(filename);
      // The guest list is private: no shared cache keeps it.
      ctx.set('Cache-Control', 'no-store');
      ctx.body = Buffer.from(base64, 'base64');
      return;
    }
    if (route.sendFile) {
      const { filename, contentType, path } = route.sendFile(value, contextValue);
      ctx.type = contentType;
      ctx.attachment(filename);
      ctx.set('Cache-Control', 'no-store');
      ctx.length = (await stat(path)).size;
      ctx.body = createReadStream(path);
      return;
    }
    const body = route.respond ? route.respond(value) : value;
    // Written as JSON here, once: an object body Koa would stringify twice (koa-compress asks
    // its length first), and bare booleans or numbers not at all. The type as Koa's
    // ctx.type = 'application/json' sets it, without its lookup and ctx.set's arrays.
    ctx.res.setHeader('Content-Type', 'application/json; charset=utf-8');
    ctx.body = JSON.stringify(body ?? null);
  };
}
