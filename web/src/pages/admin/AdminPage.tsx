import { AccessDenied } from '../../components/AccessDenied';
import { MessageScreen } from '../../components/MessageScreen';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';

function AdminDashboard() {
  const t = useT();
  usePageTitle('admin.title');
  return <MessageScreen title={t('admin.title')} message={t('admin.comingSoon')} />;
}

/**
 * /admin, loaded as its own chunk so guests never download admin code. The role check
 * repeats ProtectedRoute's on purpose: the page must be safe even if mounted elsewhere.
 */
export default function AdminPage() {
  const { user } = useSession();
  return user?.isAdmin ? <AdminDashboard /> : <AccessDenied />;
}
