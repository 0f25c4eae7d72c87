import { Box, Flex, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import { clampPercent } from './statisticsLists';

/** Spec §2: the rounded percentage of guests who responded, as a labelled progress bar. */
export function ResponseRateBar({ rate }: { rate: number }) {
  const t = useT();
  const value = clampPercent(rate);
  const percent = t('admin.statistics.percent', { value });
  return (
    <Box>
      <Flex justify="space-between" mb="1.5" fontWeight="medium" color="sage.800">
        <Text id="response-rate-label">{t('admin.statistics.responseRate')}</Text>
        <Text aria-hidden="true">{percent}</Text>
      </Flex>
      <Box
        role="progressbar"
        aria-labelledby="response-rate-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={percent}
        h="3"
        bg="sage.100"
        borderWidth="1px"
        borderColor="sage.500"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" w={`${value}%`} bg="sage.600" transition="width 0.3s" />
      </Box>
    </Box>
  );
}
