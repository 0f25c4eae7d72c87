import { useQuery } from '@apollo/client/react';
import { MeDocument } from '../gql/graphql';
import type { SessionUser } from './access';

export type Session =
  | { loading: true; user: null }
  | { loading: false; user: SessionUser | null };

/**
 * The signed-in party, or null when signed out. A failed Me query counts as signed out:
 * the visitor lands on the login page, which is the only useful place to go.
 */
export function useSession(): Session {
  const { data, loading } = useQuery(MeDocument);
  if (loading && !data) return { loading: true, user: null };
  return { loading: false, user: data?.me ?? null };
}
