import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { AccessDenied } from '../components/AccessDenied';
import { AccessRestricted } from '../components/AccessRestricted';
import { PageSpinner } from '../components/PageSpinner';
import { canAccessPage, pageNameForPath } from './access';
import { useSession } from './useSession';

interface ProtectedRouteProps {
  /** The route's path, e.g. "/couple". */
  path: string;
  /** The page name checked against `allowedPages`; defaults to the path's name ("home" for "/"). */
  page?: string;
  children: ReactNode;
}

export function ProtectedRoute({ path, page, children }: ProtectedRouteProps) {
  const { loading, user } = useSession();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  const name = page ?? pageNameForPath(path);
  // Spec §2: the admin page has its own refusal ("Access Denied"), the others "Access Restricted".
  if (!canAccessPage(user, name)) return name === 'admin' ? <AccessDenied /> : <AccessRestricted />;
  return <>{children}</>;
}
