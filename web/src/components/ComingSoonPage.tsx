import { Box, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { Flower2 } from 'lucide-react';
import { usePageTitle } from '../i18n/usePageTitle';
import { useT, type MessageId } from '../i18n/useT';

/** Placeholder for a page whose content is not built yet: its title and an honest note. */
export function ComingSoonPage({ titleId }: { titleId: MessageId }) {
  const t = useT();
  usePageTitle(titleId);
  return (
    <>
      <Box
        as="header"
        bg="linear-gradient(160deg, #f3f6ef 0%, #fcf5f3 60%, #fdfbf6 100%)"
        py={{ base: '16', md: '24' }}
        px="6"
        textAlign="center"
        borderBottomWidth="1px"
        borderColor="ivory.200"
      >
        <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} fontWeight="medium" color="sage.800">
          {t(titleId)}
        </Heading>
      </Box>
      <Container maxW="xl" py={{ base: '12', md: '16' }} px="6">
        <VStack gap="4" textAlign="center">
          <Box color="blush.400" aria-hidden="true">
            <Flower2 size={40} strokeWidth={1.25} />
          </Box>
          <Text fontSize="lg" color="fg.muted">
            {t('common.comingSoon')}
          </Text>
        </VStack>
      </Container>
    </>
  );
}
