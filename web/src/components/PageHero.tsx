import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The soft header every guest page opens with: its title is the page's one h1, an intro may follow. */
export function PageHero({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <Box
      as="header"
      bg="linear-gradient(160deg, #f3f6ef 0%, #fcf5f3 60%, #fdfbf6 100%)"
      py={{ base: '12', md: '20' }}
      px="6"
      textAlign="center"
      borderBottomWidth="1px"
      borderColor="ivory.200"
    >
      <Stack gap="4" align="center" maxW="2xl" mx="auto">
        <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} fontWeight="medium" color="sage.800" lineHeight="1.1">
          {title}
        </Heading>
        {intro && (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Box>
  );
}
