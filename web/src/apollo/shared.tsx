import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from './client';

/**
 * The app's one Apollo client. This module and Apollo Client itself form a chunk of their own,
 * fetched right after the first paint (see DataBoundary): the sign-in form never waits for it.
 */
export const sharedClient = createApolloClient();

export default function SharedApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={sharedClient}>{children}</ApolloProvider>;
}
