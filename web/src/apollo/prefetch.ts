import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { signedInAtLoad } from '../session/initialSession';
import { loadSharedClient } from './DataBoundary';

/**
 * Starts a page's query as soon as the page's code is evaluated, so its data loads alongside
 * the chunk rather than after its first render; the page's own useQuery then finds the answer
 * in flight or in the cache (same query, same variables). Only on a page sent to a signed-in
 * party, whose chunk the server preloads (api/src/web/page-html.ts).
 */
export function prefetchQuery<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables?: TVariables) {
  if (!signedInAtLoad()) return;
  void loadSharedClient()
    .then((client) => client.query({ query, variables } as Parameters<typeof client.query>[0]))
    .catch(() => undefined);
}
