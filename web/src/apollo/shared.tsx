import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { MeDocument } from '../gql/graphql';
import { initialSession } from '../session/initialSession';
import { renderedPage } from '../ssr/renderedPage';
import { createApolloClient } from './client';

/**
 * The app's one Apollo client. This module and Apollo Client itself form a chunk of their own,
 * fetched once the first screen has been painted (see DataBoundary): the sign-in form never
 * waits for it.
 */
export const sharedClient = createApolloClient();

// The answers the server rendered the page with: the page's first render reads them, as the
// server's did, and matches its HTML.
const rendered = renderedPage();
if (rendered) sharedClient.cache.restore(rendered.cache as Parameters<typeof sharedClient.cache.restore>[0]);
// The session the server wrote into the page: `me` is answered from the cache, no round trip.
const session = initialSession();
if (session) sharedClient.writeQuery({ query: MeDocument, data: session });

export default function SharedApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={sharedClient}>{children}</ApolloProvider>;
}
