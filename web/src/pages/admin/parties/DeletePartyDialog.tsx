import { Button, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useT } from '../../../i18n/useT';
import { PartyDeletionDocument } from '../gql/graphql';
import type { AdminParty } from './partyForm';

interface DeletePartyDialogProps {
  /** The party asked about; null when the dialog is closed. */
  party: AdminParty | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What goes with the party, as the server counts it at the moment the dialog opens. */
function WhatGoes({ partyId }: { partyId: number }) {
  const t = useT();
  const { data, error } = useQuery(PartyDeletionDocument, { variables: { id: partyId }, fetchPolicy: 'network-only' });
  if (error) return <Text color="fg.muted">{t('admin.parties.deleteCountsFailed')}</Text>;
  if (!data) return <Spinner size="sm" color="sage.600" aria-label={t('admin.parties.deleteCounting')} />;
  const d = data.partyDeletion;
  const answers = d.rsvpAnswers + d.pollVotes + d.triviaAnswers;
  return (
    <Stack gap="2">
      <Text>
        {t('admin.parties.deleteGoes', { guests: d.guests, answers })}
      </Text>
      {answers > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('admin.parties.deleteAnswers', { rsvp: d.rsvpAnswers, polls: d.pollVotes, trivia: d.triviaAnswers })}
        </Text>
      )}
      {d.paymentConfirmationsKept > 0 && <Text fontSize="sm">{t('admin.parties.deleteKeepsPayments', { count: d.paymentConfirmationsKept })}</Text>}
      <Text fontSize="sm">{t('admin.parties.deleteSignsOut')}</Text>
    </Stack>
  );
}

/** The dashboard's own confirmation before a party goes (not the browser's confirm box). */
export function DeletePartyDialog({ party, deleting, onConfirm, onCancel }: DeletePartyDialogProps) {
  const t = useT();
  const name = party ? t('admin.parties.partyName', { lastName: party.lastName }) : '';
  return (
    <Dialog.Root
      role="alertdialog"
      open={party !== null}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
      size="md"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title fontSize="xl" fontWeight="medium" color="sage.800">
                {t('admin.parties.deleteTitle', { party: name })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{party && <WhatGoes partyId={party.id} />}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="sage">
                  {t('admin.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" bg="red.700" loading={deleting} loadingText={t('admin.parties.deleting')} onClick={onConfirm}>
                {t('admin.parties.deleteConfirm', { party: name })}
              </Button>
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
