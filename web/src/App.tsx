import { Box } from '@chakra-ui/react';
import { AppRoutes } from './AppRoutes';
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
      {user && <NavBar user={user} />}
      <Box as="main" id="main">
        <AppRoutes />
      </Box>
    </>
  );
}
