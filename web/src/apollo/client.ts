import { ApolloClient, InMemoryCache } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { i18n } from '../i18n/i18n';

// Issue 20 §4: the server answers what the couple wrote in the reader's language, read from
// Accept-Language, so every request carries the language chosen in the switch (not the browser's).
const fetchInReaderLanguage: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('Accept-Language', i18n.locale || 'en');
  return fetch(input, { ...init, headers });
};

// Spec §7: data is never considered stale and nothing refetches or retries on its own,
// so queries read the cache first and there is deliberately no RetryLink.
export function createApolloClient(): ApolloClient {
  const client = new ApolloClient({
    // BaseHttpLink: HttpLink less the client-awareness link, whose only work here was to add
    // Apollo's name and version to every request's extensions, which the server never reads
    // (0.3 KiB of the download every signed-in page waits for, issue 23 §3).
    link: new BaseHttpLink({ uri: '/graphql', credentials: 'same-origin', fetch: fetchInReaderLanguage }),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
  // What is cached was written in the old language: switching drops it and reloads what is on
  // screen. The session (`me`) reads the same in both, so it stays: the page and its menu stay up
  // while the texts arrive (a whole store reset would blank the page on the way).
  let shownIn = i18n.locale;
  i18n.on('change', () => {
    if (shownIn && i18n.locale !== shownIn) {
      client.cache.modify({ id: 'ROOT_QUERY', fields: (value, { fieldName, DELETE }) => (fieldName === 'me' ? value : DELETE) });
      client.cache.gc();
      void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    }
    shownIn = i18n.locale;
  });
  return client;
}
