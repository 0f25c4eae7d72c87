import { useSession } from '../../session/useSession';
import { NavBar } from './NavBar';

/** The navigation bar, for signed-in parties only. */
export function SessionNavBar() {
  const { user } = useSession();
  return user ? <NavBar user={user} /> : null;
}
