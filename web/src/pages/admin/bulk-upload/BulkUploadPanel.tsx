import { Box, Button, chakra, Field, Flex, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Download, FileSearch, Upload } from 'lucide-react';
import { useT } from '../../../i18n/useT';
// A hovered solid sage button is shaded at 90 %, under 4.5:1 for white text; this style darkens it instead.
import { openerButtonStyle as solidButtonStyle } from '../AdminSection';
import { PARTY_GUEST_UPLOAD, PARTY_UPLOAD, type UploadKind } from './uploadKinds';
import type { UploadResult } from './sendSpreadsheet';
import { UploadReportCard } from './UploadReportCard';
import { useSpreadsheetUpload } from './useSpreadsheetUpload';

// The CSV as the spec's "Download Template"; the Excel copy keeps ZIP codes as text.
const TEMPLATE_FORMATS = [
  { format: 'csv', label: 'admin.bulkUpload.template' },
  { format: 'xlsx', label: 'admin.bulkUpload.templateExcel' },
] as const;

const counts = ({ success, updated, unchanged, failed }: UploadResult) => ({ success, updated, unchanged, failed });

/**
 * A spreadsheet upload: the picker with its column hint and the template, a preview of what the
 * file would do (nothing written yet), then "Import" and its results. Parties and party guests
 * differ only in `kind`.
 */
export function BulkUploadPanel({ kind }: { kind: UploadKind }) {
  const t = useT();
  const upload = useSpreadsheetUpload(kind);
  const { phase, report, busy, file } = upload;
  const wouldChange = report ? report.result.success + report.result.updated > 0 : false;

  return (
    <Stack gap="5">
      <chakra.form onSubmit={(e) => void upload.preview(e)} noValidate>
        <Stack gap="4">
          <Field.Root disabled={busy}>
            <Field.Label>{t(kind.fileLabel)}</Field.Label>
            <Input
              ref={upload.inputRef}
              type="file"
              name="file"
              accept=".csv,.xlsx,.xls"
              onChange={(e) => upload.chooseFile(e.currentTarget.files?.[0] ?? null)}
              bg="white"
              borderColor="sage.200"
              h="auto"
              py="1.5"
              px="2"
              w="full"
              css={{ '&::file-selector-button': { marginInlineEnd: '0.75rem', cursor: 'pointer' } }}
            />
            <Field.HelperText color="fg.muted">{t(kind.hint)}</Field.HelperText>
          </Field.Root>
          <Flex gap="3" wrap="wrap">
            <Button type="submit" {...solidButtonStyle} loading={phase === 'checking'} loadingText={t('admin.bulkUpload.preview')} disabled={busy}>
              <FileSearch aria-hidden="true" /> {t('admin.bulkUpload.preview')}
            </Button>
            {TEMPLATE_FORMATS.map(({ format, label }) => (
              <Button key={format} asChild variant="outline" colorPalette="sage">
                <a href={`/api/admin/templates/${kind.templateName}.${format}`} download>
                  <Download aria-hidden="true" /> {t(label)}
                </a>
              </Button>
            ))}
          </Flex>
        </Stack>
      </chakra.form>

      {/* Always in the page, so screen readers hear the progress as it appears. */}
      <Box role="status" aria-live="polite">
        {busy && file && (
          <Flex align="center" gap="2" color="sage.800">
            <Spinner size="sm" color="sage.600" />
            <Text overflowWrap="anywhere" minW="0">
              {t(phase === 'checking' ? 'admin.bulkUpload.checking' : 'admin.bulkUpload.importing', { file: file.name })}
            </Text>
          </Flex>
        )}
      </Box>

      {report && (phase === 'preview' || phase === 'importing') && (
        <UploadReportCard
          title={t('admin.bulkUpload.previewTitle', { file: report.fileName })}
          summary={t('admin.bulkUpload.previewSummary', counts(report.result))}
          result={report.result}
          headingRef={upload.reportHeadingRef}
        >
          {!wouldChange && <Text fontWeight="semibold">{t('admin.bulkUpload.nothingToImport')}</Text>}
          <Flex gap="3" wrap="wrap">
            <Button {...solidButtonStyle} onClick={() => void upload.importFile()} loading={phase === 'importing'} loadingText={t('admin.bulkUpload.import')} disabled={!wouldChange || busy}>
              <Upload aria-hidden="true" /> {t('admin.bulkUpload.import')}
            </Button>
            <Button variant="outline" colorPalette="sage" bg="white" onClick={upload.chooseAnother} disabled={busy}>
              {t('admin.bulkUpload.chooseAnother')}
            </Button>
          </Flex>
        </UploadReportCard>
      )}

      {report && phase === 'done' && (
        <UploadReportCard
          title={t('admin.bulkUpload.resultTitle', { file: report.fileName })}
          summary={t('admin.bulkUpload.resultSummary', counts(report.result))}
          result={report.result}
          headingRef={upload.reportHeadingRef}
        />
      )}
    </Stack>
  );
}

/** Section 2, "Bulk Guest Upload": parties from a spreadsheet. */
export function PartyUploadPanel() {
  return <BulkUploadPanel kind={PARTY_UPLOAD} />;
}

/** Slot 7, "Bulk Party Guest Upload": guests of existing parties from a spreadsheet. */
export function PartyGuestUploadPanel() {
  return <BulkUploadPanel kind={PARTY_GUEST_UPLOAD} />;
}
