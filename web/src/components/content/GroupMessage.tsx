import { Box } from '@chakra-ui/react';
import { RichText } from './RichText';

/** A guest group's own words (welcome, travel or registry note): shown only when the group has one. */
export function GroupMessage({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  return (
    <Box maxW="2xl" mx="auto" my={{ base: '6', md: '8' }} px={{ base: '5', md: '8' }} py="6" bg="blush.50" borderWidth="1px" borderColor="blush.100" rounded="2xl" textAlign="center" fontSize="lg">
      <RichText html={html} />
    </Box>
  );
}
