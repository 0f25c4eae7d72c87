import { Text } from '@chakra-ui/react';
import { PageSpinner } from '../PageSpinner';

/** While a content page's texts load: a spinner; when they failed: the page's own message. */
export function LoadState({ failed, message }: { failed: boolean; message: string }) {
  return failed ? (
    <Text role="alert" textAlign="center" fontSize="lg" color="fg.muted" py="12">
      {message}
    </Text>
  ) : (
    <PageSpinner />
  );
}
