import { Button, Flex } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useT } from '../../../i18n/useT';

const FORMATS = [
  { format: 'xlsx', label: 'admin.export.excel' },
  { format: 'csv', label: 'admin.export.csv' },
] as const;

/**
 * "Download guest list": every guest with party, group, answer, meal and dietary needs, for the
 * caterer. Plain links, so the browser downloads the file the server names.
 */
export function GuestListDownload() {
  const t = useT();
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label={t('admin.export.title')}>
      {FORMATS.map(({ format, label }) => (
        <Button key={format} asChild variant="outline" colorPalette="sage" color="sage.800" borderColor="sage.300">
          <a href={`/api/admin/export/guests.${format}`} download>
            <Download aria-hidden="true" /> {t(label)}
          </a>
        </Button>
      ))}
    </Flex>
  );
}
