import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useT } from '../../../i18n/useT';
import { PartyDeletionDocument } from '../gql/graphql';

/**
 * The delete dialog's text for a party: what goes with it, as the server counts it at the moment
 * the dialog opens.
 */
export function PartyDeletionDetails({ partyId }: { partyId: number }) {
  const t = useT();
  const { data, error } = useQuery(PartyDeletionDocument, { variables: { id: partyId }, fetchPolicy: 'network-only' });
  if (error) return <Text color="fg.muted">{t('admin.parties.deleteCountsFailed')}</Text>;
  if (!data) return <Spinner size="sm" color="sage.600" role="status" aria-label={t('admin.parties.deleteCounting')} />;
  const d = data.partyDeletion;
  const answers = d.rsvpAnswers + d.pollVotes + d.triviaAnswers;
  return (
    <Stack gap="2">
      <Text>{t('admin.parties.deleteGoes', { guests: d.guests, answers })}</Text>
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
