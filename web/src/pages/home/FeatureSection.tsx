import type { ReactNode } from 'react';
import { Box, Button, chakra, Heading, Text, VStack } from '@chakra-ui/react';
import { RouterLink } from '../../components/nav/RouterLink';
import { useT } from '../../i18n/useT';
import type { SectionPhoto } from './useSectionPhotos';

interface FeatureSectionProps {
  title: string;
  description?: string;
  to: string;
  icon: ReactNode;
  background: string;
  /** The section's photo, full-bleed behind the panel (issue 20 §6). */
  photo?: SectionPhoto;
}

/**
 * One full-screen invitation to another part of the site, with an "Explore" button. The photo
 * fills the screen and is loaded only when scrolled near; the heading and button sit on an
 * opaque ivory panel over it, so they read (and axe measures their contrast) whatever the photo.
 */
export function FeatureSection({ title, description, to, icon, background, photo }: FeatureSectionProps) {
  const t = useT();
  return (
    <Box
      as="section"
      aria-label={title}
      position="relative"
      overflow="hidden"
      minH="100dvh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px={{ base: '4', sm: '6' }}
      py="20"
      background={background}
    >
      {photo && (
        <chakra.img
          key={photo.url}
          src={photo.url}
          srcSet={photo.srcSet || undefined}
          sizes={photo.srcSet ? '100vw' : undefined}
          alt=""
          loading="lazy"
          decoding="async"
          data-section-photo=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
        />
      )}
      {/* A soft veil evens out busy photos around the panel. */}
      {photo && <Box position="absolute" inset="0" bg="linear-gradient(180deg, rgba(253,251,246,0.15) 0%, rgba(253,251,246,0.45) 100%)" aria-hidden="true" />}
      <VStack
        position="relative"
        gap="6"
        textAlign="center"
        maxW="2xl"
        w={{ base: 'full', sm: 'auto' }}
        bg="ivory.50"
        rounded="3xl"
        shadow="lg"
        px={{ base: '6', md: '14' }}
        py={{ base: '10', md: '12' }}
      >
        <Box color="sage.600" aria-hidden="true">
          {icon}
        </Box>
        <Heading as="h2" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.15" fontWeight="medium" color="sage.800" overflowWrap="anywhere">
          {title}
        </Heading>
        {description && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {description}
          </Text>
        )}
        <Button
          asChild
          size="xl"
          colorPalette="sage"
          rounded="full"
          px="10"
          letterSpacing="wider"
          textTransform="uppercase"
          fontSize="sm"
        >
          <RouterLink to={to}>{t('home.explore')}</RouterLink>
        </Button>
      </VStack>
    </Box>
  );
}
