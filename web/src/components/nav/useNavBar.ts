import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorDetails } from '../../apollo/errors';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { useLogout } from '../../session/useLogout';
import { notify } from '../toaster';

/** Mobile-menu state (closed again on every navigation) and the logout action. */
export function useNavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout, loading: loggingOut } = useLogout();
  const t = useT();
  const errorText = useErrorText();

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const onLogout = useCallback(async () => {
    try {
      await logout();
      navigate('/auth', { replace: true });
    } catch (error) {
      notify.error({ title: t('nav.logoutFailed'), description: errorText(errorDetails(error)) });
    }
  }, [logout, navigate, t, errorText]);

  return { menuOpen, toggleMenu, closeMenu, onLogout, loggingOut };
}
