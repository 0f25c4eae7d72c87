import type { ReactNode } from 'react';
import { Box, Button, Card, Heading, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { ListChecks, Sparkles } from 'lucide-react';
import { RouterLink } from '../../components/nav/RouterLink';
import { useT } from '../../i18n/useT';
import { CardRoot } from '../../components/styled/CardRoot';

interface ParticipateCardProps {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

function ParticipateCard({ title, description, to, icon }: ParticipateCardProps) {
  const t = useT();
  return (
    <CardRoot
      as="article"
      bg="white"
      borderColor="ivory.200"
      rounded="2xl"
      shadow="md"
      textAlign="center"
      transition="transform 0.2s ease, box-shadow 0.2s ease"
      _hover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
    >
      <Card.Body alignItems="center" gap="4" py="10" px="8">
        <Box color="blush.500" aria-hidden="true">
          {icon}
        </Box>
        <Card.Title as="h3" fontFamily="heading" fontSize="3xl" fontWeight="medium" color="sage.800">
          {title}
        </Card.Title>
        <Card.Description fontSize="md">{description}</Card.Description>
      </Card.Body>
      <Card.Footer justifyContent="center" pb="10">
        <Button asChild colorPalette="blush" rounded="full" px="8" size="lg">
          <RouterLink to={to}>{t('home.participate')}</RouterLink>
        </Button>
      </Card.Footer>
    </CardRoot>
  );
}

/** Closing section: polls and trivia, each on its own card, for the parties that may open them. */
export function CelebrationSection({ polls, trivia }: { polls: boolean; trivia: boolean }) {
  const t = useT();
  if (!polls && !trivia) return null;
  return (
    <Box
      as="section"
      aria-label={t('home.celebration')}
      px="6"
      py={{ base: '20', md: '28' }}
      bg="linear-gradient(180deg, #fdfbf6 0%, #f7e6e1 100%)"
    >
      <VStack gap={{ base: '10', md: '14' }} maxW="5xl" mx="auto">
        <Heading as="h2" textAlign="center" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="medium" color="sage.800">
          {t('home.celebration')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" w="full">
          {polls && (
            <ParticipateCard
              title={t('home.polls')}
              description={t('home.pollsDescription')}
              to="/polls"
              icon={<ListChecks size={44} strokeWidth={1.5} />}
            />
          )}
          {trivia && (
            <ParticipateCard
              title={t('home.trivia')}
              description={t('home.triviaDescription')}
              to="/trivia"
              icon={<Sparkles size={44} strokeWidth={1.5} />}
            />
          )}
        </SimpleGrid>
      </VStack>
    </Box>
  );
}
