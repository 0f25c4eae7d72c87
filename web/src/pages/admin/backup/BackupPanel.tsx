import { useQuery } from '@apollo/client/react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { INTL_LOCALE } from '../../../i18n/locale';
import { useCurrentLocale, useT } from '../../../i18n/useT';
import { useFormatMoment } from '../registry/formatMoment';
import { AdminBackupsDocument } from '../gql/graphql';

/** Shown kept backups; the folder holds BACKUP_KEEP of them (14 by default). */
const SHOWN = 5;

/**
 * "Download backup": the whole site (guest list, answers, registry, photos) in one file, which
 * `npm run restore` puts back on either database. A plain link, so the browser saves the file
 * the server names, and a long download never holds a script's memory.
 */
export function BackupPanel() {
  const t = useT();
  const locale = useCurrentLocale();
  const moment = useFormatMoment();
  // network-only: a download a moment ago adds a backup the cache would not know of.
  const { data, refetch } = useQuery(AdminBackupsDocument, { fetchPolicy: 'network-only' });
  // kB and MB as the units say: thousands, not 1,024s.
  const size = (bytes: number) =>
    new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'unit', unit: bytes >= 1e6 ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
      bytes / (bytes >= 1e6 ? 1e6 : 1e3),
    );
  const kept = data?.backups.slice(0, SHOWN) ?? [];
  return (
    <Stack gap="4">
      <Text color="gray.700">{t('admin.backup.intro')}</Text>
      <Box>
        <Button asChild variant="outline" colorPalette="sage" color="sage.800" borderColor="sage.300">
          {/* The list is read again a little later, once the server has written the new file. */}
          <a href="/api/admin/backup" download onClick={() => setTimeout(() => void refetch(), 3_000)}>
            <Download aria-hidden="true" /> {t('admin.backup.download')}
          </a>
        </Button>
      </Box>
      <Stack gap="1">
        <Text fontWeight="semibold" color="sage.800">
          {t('admin.backup.kept')}
        </Text>
        {data && kept.length === 0 && <Text color="gray.700">{t('admin.backup.none')}</Text>}
        {kept.length > 0 && (
          <Box as="ul" ps="5" color="gray.700">
            {kept.map((b) => (
              <li key={b.name}>
                {moment(b.createdAt)} · {size(b.size)}
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
