import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { useCurrentLocale } from '../../../i18n/useT';
import { AdminDashboardDocument } from '../gql/graphql';

/**
 * A meal as the couple reads it in the dashboard's language. Answers store the English name (the
 * key the statistics and filters count by); the Spanish one comes from the couple's own RSVP
 * options, already in the dashboard's query: `cache-only`, so a row never asks the server.
 */
export function useMealName(): (meal: string) => string {
  const locale = useCurrentLocale();
  const { data } = useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-only' });
  const options = data?.rsvpOptions;
  return useCallback(
    (meal: string) => {
      if (locale !== 'es' || !options) return meal;
      const i = options.mealOptions.indexOf(meal);
      return (i >= 0 && options.mealOptionsEs[i]) || meal;
    },
    [locale, options],
  );
}
