import type { ReactNode, Ref } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { UploadResult } from './sendSpreadsheet';
import { UploadErrorList } from './UploadErrorList';

interface UploadReportCardProps {
  title: string;
  /** The counts in words ("This file would add 3, …" or "Added 3, …"). */
  summary: string;
  result: UploadResult;
  /** Focus lands here when the report appears, so screen readers read it next. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The preview's buttons (Import, Choose Another File). */
  children?: ReactNode;
}

/**
 * A preview's or an import's outcome: orange border when any row failed, green otherwise
 * (spec §8), the counts, and the refused rows. `data-outcome` names the colour's meaning.
 */
export function UploadReportCard({ title, summary, result, headingRef, children }: UploadReportCardProps) {
  const failed = result.failed > 0;
  return (
    <Stack
      data-outcome={failed ? 'failures' : 'success'}
      gap="3"
      borderWidth="2px"
      borderColor={failed ? 'orange.500' : 'green.600'}
      bg={failed ? 'orange.50' : 'green.50'}
      rounded="xl"
      p={{ base: '3', md: '4' }}
      minW="0"
    >
      <Heading as="h3" ref={headingRef} tabIndex={-1} fontSize="lg" fontWeight="semibold" color="sage.800" overflowWrap="anywhere">
        {title}
      </Heading>
      <Text>{summary}</Text>
      {result.errors.length > 0 && <UploadErrorList errors={result.errors} />}
      {children}
    </Stack>
  );
}
