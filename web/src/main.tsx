// Bundled fonts (no font CDN): the script face for the couple's names, the serif for headings.
import '@fontsource/great-vibes/400.css';
import '@fontsource/cormorant-garamond/400.css';
import '@fontsource/cormorant-garamond/600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createApolloClient } from './apollo/client';
import { UiProvider } from './components/UiProvider';
import { activateLocale, i18n } from './i18n/i18n';
import { initialLocale } from './i18n/locale';

const client = createApolloClient();
// Only the reader's language is downloaded, before the first render so no text flashes in
// another. A promise rather than top-level await: with it, the bundler splits shared code
// out of the entry into extra preloaded chunks.
void activateLocale(initialLocale()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ApolloProvider client={client}>
        <I18nProvider i18n={i18n}>
          <UiProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </UiProvider>
        </I18nProvider>
      </ApolloProvider>
    </StrictMode>,
  );
});
