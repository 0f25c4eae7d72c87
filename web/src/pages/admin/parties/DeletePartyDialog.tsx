import { Spinner, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialogView } from '../ConfirmDialog';
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

/** The dashboard's own confirmation before a party goes, with what goes with it. */
export function DeletePartyDialog({ party, deleting, onConfirm, onCancel }: DeletePartyDialogProps) {
  const t = useT();
  const name = party ? t('admin.parties.partyName', { lastName: party.lastName }) : '';
  return (
    <ConfirmDialogView
      open={party !== null}
      title={t('admin.parties.deleteTitle', { party: name })}
      action={t('admin.parties.deleteConfirm', { party: name })}
      busy={deleting}
      busyText={t('admin.parties.deleting')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {party && <WhatGoes partyId={party.id} />}
    </ConfirmDialogView>
  );
}
