import { Box, Text } from '@chakra-ui/react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { rowErrorDetails, type UploadRowError } from './sendSpreadsheet';

/**
 * Spec §8 "Upload result": each refused row (its number and the party or guest it names) with
 * what is wrong, in the reader's language, in a list that scrolls inside its own box. The box is
 * focusable and named, so keyboard users can scroll a long list.
 */
export function UploadErrorList({ errors }: { errors: readonly UploadRowError[] }) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <Box
      as="ul"
      aria-label={t('admin.bulkUpload.errors')}
      tabIndex={0}
      listStyleType="none"
      m="0"
      p="0"
      maxH="60"
      overflowY="auto"
      bg="white"
      borderWidth="1px"
      borderColor="ivory.200"
      rounded="lg"
      focusVisibleRing="outside"
      focusRingColor="sage.700"
    >
      {errors.map((e, i) => (
        <Box as="li" key={`${e.row}-${i}`} px="3" py="2" borderTopWidth="1px" borderColor="ivory.200" _first={{ borderTopWidth: '0' }} overflowWrap="anywhere">
          <Text as="span" fontWeight="semibold" display="block">
            {e.label ? t('admin.bulkUpload.rowLabel', { row: e.row, label: e.label }) : t('admin.bulkUpload.row', { row: e.row })}
          </Text>
          <Text as="span" display="block" color="red.700">
            {errorText(rowErrorDetails(e))}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
