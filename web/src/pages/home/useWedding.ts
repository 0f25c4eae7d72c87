import { useQuery } from '@apollo/client/react';
import { WeddingDocument } from './gql/graphql';

/** The wedding's facts (couple, date, country), fetched once and then read from the cache. */
export function useWedding() {
  const { data, loading, error } = useQuery(WeddingDocument);
  return { wedding: data?.wedding ?? null, loading, error };
}
