import { useEffect, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Flex, Portal, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useT, type MessageId } from '../../../i18n/useT';
import { AdminGuestsPageDocument } from '../gql/graphql';
import { Pager } from '../resource/Pager';
import type { GuestListQuery, StatKind } from './statisticsLists';
import { DialogRoot } from '../../../components/styled/DialogRoot';

export const DIALOG_TITLES: Record<StatKind, MessageId> = {
  totalInvited: 'admin.statistics.totalInvitedTitle',
  responded: 'admin.statistics.respondedTitle',
  attending: 'admin.statistics.attendingTitle',
  notAttending: 'admin.statistics.notAttendingTitle',
  noResponse: 'admin.statistics.noResponseTitle',
};

/** Guests a list shows at once (issue 23: the server sends them a page at a time). */
export const GUESTS_PER_PAGE = 50;

interface GuestListDialogProps {
  /** The stat whose guests are listed; null when the dialog is closed. */
  kind: StatKind | null;
  /** Which guests: the stat's statuses, or an event's answer. */
  query: GuestListQuery | null;
  onClose: () => void;
  /** Instead of the stat's own title (an event's list names the event). */
  title?: string;
}

/** The guests behind one stat: name (" (Child)" for children) and party, with a count in the header; a page at a time. */
export function GuestListDialog({ kind, query, onClose, title }: GuestListDialogProps) {
  const t = useT();
  const [offset, setOffset] = useState(0);
  const open = kind !== null && query !== null;
  const key = query ? `${query.eventId ?? ''}:${query.statuses.join(',')}` : '';
  useEffect(() => setOffset(0), [key]);
  const { data, previousData, loading, error } = useQuery(AdminGuestsPageDocument, {
    variables: {
      filter: { counted: true, rsvpStatus: query?.statuses ?? [] },
      eventId: query?.eventId ?? null,
      offset,
      limit: GUESTS_PER_PAGE,
    },
    skip: !open,
    // A list opened again is read again: answers may have come in since.
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.guestsPage;
  const lines = page?.items ?? [];
  return (
    <DialogRoot
      open={open}
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
              <Dialog.Description color="fg.muted">{page ? t('admin.statistics.guestCount', { count: page.total }) : t('common.loading')}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {!page && loading ? (
                <Spinner color="sage.500" role="status" aria-label={t('common.loading')} />
              ) : !page && error ? (
                <Text role="alert" color="red.700">
                  {t('admin.loadFailed')}
                </Text>
              ) : lines.length === 0 ? (
                <Text color="fg.muted">{t('admin.statistics.noGuests')}</Text>
              ) : (
                <>
                  <Box as="ul" listStyleType="none" p="0" m="0">
                    {lines.map((line) => {
                      const name = `${line.firstName} ${line.lastName}`.trim();
                      return (
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
                            {line.isChild ? t('admin.statistics.childName', { name }) : name}
                            {line.isPlusOne && ` ${t('admin.guests.plusOne')}`}
                          </Text>
                          <Text color="fg.muted">{t('admin.parties.partyName', { lastName: line.partyLastName })}</Text>
                        </Flex>
                      );
                    })}
                  </Box>
                  {page && <Pager label={title ?? (kind ? t(DIALOG_TITLES[kind]) : '')} total={page.total} offset={page.offset} limit={page.limit} onOffset={setOffset} />}
                </>
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
    </DialogRoot>
  );
}
