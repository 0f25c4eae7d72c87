import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
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

/** Signs a party in; on success the cached `me` changes at once, so the whole UI follows. */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginDocument, {
    update(cache, { data }) {
      if (!data) return;
      forgetPreviousParty(cache);
      cache.writeQuery({ query: MeDocument, data: { me: data.login } });
    },
  });

  // Rejects with the Apollo error on failure; callers map it to field errors or a toast.
  const login = useCallback(
    async (input: LoginInput): Promise<SessionUser> => {
      const result = await mutate({ variables: { input } });
      if (!result.data) throw result.error ?? new Error('Login failed');
      return result.data.login;
    },
    [mutate],
  );

  return { login, loading };
}
