import { Box, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useT } from '../../../i18n/useT';
import { AdminTriviaQuestionsDocument } from '../gql/graphql';
import { AddButton } from '../resource/AddButton';
import { ResourceTable, type Column } from '../resource/ResourceTable';
import type { AdminTriviaQuestion } from './triviaForm';
import { TRIVIA_FORM_ID, TriviaForm } from './TriviaForm';
import { useTriviaForm } from './useTriviaForm';

function useColumns(): Column<AdminTriviaQuestion>[] {
  const t = useT();
  return [
    {
      header: 'admin.trivia.question',
      cell: (q) => (
        <>
          {q.question}
          {!q.active && (
            <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
              {t('admin.trivia.inactive')}
            </Text>
          )}
        </>
      ),
      cellProps: { fontWeight: 'medium', minW: '48' },
    },
    { header: 'admin.trivia.options', cell: (q) => q.options.join(', '), cellProps: { minW: '40' } },
    {
      header: 'admin.trivia.correctAnswer',
      cell: (q) => {
        const correct = q.correctOption ?? 0;
        return t('admin.trivia.optionLabel', { n: correct + 1, text: q.options[correct] ?? '' });
      },
      cellProps: { minW: '32' },
    },
  ];
}

/** Section 3, "Trivia Questions" (spec §2): every question with its answer, and the add/cancel form. Runs its own query. */
export function TriviaQuestionsPanel() {
  const t = useT();
  const form = useTriviaForm();
  const columns = useColumns();
  const { data, error } = useQuery(AdminTriviaQuestionsDocument);
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <AddButton mode={form.mode} buttonRef={form.addButtonRef} formId={TRIVIA_FORM_ID} label={t('admin.trivia.add')} onClick={form.toggleCreate} cancelWhileOpen />
      </Flex>
      {form.mode.kind !== 'closed' && <TriviaForm form={form} />}
      <ResourceTable
        label={t('admin.trivia.table')}
        items={data?.adminTriviaQuestions}
        failed={Boolean(error)}
        loading={t('admin.trivia.loading')}
        loadFailed={t('admin.trivia.loadFailed')}
        empty={t('admin.trivia.empty')}
        columns={columns}
        actionsHeader="admin.trivia.actions"
        edit={{ label: (q) => t('admin.trivia.edit', { question: q.question }), run: form.openEdit }}
        remove={{
          label: (q) => t('admin.trivia.delete', { question: q.question }),
          title: () => t('admin.trivia.deleteTitle'),
          text: () => t('admin.trivia.confirmDelete'),
          run: form.remove,
        }}
      />
    </Box>
  );
}
