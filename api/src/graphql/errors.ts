import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
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
  INTERNAL_SERVER_ERROR: 500,
};

/** An error whose message is written for the person who caused it. */
export class AppError extends GraphQLError {
  constructor(message: string, code: ErrorCode, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const badInput = (field: string, message: string) => new AppError(message, 'BAD_USER_INPUT', { field });
export const unauthenticated = (message = 'Please sign in to continue.') => new AppError(message, 'UNAUTHENTICATED');
export const forbidden = (message = "You don't have permission to do this.") => new AppError(message, 'FORBIDDEN');
export const notFound = (message: string) => new AppError(message, 'NOT_FOUND');
export const conflict = (message: string, field?: string) =>
  new AppError(message, 'CONFLICT', field ? { field } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(message, 'TOO_MANY_REQUESTS', { retryAfter: retryAfterSeconds });

// graphql-js words input coercion for programmers; keep the field, say it plainly.
const invalid = /^Variable "\$(\w+)" got invalid value .*?(?: at "\w+\.([\w.[\]]+)")?; (.*)$/s;
const missing = /^Variable "\$(\w+)" of required type .* was not provided\.$/;
const missingField = /Field "(\w+)" of required type .* was not provided\./;
const unknownField = /Field "(\w+)" is not defined by type/;

function plainInputError(message: string): { message: string; field?: string } {
  const m = invalid.exec(message);
  if (m) {
    const [, variable, path, reason] = m;
    const required = missingField.exec(reason)?.[1];
    if (required) return { field: required, message: `${required} is required` };
    const unknown = unknownField.exec(reason)?.[1];
    if (unknown) return { field: unknown, message: `${unknown} is not a known field` };
    const field = path ? path.replace(/\[\d+\]/g, '').split('.').pop()! : variable;
    return { field, message: `${field} has an invalid value` };
  }
  const absent = missing.exec(message);
  if (absent) return { field: absent[1], message: `${absent[1]} is required` };
  return { message };
}

/**
 * Everything a client sees of an error passes here: our own errors and GraphQL's request
 * errors keep their message; anything else is logged and reported as a plain failure, so
 * no stack trace, SQL or internal detail leaves the server.
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
    return { message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT', field: first?.property } };
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code === 'BAD_USER_INPUT' || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED') {
    const plain = code === 'BAD_USER_INPUT' ? plainInputError(formatted.message) : { message: formatted.message };
    return {
      message: plain.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code, ...(plain.field ? { field: plain.field } : {}) },
    };
  }
  if (code === 'PERSISTED_QUERY_NOT_FOUND' || code === 'PERSISTED_QUERY_NOT_SUPPORTED' || code === 'OPERATION_RESOLUTION_FAILURE' || code === 'BAD_REQUEST') {
    return { message: formatted.message, extensions: { code: code === 'OPERATION_RESOLUTION_FAILURE' ? 'BAD_USER_INPUT' : code } };
  }
  // Apollo's own refusals of a request (a persisted-query hash that does not match) carry a 4xx.
  const http = original instanceof GraphQLError ? (original.extensions.http as { status?: number } | undefined) : undefined;
  if (http?.status && http.status < 500) return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  console.error('Unexpected error while answering a request:', original);
  return { message: 'Something went wrong on our side. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
