import { Box, Button, Flex, IconButton, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { openerButtonStyle } from '../AdminSection';
import { AdminPollsDocument } from '../gql/graphql';
import { ScrollTable } from '../ScrollTable';
import type { AdminPoll } from './pollForm';
import { POLL_FORM_ID, PollForm } from './PollForm';
import { usePollForm } from './usePollForm';

type Form = ReturnType<typeof usePollForm>;

function PollRow({ poll, form }: { poll: AdminPoll; form: Form }) {
  const t = useT();
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="48">
        {poll.question}
        {!poll.active && (
          <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
            {t('admin.polls.inactive')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{t(poll.type === 'prediction' ? 'admin.polls.prediction' : 'admin.polls.preference')}</Table.Cell>
      <Table.Cell minW="40">{poll.options.join(', ')}</Table.Cell>
      <Table.Cell textAlign="end">{poll.voteCounts.reduce((a, b) => a + b, 0)}</Table.Cell>
      <Table.Cell>
        <Flex gap="1">
          <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={t('admin.polls.edit', { question: poll.question })} onClick={() => form.openEdit(poll)}>
            <Pencil />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('admin.polls.delete', { question: poll.question })}
            onClick={() => void form.remove(poll)}
            disabled={form.deleting}
          >
            <Trash2 />
          </IconButton>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** Slot 7, "Polls": every poll, inactive ones too, with the create/edit form. Runs its own query. */
export function PollsPanel() {
  const t = useT();
  const form = usePollForm();
  const { data, error } = useQuery(AdminPollsDocument);
  const open = form.mode.kind !== 'closed';
  const polls = data?.adminPolls;
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <Button
          ref={form.addButtonRef}
          {...openerButtonStyle}
          onClick={form.openCreate}
          aria-expanded={form.mode.kind === 'create'}
          aria-controls={open ? POLL_FORM_ID : undefined}
        >
          <Plus aria-hidden="true" /> {t('admin.polls.add')}
        </Button>
      </Flex>
      {open && <PollForm form={form} />}
      {!polls ? (
        error ? (
          <Text color="fg.muted">{t('admin.polls.loadFailed')}</Text>
        ) : (
          <Spinner color="sage.600" aria-label={t('admin.polls.loading')} />
        )
      ) : polls.length === 0 ? (
        <Text color="fg.muted">{t('admin.polls.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.polls.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.polls.question')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.polls.type')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.polls.options')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.polls.votes')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.polls.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {polls.map((poll) => (
              <PollRow key={poll.id} poll={poll} form={form} />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </Box>
  );
}
