import { ShieldAlert } from 'lucide-react';
import { MessageScreen } from '../../components/MessageScreen';
import { useSession } from '../../session/useSession';

/**
 * /admin, loaded as its own chunk so guests never download admin code. The role check
 * repeats ProtectedRoute's on purpose: the page must be safe even if mounted elsewhere.
 */
export default function AdminPage() {
  const { user } = useSession();
  if (!user?.isAdmin) {
    return (
      <MessageScreen
        title="Access Denied"
        message="You do not have permission to view this page."
        icon={<ShieldAlert size={40} strokeWidth={1.5} />}
      />
    );
  }
  return (
    <MessageScreen
      title="Admin Dashboard"
      message="The admin tools are coming soon. Please check back later!"
    />
  );
}
