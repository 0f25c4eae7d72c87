import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorDetails } from '../../apollo/errors';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { useLogout } from '../../session/useLogout';
import { focusablesIn, keepTabWithin } from '../a11y/focus';
import { notify } from '../toaster';

/**
 * Mobile-menu state (closed again on every navigation) and the logout action. While the menu
 * is open it covers the page, so Tab cycles through the toggle and the menu's items, Escape
 * closes it and gives focus back to the toggle, and focus leaving the bar closes it.
 */
export function useNavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout, loading: loggingOut } = useLogout();
  const t = useT();
  const errorText = useErrorText();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      } else if (event.key === 'Tab' && toggleRef.current) {
        keepTabWithin(event, [toggleRef.current, ...focusablesIn(menuRef.current)]);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const toggleMenu = useCallback(() => setMenuOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const onBarBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next)) setMenuOpen(false);
  }, []);

  const onLogout = useCallback(async () => {
    try {
      await logout();
      navigate('/auth', { replace: true });
    } catch (error) {
      notify.error({ title: t('nav.logoutFailed'), description: errorText(errorDetails(error)) });
    }
  }, [logout, navigate, t, errorText]);

  return { menuOpen, toggleMenu, closeMenu, onBarBlur, toggleRef, menuRef, onLogout, loggingOut };
}
