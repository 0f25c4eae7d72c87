import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { activateLocale } from './i18n';
import { localeFromSearch, searchWithoutLang, type Locale } from './locale';
import { useCurrentLocale } from './useT';

/** The current language and the reader's way to change it (the language switch). */
export function useLocale() {
  const locale = useCurrentLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const setLocale = useCallback(
    async (next: Locale) => {
      // A `?lang=` left in the address would undo this choice on the next reload.
      if (localeFromSearch(search)) navigate({ pathname, search: searchWithoutLang(search), hash }, { replace: true });
      await activateLocale(next);
    },
    [navigate, pathname, search, hash],
  );

  return { locale, setLocale };
}

/** `?lang=es` on any link inside the site switches the language too, not only on first load. */
export function useLanguageFromUrl() {
  const { search } = useLocation();
  const current = useCurrentLocale();
  const wanted = localeFromSearch(search);
  useEffect(() => {
    if (wanted && wanted !== current) void activateLocale(wanted);
  }, [wanted, current]);
}
