import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { AppRoutes } from './AppRoutes';
import { DataBoundary } from './apollo/DataBoundary';
import { RouteFocus } from './components/a11y/RouteFocus';
import { MAIN_ID } from './components/a11y/focus';
import { lazyNamed, loader } from './components/lazyNamed';
import { loadSessionNavBar } from './components/nav/loadSessionNavBar';
import { NavBarPlaceholder } from './components/nav/NavBarPlaceholder';
import { signedInAtLoad } from './session/initialSession';
import { ScrollToTop } from './components/ScrollToTop';
import { useLanguageFromUrl } from './i18n/useLocale';
import { whenTakenOver } from './ssr/takenOver';

// Needs the session, so it arrives with Apollo Client after the first paint (see AppRoutes).
const SessionNavBar = lazyNamed(loadSessionNavBar, 'SessionNavBar');
// The assistant's button, when the couple has switched it on; not part of the first download.
export const loadChatbotLauncher = loader(() => import('./pages/chatbot/ChatbotLauncher'));
const ChatbotLauncher = lazyNamed(loadChatbotLauncher, 'ChatbotLauncher');

/** The page frame: the skip link and nav bar for signed-in parties above the routed screen. */
export function App() {
  useLanguageFromUrl();
  // Says the app has taken the page over: a page rendered on the server shows its buttons before
  // their code runs, and its parts are taken over after this frame (ssr/takenOver.ts). The
  // browser tests wait for it after each page load (tests/e2e/browser.ts), as a reader's next
  // tap would.
  useEffect(() => {
    let unmounted = false;
    void whenTakenOver(document.getElementById('root')).then(() => {
      if (!unmounted) document.documentElement.dataset.app = 'ready';
    });
    return () => {
      unmounted = true;
    };
  }, []);
  return (
    <>
      <ScrollToTop />
      <RouteFocus />
      {/* A page sent to a signed-in party holds the bar's place until it arrives: nothing below moves. */}
      <DataBoundary fallback={signedInAtLoad() ? <NavBarPlaceholder /> : null}>
        <SessionNavBar />
      </DataBoundary>
      {/* Focusable by script only (skip link, route changes); a container needs no ring. */}
      <Box as="main" id={MAIN_ID} tabIndex={-1} _focus={{ outline: 'none' }}>
        <AppRoutes />
      </Box>
      <DataBoundary fallback={null}>
        <ChatbotLauncher />
      </DataBoundary>
    </>
  );
}
