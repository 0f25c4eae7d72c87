import { prefetchQuery } from '../../apollo/prefetch';
import { initialSession } from '../../session/initialSession';
import { loadCatalogPart } from '../../i18n/catalogParts';
import { AdminDashboardDocument } from './gql/graphql';

/**
 * The dashboard's read and the admin texts, started as soon as the app starts on /admin for the
 * couple (AppRoutes' preloadRoute): a chunk of its own, so the read waits for neither the admin
 * page's code to be parsed nor the route to render (issue 23 §1). The page's own useQuery then
 * finds the answer in flight or in the cache.
 */
export function prefetchDashboard(): void {
  if (!initialSession()?.me?.isAdmin) return;
  prefetchQuery(AdminDashboardDocument);
  void loadCatalogPart('admin').catch(() => undefined);
}
