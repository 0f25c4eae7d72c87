import { Center, Spinner } from '@chakra-ui/react';

/** Full-height loading indicator for a whole screen. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="60vh" role="status" aria-label={label}>
      <Spinner size="xl" color="sage.500" borderWidth="3px" />
    </Center>
  );
}
