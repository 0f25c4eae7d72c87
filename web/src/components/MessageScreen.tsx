import type { ReactNode } from 'react';
import { Box, Container, Heading, Text, VStack } from '@chakra-ui/react';

interface MessageScreenProps {
  title: string;
  message: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** A centred title and sentence, used for access, not-found and coming-soon screens. */
export function MessageScreen({ title, message, icon, children }: MessageScreenProps) {
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }} px="6">
      <VStack
        gap="4"
        textAlign="center"
        bg="white"
        borderWidth="1px"
        borderColor="ivory.200"
        rounded="2xl"
        shadow="sm"
        px={{ base: '6', md: '10' }}
        py={{ base: '10', md: '14' }}
      >
        {icon && (
          <Box color="sage.500" aria-hidden="true">
            {icon}
          </Box>
        )}
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="medium" color="sage.800">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {message}
        </Text>
        {children}
      </VStack>
    </Container>
  );
}
