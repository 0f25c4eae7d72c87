import type { GraphQLFormattedError } from 'graphql';
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

/** What a client needs to show an error in the reader's language (see useErrorText). */
export interface ErrorDetails {
  /** The server's English words, shown when the code is unknown to this build. */
  message: string;
  /** The stable code of the message, e.g. LOGIN_FAILED. */
  messageCode?: string;
  /** The message's variable parts, e.g. {minutes: 3}. */
  params?: Record<string, string | number>;
}

/** One GraphQL error's message, messageCode and params. */
export function graphQLErrorDetails({ message, extensions }: GraphQLFormattedError): ErrorDetails {
  const { messageCode, params } = extensions ?? {};
  return {
    message,
    ...(typeof messageCode === 'string' ? { messageCode } : {}),
    ...(params && typeof params === 'object' ? { params: params as ErrorDetails['params'] } : {}),
  };
}

/** The first GraphQL error's details; other failures (network, HTTP) as a message only. */
export function errorDetails(error: unknown): ErrorDetails {
  const graphQLError = firstGraphQLError(error);
  return graphQLError ? graphQLErrorDetails(graphQLError) : { message: errorMessage(error) };
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
