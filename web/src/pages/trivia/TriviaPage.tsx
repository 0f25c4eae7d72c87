import { Suspense, useState } from 'react';
import { chakra, Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../components/nav/RouterLink';
import { usePreloadWhenIdle } from '../../components/lazyWhenIdle';
import { PageSpinner } from '../../components/PageSpinner';
import { useCatalogPart } from '../../i18n/catalogParts';
import { usePageTitle } from '../../i18n/usePageTitle';
import { PageHero } from '../../components/PageHero';
import { useT } from '../../i18n/useT';
import { useSession } from '../../session/useSession';
import { LazyLeaderboard, LazyProjectorLeaderboard, LazyResultOverlay, loadLeaderboard, loadResultOverlay } from './lazyParts';
import { TriviaQuestionCard } from './TriviaQuestionCard';
import { LEADERBOARD_EMOJI, QUESTIONS_EMOJI } from './triviaResults';
import { TriviaTabs } from './TriviaTabs';
import { useTriviaQuestions } from './useTriviaQuestions';

type Tab = 'questions' | 'leaderboard';

/** /trivia: "Wedding Trivia" (spec §2 "Trivia"): questions and leaderboard in two tabs; ?display=leaderboard for a projector. */
export function TriviaPage() {
  return useCatalogPart('trivia') ? <Trivia /> : <PageSpinner />;
}

function Trivia() {
  const t = useT();
  usePageTitle('page.trivia');
  const session = useSession();
  const [params] = useSearchParams();
  const partyId = session.user?.id ?? null;
  if (params.get('display') === 'leaderboard' && partyId !== null) return (
      <Suspense fallback={<PageSpinner />}>
        <LazyProjectorLeaderboard partyId={partyId} />
      </Suspense>
    );

  return (
    <>
      <PageHero title={t('page.trivia')} intro={t('trivia.intro')} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }} px={{ base: '3', sm: '6' }}>
        {session.loading ? (
          <PageSpinner />
        ) : partyId === null ? (
          <Text textAlign="center" fontSize="lg" color="fg.muted">
            {t('trivia.logIn')}
          </Text>
        ) : (
          <SignedInTrivia partyId={partyId} />
        )}
      </Container>
    </>
  );
}

function SignedInTrivia({ partyId }: { partyId: number }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('questions');
  const trivia = useTriviaQuestions(true);
  usePreloadWhenIdle(loadLeaderboard, loadResultOverlay);
  const tabs = [
    { id: 'questions', label: t('trivia.questionsTab') },
    { id: 'leaderboard', label: t('trivia.leaderboardTab') },
  ] as const;
  const emoji = tab === 'questions' ? QUESTIONS_EMOJI : LEADERBOARD_EMOJI;

  return (
    <TriviaTabs label={t('trivia.tabs')} tabs={tabs} selected={tab} onSelect={setTab}>
      <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="medium" color="sage.800" mb="6" textAlign="center">
        <span aria-hidden="true">{emoji} </span>
        {tab === 'questions' ? t('trivia.questionsTab') : t('trivia.leaderboardTab')}
      </Heading>
      {tab === 'leaderboard' ? (
        <Stack gap="4">
          {/* Until its code has come: the spinner the leaderboard shows while it reads the board. */}
          <Suspense fallback={<Spinner color="sage.600" role="status" aria-label={t('trivia.leaderboardLoading')} />}>
            <LazyLeaderboard partyId={partyId} />
          </Suspense>
          <Text color="fg.muted" fontSize="sm" textAlign="center">
            {t('trivia.live')}{' '}
            <Link asChild color="sage.800" textDecoration="underline">
              <RouterLink to="/trivia?display=leaderboard">{t('trivia.projector')}</RouterLink>
            </Link>
          </Text>
        </Stack>
      ) : trivia.view === 'loading' ? (
        <Text role="status" textAlign="center" fontSize="lg" color="fg.muted">
          {t('trivia.loading')}
        </Text>
      ) : trivia.view === 'failed' ? (
        <Text role="alert" textAlign="center" fontSize="lg" color="fg.muted">
          {t('trivia.loadFailed')}
        </Text>
      ) : trivia.view === 'empty' ? (
        <Text textAlign="center" fontSize="lg" color="fg.muted">
          {t('trivia.empty')}
        </Text>
      ) : (
        <chakra.ul aria-label={t('trivia.list')} listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="6">
          {trivia.questions.map((question) => (
            <TriviaQuestionCard key={question.id} question={question} answering={trivia.answering === question.id} onAnswer={trivia.answer} />
          ))}
        </chakra.ul>
      )}
      {trivia.result && (
        <Suspense fallback={null}>
          <LazyResultOverlay result={trivia.result} onClose={trivia.dismissResult} />
        </Suspense>
      )}
    </TriviaTabs>
  );
}
