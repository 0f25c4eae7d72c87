import { Box, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useT } from '../../../i18n/useT';
import { AdminPollsDocument } from '../gql/graphql';
import { AddButton } from '../resource/AddButton';
import { ResourceTable, type Column } from '../resource/ResourceTable';
import type { AdminPoll } from './pollForm';
import { POLL_FORM_ID, PollForm } from './PollForm';
import { usePollForm } from './usePollForm';

function useColumns(): Column<AdminPoll>[] {
  const t = useT();
  return [
    {
      header: 'admin.polls.question',
      cell: (poll) => (
        <>
          {poll.question}
          {!poll.active && (
            <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
              {t('admin.polls.inactive')}
            </Text>
          )}
        </>
      ),
      cellProps: { fontWeight: 'medium', minW: '48' },
    },
    { header: 'admin.polls.type', cell: (poll) => t(poll.type === 'prediction' ? 'admin.polls.prediction' : 'admin.polls.preference'), cellProps: { whiteSpace: 'nowrap' } },
    { header: 'admin.polls.options', cell: (poll) => poll.options.join(', '), cellProps: { minW: '40' } },
    { header: 'admin.polls.votes', cell: (poll) => poll.voteCounts.reduce((a, b) => a + b, 0), align: 'end' },
  ];
}

/** Slot 7, "Polls": every poll, inactive ones too, with the create/edit form. Runs its own query. */
export function PollsPanel() {
  const t = useT();
  const form = usePollForm();
  const columns = useColumns();
  const { data, error } = useQuery(AdminPollsDocument);
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <AddButton mode={form.mode} buttonRef={form.addButtonRef} formId={POLL_FORM_ID} label={t('admin.polls.add')} onClick={form.openCreate} />
      </Flex>
      {form.mode.kind !== 'closed' && <PollForm form={form} />}
      <ResourceTable
        label={t('admin.polls.table')}
        items={data?.adminPolls}
        failed={Boolean(error)}
        loading={t('admin.polls.loading')}
        loadFailed={t('admin.polls.loadFailed')}
        empty={t('admin.polls.empty')}
        columns={columns}
        actionsHeader="admin.polls.actions"
        edit={{ label: (poll) => t('admin.polls.edit', { question: poll.question }), run: form.openEdit }}
        remove={{
          label: (poll) => t('admin.polls.delete', { question: poll.question }),
          title: () => t('admin.polls.deleteTitle'),
          text: () => t('admin.polls.confirmDelete'),
          run: form.remove,
        }}
      />
    </Box>
  );
}
