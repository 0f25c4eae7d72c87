import { Box, chakra, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';
import { PollCard } from './PollCard';
import { usePolls } from './usePolls';

/** /polls: "Wedding Polls" (spec §2 "Polls"): one card per active poll; vote once, then see the results. */
export function PollsPage() {
  return useCatalogPart('polls') ? <Polls /> : <PageSpinner />;
}

function Polls() {
  const t = useT();
  usePageTitle('page.polls');
  const session = useSession();
  const signedIn = !!session.user;
  const { view, polls, voting, vote } = usePolls(signedIn);

  return (
    <>
      <Box
        as="header"
        bg="linear-gradient(160deg, #f3f6ef 0%, #fcf5f3 60%, #fdfbf6 100%)"
        py={{ base: '12', md: '16' }}
        px="6"
        textAlign="center"
        borderBottomWidth="1px"
        borderColor="ivory.200"
      >
        <Stack gap="4" align="center" maxW="2xl" mx="auto">
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} fontWeight="medium" color="sage.800" lineHeight="1.1">
            {t('page.polls')}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {t('polls.intro')}
          </Text>
        </Stack>
      </Box>
      <Container maxW="3xl" py={{ base: '8', md: '12' }} px={{ base: '3', sm: '6' }}>
        {session.loading ? (
          <PageSpinner />
        ) : !signedIn ? (
          <Text textAlign="center" fontSize="lg" color="fg.muted">
            {t('polls.logIn')}
          </Text>
        ) : view === 'loading' ? (
          <Text role="status" textAlign="center" fontSize="lg" color="fg.muted">
            {t('polls.loading')}
          </Text>
        ) : view === 'failed' ? (
          <Text role="alert" textAlign="center" fontSize="lg" color="fg.muted">
            {t('polls.loadFailed')}
          </Text>
        ) : view === 'empty' ? (
          <Text textAlign="center" fontSize="lg" color="fg.muted">
            {t('polls.empty')}
          </Text>
        ) : (
          <chakra.ul aria-label={t('polls.list')} listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="6">
            {polls.map((poll) => (
              <PollCard key={poll.id} poll={poll} voting={voting === poll.id} onVote={vote} />
            ))}
          </chakra.ul>
        )}
      </Container>
    </>
  );
}
