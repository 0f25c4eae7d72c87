import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from './components/PageSpinner';
import { AuthPage } from './pages/auth/AuthPage';
import { CouplePage } from './pages/couple/CouplePage';
import { HomePage } from './pages/home/HomePage';
import { LogisticsPage } from './pages/logistics/LogisticsPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { PollsPage } from './pages/polls/PollsPage';
import { RegistryPage } from './pages/registry/RegistryPage';
import { RsvpPage } from './pages/rsvp/RsvpPage';
import { SchedulePage } from './pages/schedule/SchedulePage';
import { TriviaPage } from './pages/trivia/TriviaPage';
import { ProtectedRoute } from './session/ProtectedRoute';

// Its own chunk: guests never download admin code.
const AdminPage = lazy(() => import('./pages/admin/AdminPage'));

/** Spec §2 route table; each page name defaults to the path's name ("home" for "/"). */
const PROTECTED_ROUTES: { path: string; element: ReactNode }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/couple', element: <CouplePage /> },
  { path: '/rsvp', element: <RsvpPage /> },
  { path: '/registry', element: <RegistryPage /> },
  { path: '/logistics', element: <LogisticsPage /> },
  { path: '/schedule', element: <SchedulePage /> },
  {
    path: '/admin',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AdminPage />
      </Suspense>
    ),
  },
  { path: '/polls', element: <PollsPage /> },
  { path: '/trivia', element: <TriviaPage /> },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      {PROTECTED_ROUTES.map(({ path, element }) => (
        <Route key={path} path={path} element={<ProtectedRoute path={path}>{element}</ProtectedRoute>} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
