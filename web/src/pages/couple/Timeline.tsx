import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { RichText } from '../../components/content/RichText';
import { useT } from '../../i18n/useT';
import { useStory } from './useStory';

/** "Our Journey Together": the couple's milestones, oldest first, on a vertical line. */
export function Timeline() {
  const t = useT();
  const { story } = useStory();
  if (!story?.timeline.length) return null;
  return (
    <Box as="section" aria-labelledby="journey-heading">
      <Heading as="h2" id="journey-heading" textAlign="center" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="medium" color="sage.800" mb="8">
        {t('couple.journey')}
      </Heading>
      <chakra.ol listStyleType="none" m="0" p="0" borderInlineStartWidth="2px" borderColor="blush.200" ms={{ base: '3', md: '6' }}>
        {story.timeline.map((entry, i) => (
          <chakra.li key={i} position="relative" ps={{ base: '6', md: '10' }} pb="8">
            <Box position="absolute" left="-9px" top="1" boxSize="4" rounded="full" bg="blush.400" borderWidth="3px" borderColor="ivory.50" aria-hidden="true" />
            <Stack gap="2">
              <Text fontSize="sm" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase" color="sage.700">
                {entry.season} {entry.year}
              </Text>
              <Heading as="h3" fontSize="xl" fontWeight="semibold" color="sage.800">
                {entry.title}
              </Heading>
              <RichText html={entry.text} />
            </Stack>
          </chakra.li>
        ))}
      </chakra.ol>
    </Box>
  );
}
