import { Box, Center, Heading, Image, Text, VStack } from '@chakra-ui/react';
import defaultHeroUrl from '../../assets/hero-default.svg';
import logoUrl from '../../assets/logo.svg';
import { useSignedInRedirect } from '../../session/useSignedInRedirect';
import { LoginForm } from './LoginForm';

/**
 * /auth: the public sign-in screen. It paints at once, without waiting for the session;
 * a party that turns out to be signed in already is then sent home.
 */
export function AuthPage() {
  useSignedInRedirect('/');

  return (
    <Center
      minH="100dvh"
      px="4"
      py={{ base: '8', md: '12' }}
      // Site images from the server come later; until then the built-in hero is the backdrop.
      bgImage={`url("${defaultHeroUrl}")`}
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
        <VStack gap="3" textAlign="center" mb="8">
          <Image src={logoUrl} alt="Wedding logo" boxSize={{ base: '24', md: '28' }} />
          <Heading as="h1" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="medium" color="sage.800">
            Welcome
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            Please enter your last name and ZIP code to access the site
          </Text>
        </VStack>
        <LoginForm />
      </Box>
    </Center>
  );
}
