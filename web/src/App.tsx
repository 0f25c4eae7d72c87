import { Box } from '@chakra-ui/react';
import { AppRoutes } from './AppRoutes';
import { DataBoundary } from './apollo/DataBoundary';
import { lazyNamed } from './components/lazyNamed';
import { ScrollToTop } from './components/ScrollToTop';

// Needs the session, so it arrives with Apollo Client after the first paint (see AppRoutes).
const SessionNavBar = lazyNamed(() => import('./components/nav/SessionNavBar'), 'SessionNavBar');

/** The page frame: the nav bar for signed-in parties above the routed screen. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <DataBoundary fallback={null}>
        <SessionNavBar />
      </DataBoundary>
      <Box as="main" id="main">
        <AppRoutes />
      </Box>
    </>
  );
}
