import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClientLoader } from '../apollo/DataBoundary';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint';

/**
 * For the sign-in page, which paints before the session is known: the session is asked
 * for once the form is on screen, and a party that is already signed in goes to `to`.
 * A failed request leaves the visitor where they are, on the sign-in form.
 */
export function useSignedInRedirect(to: string) {
  const loadClient = useClientLoader();
  const navigate = useNavigate();
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    let active = true;
    // The Me query's document comes with the client, not in the first download (see useLogin).
    Promise.all([loadClient(), import('../gql/graphql')])
      .then(([client, { MeDocument }]) => client.query({ query: MeDocument }))
      .then(({ data }) => {
        if (active && data?.me) navigate(to, { replace: true });
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [painted, loadClient, navigate, to]);
}
