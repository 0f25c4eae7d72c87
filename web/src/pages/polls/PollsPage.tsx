import { chakra, Container, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { usePageTitle } from '../../i18n/usePageTitle';
import { PageHero } from '../../components/PageHero';
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
      <PageHero title={t('page.polls')} intro={t('polls.intro')} />
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
