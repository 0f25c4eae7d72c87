import { useQuery } from '@apollo/client/react';
import { AdminDashboardDocument, type AdminDashboardQuery } from './gql/graphql';

export type AdminDashboardData = AdminDashboardQuery;

/**
 * Every read of the dashboard in one request (dashboard.graphql). Panels read their part of
 * `data`; admin mutations refetch it (see `refetchDashboard`).
 */
export function useAdminDashboard() {
  const { data, loading, error } = useQuery(AdminDashboardDocument);
  return { data: data ?? null, loading: loading && !data, error };
}

/** For a mutation's options: refresh the dashboard before the mutation counts as done. */
export const refetchDashboard = { refetchQueries: [AdminDashboardDocument], awaitRefetchQueries: true };

/** The queries a party or guest edit changes: the paged lists and the statistics' counts (issue 23). */
const GUEST_LIST_QUERIES = ['AdminPartiesPage', 'AdminStatistics', 'AdminPartyPicker', 'AdminGuestsOfParty', 'AdminGuestsPage'];

type Watched = { queryName?: string; refetch: () => Promise<unknown> };
const refetchNamed = (names: readonly string[]) => (query: Watched) => (query.queryName && names.includes(query.queryName) ? query.refetch() : false);

/**
 * For a party or guest mutation's options: refetch those of the queries above that are on screen
 * (and only those; never the whole dashboard) before the mutation counts as done.
 */
export const refetchGuestLists = { refetchQueries: 'active' as const, onQueryUpdated: refetchNamed(GUEST_LIST_QUERIES), awaitRefetchQueries: true };

/** The same and the dashboard's query: a guest group's rename or delete changes both. */
export const refetchDashboardAndLists = {
  refetchQueries: 'active' as const,
  onQueryUpdated: refetchNamed([...GUEST_LIST_QUERIES, 'AdminDashboard']),
  awaitRefetchQueries: true,
};

/** After an upload (not a mutation of the client's): the dashboard and the guest lists on screen. */
export function refetchAfterUpload(client: { refetchQueries: (options: { include: 'active'; onQueryUpdated: (q: Watched) => unknown }) => PromiseLike<unknown> }) {
  return client.refetchQueries({ include: 'active', onQueryUpdated: refetchNamed([...GUEST_LIST_QUERIES, 'AdminDashboard']) });
}
