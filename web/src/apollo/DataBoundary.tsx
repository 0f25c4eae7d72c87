import { Suspense, useContext, useMemo, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { lazyNamed, loader } from '../components/lazyNamed';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint';
import { signedInAtLoad } from '../session/initialSession';

export const loadShared = loader(() => import('./shared'));
const SharedApolloProvider = lazyNamed(loadShared, 'default');

/** The shared client, once its chunk has arrived. */
export const loadSharedClient = async (): Promise<ApolloClient> =>
  (await loadShared()).sharedClient;

/** True when a client is already provided above (tests give a mocked one). */
function useProvidedClient(): ApolloClient | undefined {
  return useContext(getApolloContext()).client;
}

/**
 * Children that use Apollo hooks. Apollo Client is not part of the first download: for a
 * signed-out visitor its chunk is requested once the first screen (the sign-in form) has been
 * painted; a page sent to a signed-in party needs it for that first screen, so it is asked for
 * at once (the server has already named it as a modulepreload). The children wait (showing
 * `fallback`) until it has arrived.
 */
export function DataBoundary({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const provided = useProvidedClient();
  const loaded = (
    <Suspense fallback={fallback}>
      {provided ? children : <SharedApolloProvider>{children}</SharedApolloProvider>}
    </Suspense>
  );
  // Only a signed-out reader's boundary waits for the paint, and only it re-renders then: on a
  // page rendered on the server a re-render here is a task of its own, and any part below still
  // waiting to be taken over would be hydrated in it at once (Lighthouse's TBT,
  // bench/results-web.md). Neither input changes while the page is open (the session is the
  // one the page came with), so a boundary keeps its shape.
  if (provided || signedInAtLoad()) return loaded;
  return <AfterFirstPaint fallback={fallback}>{loaded}</AfterFirstPaint>;
}

/** `fallback` until the app's first screen has been painted, then the children. */
function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return <>{useAfterFirstPaint() ? children : fallback}</>;
}

/** For code outside a DataBoundary (the sign-in form): resolves to the client to use. */
export function useClientLoader(): () => Promise<ApolloClient> {
  const provided = useProvidedClient();
  return useMemo(() => (provided ? () => Promise.resolve(provided) : loadSharedClient), [provided]);
}
