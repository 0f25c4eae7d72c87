import { Box, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';

/** The note to type with the payment, set apart so it is easy to copy. */
export function NoteBox({ note }: { note: string }) {
  const t = useT();
  return (
    <Box bg="ivory.100" borderWidth="1px" borderColor="ivory.200" rounded="lg" px="4" py="3">
      <Text fontSize="sm" color="fg.muted">
        {t('registry.includeNote')}
      </Text>
      <Text fontWeight="semibold" color="ink" overflowWrap="anywhere">
        {note}
      </Text>
    </Box>
  );
}
