import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DataBoundary } from './apollo/DataBoundary';
import { lazyNamed, loader } from './components/lazyNamed';
import { PageSpinner } from './components/PageSpinner';
import { AuthPage } from './pages/auth/AuthPage';
import { renderedPage } from './ssr/renderedPage';

// Only the sign-in page is in the first download (bench/results.md keeps it under budget).
// Everything behind sign-in needs the session, hence Apollo Client, which arrives as its own
// chunk after the first paint; each page is a chunk too, fetched when first opened.
const loadProtectedRoute = loader(() => import('./session/ProtectedRoute'));
const ProtectedRoute = lazyNamed(loadProtectedRoute, 'ProtectedRoute');
const loadHomePage = loader(() => import('./pages/home/HomePage'));
const HomePage = lazyNamed(loadHomePage, 'HomePage');
const loadCouplePage = loader(() => import('./pages/couple/CouplePage'));
const CouplePage = lazyNamed(loadCouplePage, 'CouplePage');
const loadRsvpPage = loader(() => import('./pages/rsvp/RsvpPage'));
const RsvpPage = lazyNamed(loadRsvpPage, 'RsvpPage');
const loadRegistryPage = loader(() => import('./pages/registry/RegistryPage'));
const RegistryPage = lazyNamed(loadRegistryPage, 'RegistryPage');
const loadLogisticsPage = loader(() => import('./pages/logistics/LogisticsPage'));
const LogisticsPage = lazyNamed(loadLogisticsPage, 'LogisticsPage');
const loadSchedulePage = loader(() => import('./pages/schedule/SchedulePage'));
const SchedulePage = lazyNamed(loadSchedulePage, 'SchedulePage');
const loadAdminPage = loader(() => import('./pages/admin/AdminPage'));
const AdminPage = lazyNamed(loadAdminPage, 'default');
const loadPollsPage = loader(() => import('./pages/polls/PollsPage'));
const PollsPage = lazyNamed(loadPollsPage, 'PollsPage');
const loadTriviaPage = loader(() => import('./pages/trivia/TriviaPage'));
const TriviaPage = lazyNamed(loadTriviaPage, 'TriviaPage');
const PersonalLinkPage = lazyNamed(() => import('./pages/personal-link/PersonalLinkPage'), 'PersonalLinkPage');
const NotFoundPage = lazyNamed(() => import('./pages/not-found/NotFoundPage'), 'NotFoundPage');

/** Spec §2 route table; each page name defaults to the path's name ("home" for "/"). */
const PROTECTED_ROUTES: { path: string; element: ReactNode }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/couple', element: <CouplePage /> },
  { path: '/rsvp', element: <RsvpPage /> },
  { path: '/registry', element: <RegistryPage /> },
  { path: '/logistics', element: <LogisticsPage /> },
  { path: '/schedule', element: <SchedulePage /> },
  { path: '/admin', element: <AdminPage /> },
  { path: '/polls', element: <PollsPage /> },
  { path: '/trivia', element: <TriviaPage /> },
];

/** The pages' chunks by path. */
const PAGE_LOADERS: Record<string, () => Promise<unknown>> = {
  '/': loadHomePage,
  '/couple': loadCouplePage,
  '/rsvp': loadRsvpPage,
  '/registry': loadRegistryPage,
  '/logistics': loadLogisticsPage,
  '/schedule': loadSchedulePage,
  '/polls': loadPollsPage,
  '/trivia': loadTriviaPage,
  // The dashboard's read starts from a small chunk of its own, beside the page's large one.
  '/admin': () => Promise.all([loadAdminPage(), import('./pages/admin/prefetchDashboard').then((m) => m.prefetchDashboard())]),
};

/**
 * What a page's module may export besides the page: code only an admin's first screen needs,
 * and the loader of the parts a server render drew for the page's data (ssr/renderedParts.tsx).
 */
interface PageModule {
  preloadForAdmin?: () => Promise<unknown>;
  preloadRendered?: (modules: readonly string[]) => Promise<unknown>;
}

/**
 * Starts loading a signed-in page's code at once, before the first render, rather than once
 * the route guard and the session are in: the server named these chunks as modulepreloads
 * (api/src/web/page-html.ts), so this mostly evaluates what is already downloading. Resolves
 * once they are in (a page rendered on the server is taken over then: main.tsx).
 */
export function preloadRoute(path: string, user: { isAdmin: boolean; allowedPages: string[] }): Promise<unknown> {
  const loads: Promise<unknown>[] = [loadProtectedRoute()];
  const load = PAGE_LOADERS[path];
  const name = path === '/' ? 'home' : path.slice(1);
  // The dashboard's code only for an admin, whom the server preloaded it for.
  const allowed = user.isAdmin || (name !== 'admin' && user.allowedPages.includes(name));
  // A page may name code only an admin's first screen has (the view-mode selector): for an admin it comes too.
  // And the parts of it the server drew for its data (the RSVP form or summary), which it preloaded.
  const drawn = renderedPage()?.modules ?? [];
  if (load && allowed) {
    loads.push(
      load().then((module) => {
        const page = module as PageModule;
        return Promise.all([user.isAdmin && page.preloadForAdmin?.(), drawn.length && page.preloadRendered?.(drawn)]);
      }),
    );
  }
  return Promise.all(loads).catch(() => undefined);
}

export function AppRoutes() {
  return (
    // Inside <main>: the navigation stays in place while a page's chunk arrives.
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/i/:token" element={<PersonalLinkPage />} />
        {PROTECTED_ROUTES.map(({ path, element }) => (
          <Route
            key={path}
            path={path}
            element={
              <DataBoundary fallback={<PageSpinner />}>
                <ProtectedRoute path={path}>{element}</ProtectedRoute>
              </DataBoundary>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
