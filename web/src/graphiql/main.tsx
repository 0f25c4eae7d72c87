import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import 'graphiql/style.css';

// A plain same-origin fetcher: the session cookie rides along, and nothing is loaded
// from a CDN, so the playground works on an offline network.
const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return response.json();
};

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} />
  </StrictMode>,
);
