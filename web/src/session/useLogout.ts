import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { LogoutDocument, MeDocument } from '../gql/graphql';

/** Signs out; on success `me` becomes null in the cache, which hides every protected screen. */
export function useLogout() {
  const [mutate, { loading }] = useMutation(LogoutDocument, {
    update(cache) {
      cache.writeQuery({ query: MeDocument, data: { me: null } });
    },
  });

  // Rejects with the Apollo error on failure.
  const logout = useCallback(async () => {
    const result = await mutate();
    if (result.error) throw result.error;
  }, [mutate]);

  return { logout, loading };
}
