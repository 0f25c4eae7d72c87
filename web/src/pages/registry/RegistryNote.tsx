import { useQuery } from '@apollo/client/react';
import { GroupMessage } from '../../components/content/GroupMessage';
import { RegistryNoteDocument } from './gql/graphql';

/** The guest group's customRegistry note, above the gifts. */
export function RegistryNote() {
  const { data } = useQuery(RegistryNoteDocument);
  return <GroupMessage html={data?.registryNote} />;
}
