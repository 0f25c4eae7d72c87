import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The first GraphQL error of a failed operation, if the server sent one. */
export function firstGraphQLError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/** The `extensions.code` the server attached to the first GraphQL error. */
export function errorCode(error: unknown): string | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A readable message: the server's own words where possible, else spec §8's "{status}: {body}". */
export function errorMessage(error: unknown): string {
  const graphQLError = firstGraphQLError(error);
  if (graphQLError) return graphQLError.message;
  if (ServerError.is(error)) {
    return `${error.statusCode}: ${error.bodyText || error.response.statusText}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
