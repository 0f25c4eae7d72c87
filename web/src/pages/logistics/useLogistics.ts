import { useQuery } from '@apollo/client/react';
import { LogisticsPageDocument } from './gql/graphql';
import { useCurrentLocale } from '../../i18n/useT';
import { usePageVersion } from '../../session/pageVersion';
import { useSession } from '../../session/useSession';

/** The travel page's data for the caller's accommodation version, or the one an admin previews. */
export function useLogistics() {
  const { user } = useSession();
  const language = useCurrentLocale();
  const version = usePageVersion(user, 'logistics');
  const { data, previousData, error, loading } = useQuery(LogisticsPageDocument, { variables: { language, version: version.requested } });
  // While an admin's next preview loads, the last one stays on screen.
  const shown = data ?? previousData;
  return { data: shown ?? null, failed: !!error && !loading, version };
}
