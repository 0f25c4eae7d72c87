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
