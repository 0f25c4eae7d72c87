import { Box, Heading, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import { useMealName } from '../rsvp-options/useMealName';
import { mealLines, type Statistics } from './statisticsLists';

/** How many attending guests chose each meal, and how many have not chosen yet; nothing when no meals are offered. */
export function MealCounts({ meals }: { meals: Statistics['meals'] }) {
  const t = useT();
  const mealName = useMealName();
  const lines = mealLines(meals);
  if (lines.length === 0) return null;
  return (
    <Box>
      <Heading as="h3" fontSize="lg" fontWeight="medium" color="sage.800" mb="2">
        {t('admin.statistics.meals')}
      </Heading>
      <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0">
        {lines.map(({ meal, count }) => (
          <Box as="li" key={meal ?? ''} px="3" py="1" rounded="full" bg="ivory.50" borderWidth="1px" borderColor="ivory.200">
            <Text as="span" fontSize="sm">
              {t('admin.statistics.mealCount', { meal: meal === null ? t('admin.statistics.mealNotChosen') : mealName(meal), count })}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
