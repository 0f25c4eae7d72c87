import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { Context } from './context.js';
import { formatError } from './errors.js';
import { LIMITS, operationLimitsRule } from './limits.js';
import { inputTextPlugin } from './input-text.js';

export function createApolloServer(schema: GraphQLSchema): ApolloServer<Context> {
  return new ApolloServer<Context>({
    schema,
    formatError,
    // A document over the token limit is refused while parsing, before any validation runs.
    parseOptions: { maxTokens: LIMITS.maxTokens },
    validationRules: [operationLimitsRule(LIMITS)],
    // Integrators explore the API from the bundled playground, which needs introspection.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main.ts owns shutdown (HTTP, Apollo, database, in that order); Apollo's own signal handler would race it.
    stopOnTerminationSignals: false,
    // The hosted landing page needs the internet; GET /graphql serves our own playground instead.
    // No field has cache hints, and the default cache-control plugin wraps every field resolver
    // of every request to look for them.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), inputTextPlugin<Context>()],
  });
}
