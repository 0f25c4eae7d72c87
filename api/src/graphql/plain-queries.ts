import { parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import type Koa from 'koa';
import type { GraphQLSchema } from 'graphql';
import type { Context } from './context.js';
import { LIMITS, operationLimitsRule } from './limits.js';
import { badTextInDocument } from './input-text.js';
import { plainRead, type PlainRead } from '../rest/plain-read.js';

/**
 * The Content-Type Apollo Server answers a single result with, for the Accept headers clients
 * send most (none, curl's and fetch's `*∕*`, Apollo Client 4's); any other Accept goes through
 * Apollo, which negotiates it. Checked against Apollo's own answers in plain-queries.test.ts.
 */
const ANSWER_TYPE = new Map<string, string>([
  ['', 'application/json; charset=utf-8'],
  ['*/*', 'application/json; charset=utf-8'],
  ['application/json', 'application/json; charset=utf-8'],
  ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json; charset=utf-8'],
]);

/**
 * Distinct query texts kept (the web app sends a few dozen). Full, it starts again empty: a client
 * sending ever new texts costs a parse each, as Apollo's own cache would, and cannot keep the
 * app's own queries out for good.
 */
const MAX_KEPT = 500;

interface Kept {
  plain: PlainRead;
  operationName?: string;
}

/** A document Apollo would accept (same parse limit, same validation rules) that plain-read can run. */
function compile(schema: GraphQLSchema, query: string): Kept | null {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: LIMITS.maxTokens });
  } catch {
    return null;
  }
  if (validate(schema, document, [...specifiedRules, operationLimitsRule(LIMITS)]).length) return null;
  // Literals the input-text plugin would refuse, and variables (the plugin checks them per request): Apollo's.
  if (badTextInDocument(document) !== undefined) return null;
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  if (!operation || operation.variableDefinitions?.length) return null;
  const plain = plainRead(schema, document);
  return plain ? { plain, operationName: operation.name?.value } : null;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * `POST /graphql` for a query without variables that plain-read can run (issue 23 §4: Apollo's
 * HTTP pipeline — query hash, document store, plugin hooks, content negotiation, graphql-js's
 * executor — cost the `me` query more than its own work). The same resolvers run behind the
 * same guard checks (see plain-read.ts), and the answer is the bytes and Content-Type Apollo
 * sends for a result without errors. Answers false, having sent nothing, for everything else —
 * a mutation, variables, a batch, persisted queries, an Accept header not in ANSWER_TYPE, a
 * document Apollo would refuse, or any error on the way — and Apollo handles the request as
 * before, so errors are formatted in one place. (A read that failed here runs again there;
 * reads change nothing, as for the REST shim's reads.)
 */
export function plainQueries(schema: GraphQLSchema, contextFor: (ctx: Koa.Context) => Context): (ctx: Koa.Context) => Promise<boolean> {
  const kept = new Map<string, Kept | null>();
  return async (ctx) => {
    // Apollo's CSRF prevention lets any request with this Content-Type through.
    if (ctx.method !== 'POST' || ctx.request.type !== 'application/json') return false;
    const answerType = ANSWER_TYPE.get(ctx.get('Accept'));
    const body = (ctx.request as { body?: unknown }).body as Record<string, unknown> | undefined;
    if (answerType === undefined || !body || typeof body !== 'object' || Array.isArray(body) || typeof body.query !== 'string') return false;
    const { query, operationName, variables, extensions } = body;
    if (!isEmpty(variables) || (extensions != null && (typeof extensions !== 'object' || Array.isArray(extensions) || 'persistedQuery' in extensions))) return false;
    let entry = kept.get(query);
    if (entry === undefined) {
      if (kept.size >= MAX_KEPT) kept.clear();
      entry = compile(schema, query);
      kept.set(query, entry);
    }
    if (!entry || (operationName != null && operationName !== entry.operationName)) return false;
    const answered = await entry.plain.run(contextFor(ctx), {});
    if (!answered) return false;
    // The headers as Apollo's Koa integration leaves them (its lower-case name, then
    // Content-Length); set first, Koa need not guess a type for the string.
    ctx.res.setHeader('content-type', answerType);
    ctx.body = `${JSON.stringify({ data: { [entry.plain.field]: answered.value } })}\n`;
    return true;
  };
}
