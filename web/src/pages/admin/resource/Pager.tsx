import { Button, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../../i18n/useT';

interface PagerProps {
  /** What the pages are of ("Parties and Guests"), naming the navigation. */
  label: string;
  total: number;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
}

/**
 * "26–50 of 2,000" with Previous and Next (issue 23): a list the server sends a page at a time.
 * Nothing when everything fits on one page.
 */
export function Pager({ label, total, offset, limit, onOffset }: PagerProps) {
  const t = useT();
  if (total <= limit && offset === 0) return null;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <Flex as="nav" aria-label={t('admin.list.pages', { list: label })} align="center" justify="space-between" gap="2" wrap="wrap" mt="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('admin.list.range', { from, to, total })}
      </Text>
      <Flex gap="2">
        <Button size="sm" variant="outline" colorPalette="sage" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
          <ChevronLeft aria-hidden="true" /> {t('admin.list.previous')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="sage" disabled={to >= total} onClick={() => onOffset(offset + limit)}>
          {t('admin.list.next')} <ChevronRight aria-hidden="true" />
        </Button>
      </Flex>
    </Flex>
  );
}
