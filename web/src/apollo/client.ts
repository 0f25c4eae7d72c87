import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// Spec §7: data is never considered stale and nothing refetches or retries on its own,
// so queries read the cache first and there is deliberately no RetryLink.
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
