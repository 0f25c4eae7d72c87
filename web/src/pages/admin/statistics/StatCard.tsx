import type { MouseEvent } from 'react';
import { chakra, Text } from '@chakra-ui/react';
import { List } from 'lucide-react';
import { useT, type MessageId } from '../../../i18n/useT';

interface StatCardProps {
  label: MessageId;
  count: number;
  onOpen: () => void;
}

/**
 * One stat as a button, named by what it shows ("Attending 12 Show the guests"), so the name
 * holds the number and the visible words (WCAG 2.5.3). Spec §2: a double-click opens its guest list. A single mouse click does
 * not (the second click of a double-click would otherwise land on the dialog's backdrop), but a
 * keyboard's Enter or Space (a click with no pointer, detail 0) and a touch tap open it at once.
 */
export function StatCard({ label, count, onOpen }: StatCardProps) {
  const t = useT();
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    const pointerType = (e.nativeEvent as PointerEvent).pointerType;
    if (e.detail === 0 || pointerType === 'touch' || pointerType === 'pen') onOpen();
  };
  return (
    <chakra.button
      type="button"
      aria-haspopup="dialog"
      onClick={onClick}
      onDoubleClick={onOpen}
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      gap="1"
      w="full"
      h="full"
      minW="0"
      p="4"
      textAlign="start"
      bg="sage.50"
      borderWidth="1px"
      borderColor="sage.200"
      rounded="xl"
      cursor="pointer"
      userSelect="none"
      _hover={{ bg: 'sage.100', borderColor: 'sage.300' }}
      focusVisibleRing="outside"
      focusRingColor="sage.700"
    >
      <Text as="span" fontSize="sm" fontWeight="medium" color="sage.800">
        {t(label)}
      </Text>{' '}
      <Text as="span" fontSize="3xl" fontWeight="semibold" lineHeight="1.1" color="sage.900">
        {count}
      </Text>{' '}
      <Text as="span" display="inline-flex" alignItems="center" gap="1" fontSize="xs" color="sage.800">
        <List size={14} aria-hidden="true" />
        {t('admin.statistics.showList')}
      </Text>
    </chakra.button>
  );
}
