import { Box, Center, Heading, Image, Text, VStack } from '@chakra-ui/react';
import logoUrl from '../../assets/logo.svg';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { useHeroImage } from '../../site-images/useHeroImage';
import { useSignedInRedirect } from '../../session/useSignedInRedirect';
import { LoginForm } from './LoginForm';

/**
 * /auth: the public sign-in screen. It paints at once, without waiting for the session;
 * a party that turns out to be signed in already is then sent home.
 */
export function AuthPage() {
  const t = useT();
  const heroUrl = useHeroImage();
  usePageTitle('auth.pageTitle');
  useSignedInRedirect('/');

  return (
    <Center
      minH="100dvh"
      px="4"
      py={{ base: '8', md: '12' }}
      // The couple's hero comes after the first paint; until then the built-in one is the backdrop.
      bgImage={`url("${heroUrl}")`}
      bgSize="cover"
      bgPos="center"
    >
      <Box
        w="full"
        maxW="md"
        bg="rgba(255, 255, 255, 0.9)"
        backdropFilter="blur(6px)"
        rounded="3xl"
        shadow="xl"
        borderWidth="1px"
        borderColor="ivory.200"
        px={{ base: '6', md: '10' }}
        py={{ base: '8', md: '10' }}
      >
        <Box display="flex" justifyContent="flex-end" mt={{ base: '-4', md: '-6' }} mr={{ base: '-2', md: '-6' }}>
          <LanguageSwitch />
        </Box>
        <VStack gap="3" textAlign="center" mb="8">
          <Image src={logoUrl} alt={t('auth.logoAlt')} boxSize={{ base: '24', md: '28' }} />
          <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="medium" color="sage.800">
            {t('auth.title')}
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            {t('auth.subtitle')}
          </Text>
        </VStack>
        <LoginForm />
      </Box>
    </Center>
  );
}
