import type { ApolloCache } from '@apollo/client';
import { refetchDashboard } from '../useAdminDashboard';

/**
 * For a registry admin mutation's options: refetch the dashboard, and drop the guests' list of
 * registry items (the Registry page's query) from the cache, so that the page, open or opened
 * later in this session, asks the server again instead of showing items as they were.
 */
export const refetchRegistry = {
  ...refetchDashboard,
  update(cache: ApolloCache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'registryItems' });
    cache.gc();
  },
};
