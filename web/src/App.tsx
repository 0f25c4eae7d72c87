import { Box } from '@chakra-ui/react';
import { AppRoutes } from './AppRoutes';
import { RouteFocus } from './components/a11y/RouteFocus';
import { SkipLink } from './components/a11y/SkipLink';
import { MAIN_ID } from './components/a11y/focus';
import { NavBar } from './components/nav/NavBar';
import { ScrollToTop } from './components/ScrollToTop';
import { useLanguageFromUrl } from './i18n/useLocale';
import { useSession } from './session/useSession';

/** The page frame: the nav bar for signed-in parties above the routed screen. */
export function App() {
  const { user } = useSession();
  useLanguageFromUrl();
  return (
    <>
      <ScrollToTop />
      <RouteFocus />
      {user && <SkipLink />}
      {user && <NavBar user={user} />}
      {/* Focusable by script only (skip link, route changes); a container needs no ring. */}
      <Box as="main" id={MAIN_ID} tabIndex={-1} _focus={{ outline: 'none' }}>
        <AppRoutes />
      </Box>
    </>
  );
}
