import { Box, Button, CloseButton, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { useT, type MessageId } from '../../../i18n/useT';
import type { GuestLine, StatKind } from './statisticsLists';

export const DIALOG_TITLES: Record<StatKind, MessageId> = {
  totalInvited: 'admin.statistics.totalInvitedTitle',
  responded: 'admin.statistics.respondedTitle',
  attending: 'admin.statistics.attendingTitle',
  notAttending: 'admin.statistics.notAttendingTitle',
  noResponse: 'admin.statistics.noResponseTitle',
};

interface GuestListDialogProps {
  /** The stat whose guests are listed; null when the dialog is closed. */
  kind: StatKind | null;
  lines: readonly GuestLine[];
  onClose: () => void;
  /** Instead of the stat's own title (an event's list names the event). */
  title?: string;
}

/** The guests behind one stat: name (" (Child)" for children) and party, with a count in the header. */
export function GuestListDialog({ kind, lines, onClose, title }: GuestListDialogProps) {
  const t = useT();
  return (
    <Dialog.Root
      open={kind !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      scrollBehavior="inside"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
              <Dialog.Title fontSize="xl" fontWeight="medium" color="sage.800">
                {title ?? (kind && t(DIALOG_TITLES[kind]))}
              </Dialog.Title>
              <Dialog.Description color="fg.muted">{t('admin.statistics.guestCount', { count: lines.length })}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {lines.length === 0 ? (
                <Text color="fg.muted">{t('admin.statistics.noGuests')}</Text>
              ) : (
                <Box as="ul" listStyleType="none" p="0" m="0">
                  {lines.map((line) => (
                    <Flex
                      as="li"
                      key={line.id}
                      justify="space-between"
                      gap="3"
                      wrap="wrap"
                      py="2"
                      borderBottomWidth="1px"
                      borderColor="ivory.200"
                      _last={{ borderBottomWidth: '0' }}
                    >
                      <Text fontWeight="medium">
                        {line.isChild ? t('admin.statistics.childName', { name: line.name }) : line.name}
                        {line.isPlusOne && ` ${t('admin.guests.plusOne')}`}
                      </Text>
                      <Text color="fg.muted">
                        {line.partyLastName === null
                          ? t('admin.statistics.unknownParty')
                          : t('admin.parties.partyName', { lastName: line.partyLastName })}
                      </Text>
                    </Flex>
                  ))}
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="sage">
                  {t('admin.statistics.close')}
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('admin.statistics.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
