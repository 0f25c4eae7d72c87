import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DataBoundary } from './apollo/DataBoundary';
import { lazyNamed } from './components/lazyNamed';
import { PageSpinner } from './components/PageSpinner';
import { AuthPage } from './pages/auth/AuthPage';

// Only the sign-in page is in the first download (bench/results.md keeps it under budget).
// Everything behind sign-in needs the session, hence Apollo Client, which arrives as its own
// chunk after the first paint; each page is a chunk too, fetched when first opened.
const ProtectedRoute = lazyNamed(() => import('./session/ProtectedRoute'), 'ProtectedRoute');
const HomePage = lazyNamed(() => import('./pages/home/HomePage'), 'HomePage');
const CouplePage = lazyNamed(() => import('./pages/couple/CouplePage'), 'CouplePage');
const RsvpPage = lazyNamed(() => import('./pages/rsvp/RsvpPage'), 'RsvpPage');
const RegistryPage = lazyNamed(() => import('./pages/registry/RegistryPage'), 'RegistryPage');
const LogisticsPage = lazyNamed(() => import('./pages/logistics/LogisticsPage'), 'LogisticsPage');
const SchedulePage = lazyNamed(() => import('./pages/schedule/SchedulePage'), 'SchedulePage');
const AdminPage = lazyNamed(() => import('./pages/admin/AdminPage'), 'default');
const PollsPage = lazyNamed(() => import('./pages/polls/PollsPage'), 'PollsPage');
const TriviaPage = lazyNamed(() => import('./pages/trivia/TriviaPage'), 'TriviaPage');
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
