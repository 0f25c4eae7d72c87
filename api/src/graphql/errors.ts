import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import type { MessageCode, MessageParams } from './message-codes.js';
import { log } from '../log/logger.js';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** The HTTP status each error code becomes on the REST shim. */
export const httpStatusFor: Record<string, number> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * An error whose message is written for the person who caused it. `code` is the category
 * (and the REST status); `messageCode` names this exact message, with `params` for its
 * variable parts, so clients can translate it while integrators keep the English `message`.
 */
export class AppError extends GraphQLError {
  constructor(
    message: string,
    code: ErrorCode,
    messageCode: MessageCode,
    { params, ...extra }: { params?: MessageParams; field?: string; retryAfter?: number } = {},
  ) {
    const defined = Object.entries({ params, ...extra }).filter(([, value]) => value !== undefined);
    super(message, { extensions: { code, messageCode, ...Object.fromEntries(defined) } });
  }
}

export const badInput = (field: string, messageCode: MessageCode, message: string, params?: MessageParams) =>
  new AppError(message, 'BAD_USER_INPUT', messageCode, { field, params });
export const unauthenticated = (messageCode: MessageCode = 'SIGN_IN_REQUIRED', message = 'Please sign in to continue.') =>
  new AppError(message, 'UNAUTHENTICATED', messageCode);
export const forbidden = (messageCode: MessageCode = 'ACTION_FORBIDDEN', message = "You don't have permission to do this.", params?: MessageParams) =>
  new AppError(message, 'FORBIDDEN', messageCode, { params });
export const notFound = (messageCode: MessageCode, message: string) => new AppError(message, 'NOT_FOUND', messageCode);
export const conflict = (messageCode: MessageCode, message: string, { field, params }: { field?: string; params?: MessageParams } = {}) =>
  new AppError(message, 'CONFLICT', messageCode, { field, params });
export const tooManyRequests = (messageCode: MessageCode, message: string, params: MessageParams, retryAfterSeconds: number) =>
  new AppError(message, 'TOO_MANY_REQUESTS', messageCode, { params, retryAfter: retryAfterSeconds });

/** The generic failure every unexpected error becomes. */
export const INTERNAL_ERROR = {
  message: 'Something went wrong on our side. Please try again.',
  messageCode: 'INTERNAL_ERROR',
} as const satisfies { message: string; messageCode: MessageCode };

// graphql-js words input coercion for programmers; keep the field, say it plainly.
const invalid = /^Variable "\$(\w+)" got invalid value .*?(?: at "\w+\.([\w.[\]]+)")?; (.*)$/s;
const missing = /^Variable "\$(\w+)" of required type .* was not provided\.$/;
const missingField = /Field "(\w+)" of required type .* was not provided\./;
const unknownField = /Field "(\w+)" is not defined by type/;

interface Plain {
  message: string;
  messageCode: MessageCode;
  field?: string;
}

function plainInputError(message: string): Plain {
  const about = (field: string, messageCode: MessageCode, text: string): Plain => ({ field, messageCode, message: `${field} ${text}` });
  const m = invalid.exec(message);
  if (m) {
    const [, variable, path, reason] = m;
    const required = missingField.exec(reason)?.[1];
    if (required) return about(required, 'FIELD_REQUIRED', 'is required');
    const unknown = unknownField.exec(reason)?.[1];
    if (unknown) return about(unknown, 'FIELD_UNKNOWN', 'is not a known field');
    const field = path ? path.replace(/\[\d+\]/g, '').split('.').pop()! : variable;
    return about(field, 'FIELD_INVALID', 'has an invalid value');
  }
  const absent = missing.exec(message);
  if (absent) return about(absent[1], 'FIELD_REQUIRED', 'is required');
  return { message, messageCode: 'INVALID_INPUT' };
}

/** `params` repeat the field, so a translated message can name it. */
function plainExtensions(code: string, plain: Plain) {
  return { code, messageCode: plain.messageCode, ...(plain.field ? { params: { field: plain.field }, field: plain.field } : {}) };
}

/**
 * Everything a client sees of an error passes here: our own errors and GraphQL's request
 * errors keep their message; anything else is logged and reported as a plain failure, so
 * no stack trace, SQL or internal detail leaves the server. Every error leaves with a
 * `messageCode`.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return { message: original.message, path: formatted.path, extensions: { ...original.extensions } };
  }
  if (original instanceof ArgumentValidationError) {
    const first = original.extensions.validationErrors?.[0] as
      | { property: string; constraints?: Record<string, string> }
      | undefined;
    const message = first?.constraints ? Object.values(first.constraints)[0] : 'Invalid input';
    const plain: Plain = first ? { message, messageCode: 'FIELD_INVALID', field: first.property } : { message, messageCode: 'INVALID_INPUT' };
    return { message, path: formatted.path, extensions: plainExtensions('BAD_USER_INPUT', plain) };
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code === 'BAD_USER_INPUT' || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED') {
    const plain: Plain = code === 'BAD_USER_INPUT' ? plainInputError(formatted.message) : { message: formatted.message, messageCode: 'INVALID_QUERY' };
    return {
      message: plain.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: plainExtensions(code, plain),
    };
  }
  if (code === 'PERSISTED_QUERY_NOT_FOUND' || code === 'PERSISTED_QUERY_NOT_SUPPORTED' || code === 'OPERATION_RESOLUTION_FAILURE' || code === 'BAD_REQUEST') {
    const category = code === 'OPERATION_RESOLUTION_FAILURE' ? 'BAD_USER_INPUT' : code;
    return { message: formatted.message, extensions: { code: category, messageCode: 'INVALID_REQUEST' } };
  }
  // Apollo's own refusals of a request (a persisted-query hash that does not match) carry a 4xx.
  const http = original instanceof GraphQLError ? (original.extensions.http as { status?: number } | undefined) : undefined;
  if (http?.status && http.status < 500) return { message: formatted.message, extensions: { code: 'BAD_REQUEST', messageCode: 'INVALID_REQUEST' } };
  // With the request's id, so the log line and the client's report of it can be matched.
  log().error({ err: original }, 'Unexpected error while answering a request');
  return { message: INTERNAL_ERROR.message, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', messageCode: INTERNAL_ERROR.messageCode } };
}
