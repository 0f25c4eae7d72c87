import type { ReactNode } from 'react';
import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/useT';

interface FeatureSectionProps {
  title: string;
  description?: string;
  to: string;
  icon: ReactNode;
  background: string;
}

/** One full-screen invitation to another part of the site, with an "Explore" button. */
export function FeatureSection({ title, description, to, icon, background }: FeatureSectionProps) {
  const t = useT();
  return (
    <Box
      as="section"
      aria-label={title}
      minH="100dvh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
      py="20"
      background={background}
    >
      <VStack gap="6" textAlign="center" maxW="2xl">
        <Box color="sage.600" aria-hidden="true">
          {icon}
        </Box>
        <Heading as="h2" fontSize={{ base: '4xl', md: '6xl' }} fontWeight="medium" color="sage.800">
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
