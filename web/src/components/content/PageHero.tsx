import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The soft header every content page opens with, its title the page's one h1. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
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
      <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} fontWeight="medium" color="sage.800" lineHeight="1.1">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
