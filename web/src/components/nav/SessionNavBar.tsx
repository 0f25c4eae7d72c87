import { useSession } from '../../session/useSession';
import { SkipLink } from '../a11y/SkipLink';
import { NavBar } from './NavBar';

/** The skip link and the navigation bar, for signed-in parties only. */
export function SessionNavBar() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <SkipLink />
      <NavBar user={user} />
    </>
  );
}
