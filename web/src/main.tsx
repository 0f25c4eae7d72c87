// Bundled fonts (no font CDN): the script face for the couple's names, the serif for headings.
import '@fontsource/great-vibes/400.css';
import '@fontsource/cormorant-garamond/400.css';
import '@fontsource/cormorant-garamond/600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createApolloClient } from './apollo/client';
import { UiProvider } from './components/UiProvider';

const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <UiProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </UiProvider>
    </ApolloProvider>
  </StrictMode>,
);
