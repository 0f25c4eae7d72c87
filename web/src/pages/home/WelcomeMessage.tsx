import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react';
import { GroupMessage } from '../../components/content/GroupMessage';
import { WelcomeMessageDocument } from './gql/graphql';

/** The guest group's welcomeMessage, under the landing hero. */
export function WelcomeMessage() {
  const { data } = useQuery(WelcomeMessageDocument);
  // On a phone the card keeps a margin from the screen's edges (it ran edge to edge).
  return (
    <Box px={{ base: '4', md: '0' }}>
      <GroupMessage html={data?.welcomeMessage} />
    </Box>
  );
}
