import { useQuery } from '@apollo/client/react';
import { StoryContentDocument } from './gql/graphql';
import { useCurrentLocale } from '../../i18n/useT';

/** The couple's story in the reader's language; fetched again when the language changes. */
export function useStory() {
  const language = useCurrentLocale();
  const { data, error, loading } = useQuery(StoryContentDocument, { variables: { language } });
  return { story: data?.storyContent ?? null, failed: !!error && !loading };
}
