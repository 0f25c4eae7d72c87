import { Center, Spinner } from '@chakra-ui/react';
import { useT } from '../i18n/useT';

/** Full-height loading indicator for a whole screen. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center minH="60vh" role="status" aria-label={label ?? t('common.loading')}>
      <Spinner size="xl" color="sage.500" borderWidth="3px" />
    </Center>
  );
}
