// Bundled fonts (no font CDN): the script face for the couple's names, the serif for headings,
// and Lato for body text in regular and bold, the only weights the site's text asks for (medium
// falls back to regular, semibold to bold). Each family's files carry Latin-1 and Latin
// Extended-A (Spanish, and names such as "Łukasz" or "Dvořák"), split by unicode-range so the
// browser fetches a file only when the page shows one of its letters
// (tests/build/fonts.test.ts reads the built CSS and the fonts' own character maps).
import '@fontsource/great-vibes/400.css';
import '@fontsource/cormorant-garamond/400.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
// Chakra's reset, global styles and tokens, written when the app is built (web/chakraGlobalCss.ts).
import 'virtual:chakra-global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from 'react-router-dom';
import { App, loadChatbotLauncher } from './App';
import { preloadRoute } from './AppRoutes';
import { loadShared } from './apollo/DataBoundary';
import { loadSessionNavBar } from './components/nav/loadSessionNavBar';
import { initialSession } from './session/initialSession';
import { UiProvider } from './components/UiProvider';
import { loadCatalogPart } from './i18n/catalogParts';
import { activateLocale, i18n } from './i18n/i18n';
import { initialLocale } from './i18n/locale';
import { renderedPage } from './ssr/renderedPage';
import { weddingSystem } from './theme/system';

// Only the reader's language is downloaded, before the first render so no text flashes in
// another. A promise rather than top-level await: with it, the bundler splits shared code
// out of the entry into extra preloaded chunks. No ApolloProvider here: Apollo Client arrives
// as its own chunk after the first paint (apollo/DataBoundary.tsx), so the sign-in form never
// waits for it.
// A page sent to a signed-in party (api/src/web/page-html.ts) needs Apollo Client, the nav bar
// and its own chunk for its first screen: they start now, alongside the catalogue.
const me = initialSession()?.me;
const signedInCode = me
  ? Promise.all([loadShared(), loadSessionNavBar(), loadChatbotLauncher(), preloadRoute(window.location.pathname, me)]).catch(() => undefined)
  : Promise.resolve();

// A page the server rendered (api/src/web/server-render.ts) is taken over as it is, once its
// code and its catalogue parts are in, so the first render matches the HTML at once: a part of
// the page still waiting for its code when something above it changes would be thrown away and
// drawn again. Apollo's cache starts with the server's answers (apollo/shared.tsx). Any other
// page is rendered here.
const rendered = renderedPage();
const root = document.getElementById('root')!;

// Chakra's system is built in a task of its own while the texts and code below download, so a
// phone's longest task is not the modules' evaluation and this together (theme/system.ts).
setTimeout(weddingSystem);

void activateLocale(initialLocale())
  // Should a part fail to arrive, the page is still taken over (React redraws what differs).
  .then(() => rendered && Promise.all([signedInCode, ...rendered.parts.map((part) => loadCatalogPart(part))]).catch(() => undefined))
  .then(() => {
    const app = (
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <UiProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </UiProvider>
        </I18nProvider>
      </StrictMode>
    );
    // Not in a transition: taken over in slices, the page's parts were drawn anew and the main
    // thread was busy two to three times as long (Lighthouse's TBT, bench/results-web.md).
    if (rendered && root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
