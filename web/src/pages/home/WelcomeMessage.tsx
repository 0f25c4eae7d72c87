import { useQuery } from '@apollo/client/react';
import { GroupMessage } from '../../components/content/GroupMessage';
import { WelcomeMessageDocument } from '../../gql/graphql';

/** The guest group's welcomeMessage, under the landing hero. */
export function WelcomeMessage() {
  const { data } = useQuery(WelcomeMessageDocument);
  return <GroupMessage html={data?.welcomeMessage} />;
}
