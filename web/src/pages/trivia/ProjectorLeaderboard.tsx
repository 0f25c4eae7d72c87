import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { RouterLink } from '../../components/nav/RouterLink';
import { useT } from '../../i18n/useT';
import { Leaderboard } from './Leaderboard';
import { LEADERBOARD_EMOJI } from './triviaResults';

/**
 * /trivia?display=leaderboard: the leaderboard alone, over the whole window in large type, for a
 * projector at the dinner. It refreshes itself like the tab does; nobody needs to touch it.
 * It covers the site's navigation, so that is made inert meanwhile: no keyboard focus hidden
 * behind it, and screen readers read only what shows.
 */
export function ProjectorLeaderboard({ partyId }: { partyId: number | null }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    headingRef.current?.focus();
    return () => app?.removeAttribute('inert');
  }, []);
  return createPortal(
    <Box as="section" aria-labelledby="trivia-projector-title" position="fixed" inset="0" zIndex="overlay" bg="ivory.50" overflowY="auto" px={{ base: '4', md: '12' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '6', md: '10' }} maxW="7xl" mx="auto">
        <Heading as="h1" ref={headingRef} tabIndex={-1} outline="none" id="trivia-projector-title" textAlign="center" fontSize={{ base: '4xl', md: '6xl', xl: '7xl' }} fontWeight="medium" color="sage.800">
          <span aria-hidden="true">{LEADERBOARD_EMOJI} </span>
          {t('trivia.leaderboardTab')}
        </Heading>
        <Leaderboard partyId={partyId} large />
        <Text textAlign="center" color="fg.muted" fontSize={{ base: 'md', md: 'xl' }}>
          {t('trivia.live')}{' '}
          <Link asChild color="sage.800" textDecoration="underline">
            <RouterLink to="/trivia">{t('trivia.projectorExit')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Box>,
    document.body,
  );
}
