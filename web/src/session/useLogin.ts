import { useCallback, useState } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useClientLoader } from '../apollo/DataBoundary';
import type { LoginInput } from './signIn/gql/graphql';
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

type SignIn = { kind: 'pair'; input: LoginInput } | { kind: 'link'; token: string };

/**
 * Signs a party in, by last name and ZIP or by a personal link's token; on success the cached
 * `me` changes at once, so the whole UI follows. The sign-in form is painted before Apollo
 * Client has arrived, so this waits for the client when it is used rather than when it renders.
 */
function useSignIn() {
  const loadClient = useClientLoader();
  const [loading, setLoading] = useState(false);

  // Rejects with the Apollo error on failure; callers map it to field errors or a toast.
  const signIn = useCallback(
    async (how: SignIn): Promise<SessionUser> => {
      setLoading(true);
      try {
        // The operations come with the client, so they are not part of the sign-in page's first
        // download; in a module of their own (codegen.ts), not the session's one every signed-in
        // page downloads.
        const [client, { LoginDocument, MeDocument, SignInWithLinkDocument }] = await Promise.all([loadClient(), import('./signIn/gql/graphql')]);
        const remember = (cache: ApolloCache, me: SessionUser | undefined) => {
          if (!me) return;
          forgetPreviousParty(cache);
          cache.writeQuery({ query: MeDocument, data: { me } });
        };
        const user =
          how.kind === 'pair'
            ? (await client.mutate({ mutation: LoginDocument, variables: { input: how.input }, update: (cache, { data }) => remember(cache, data?.login) }))
            : (await client.mutate({ mutation: SignInWithLinkDocument, variables: { token: how.token }, update: (cache, { data }) => remember(cache, data?.signInWithLink) }));
        const data = user.data as { login?: SessionUser; signInWithLink?: SessionUser } | undefined;
        const me = data?.login ?? data?.signInWithLink;
        if (!me) throw user.error ?? new Error('Sign-in failed');
        return me;
      } finally {
        setLoading(false);
      }
    },
    [loadClient],
  );

  return { signIn, loading };
}

/** The sign-in form's last name and ZIP code. */
export function useLogin() {
  const { signIn, loading } = useSignIn();
  const login = useCallback((input: LoginInput) => signIn({ kind: 'pair', input }), [signIn]);
  return { login, loading };
}

/** A personal link (/i/{token}) opened. */
export function useLinkSignIn() {
  const { signIn, loading } = useSignIn();
  const signInWithLink = useCallback((token: string) => signIn({ kind: 'link', token }), [signIn]);
  return { signInWithLink, loading };
}
