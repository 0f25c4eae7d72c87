import { useCallback, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useClientLoader } from '../apollo/DataBoundary';
import { LoginDocument, MeDocument, type LoginInput } from '../gql/graphql';
import type { SessionUser } from './access';

/**
 * Drops every cached root field except `me`, so nothing fetched for a previous party
 * (e.g. on a shared phone) is shown to the one signing in now.
 */
function forgetPreviousParty(cache: ApolloCache) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (fieldName === 'me' ? value : DELETE),
  });
  cache.gc();
}

/**
 * Signs a party in; on success the cached `me` changes at once, so the whole UI follows.
 * The sign-in form is painted before Apollo Client has arrived, so this waits for the
 * client when it is used rather than when it renders.
 */
export function useLogin() {
  const loadClient = useClientLoader();
  const [loading, setLoading] = useState(false);

  // Rejects with the Apollo error on failure; callers map it to field errors or a toast.
  const login = useCallback(
    async (input: LoginInput): Promise<SessionUser> => {
      setLoading(true);
      try {
        const client = await loadClient();
        const result = await client.mutate({
          mutation: LoginDocument,
          variables: { input },
          update(cache, { data }) {
            if (!data) return;
            forgetPreviousParty(cache);
            cache.writeQuery({ query: MeDocument, data: { me: data.login } });
          },
        });
        if (!result.data) throw result.error ?? new Error('Login failed');
        return result.data.login;
      } finally {
        setLoading(false);
      }
    },
    [loadClient],
  );

  return { login, loading };
}
