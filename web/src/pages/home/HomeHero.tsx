import { preload } from 'react-dom';
import { Box, Heading, Spinner, Text, VStack } from '@chakra-ui/react';
import type { WeddingQuery } from './gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/useT';
import { useHeroImage } from '../../site-images/useHeroImage';
import { Separator } from '../../components/styled/Separator';

interface HomeHeroProps {
  wedding: WeddingQuery['wedding'] | null;
  loading: boolean;
  failed: boolean;
}

/** Full-screen opening: the couple's names in script, "Are getting married" and the date. */
export function HomeHero({ wedding, loading, failed }: HomeHeroProps) {
  const t = useT();
  const heroUrl = useHeroImage();
  const format = useFormat();
  // The backdrop is the page's largest paint but a stylesheet's background, which a browser
  // finds late: a page rendered on the server names it at the top of the HTML.
  preload(heroUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <Box
      as="section"
      aria-label={t('home.welcome')}
      position="relative"
      minH="calc(100dvh - 4rem)"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
      py="16"
      bgImage={`url("${heroUrl}")`}
      bgSize="cover"
      bgPos="center"
    >
      <VStack gap={{ base: '5', md: '6' }} textAlign="center" maxW="4xl">
        {loading && <Spinner size="lg" color="sage.500" role="status" aria-label={t('common.loading')} />}
        {wedding && (
          // The couple's names take the place of a names artwork, set in a script face.
          <Heading
            as="h1"
            fontFamily="script"
            fontWeight="normal"
            color="sage.800"
            fontSize={{ base: '5xl', sm: '6xl', md: '8xl' }}
            lineHeight="1.1"
            textShadow="0 2px 12px rgba(255,255,255,0.8)"
          >
            {wedding.coupleNames}
          </Heading>
        )}
        <Text
          textTransform="uppercase"
          letterSpacing="0.35em"
          fontSize={{ base: 'sm', md: 'md' }}
          color="blush.700"
        >
          {t('home.gettingMarried')}
        </Text>
        <Separator w="24" borderColor="gold.400" />
        {wedding && (
          <Text fontFamily="heading" fontSize={{ base: '2xl', md: '4xl' }} color="ink">
            {format.day(wedding.date)}
          </Text>
        )}
        {failed && !wedding && (
          <Text color="fg.muted">{t('home.loadFailed')}</Text>
        )}
      </VStack>
    </Box>
  );
}
