import { Box, Flex, Text } from '@chakra-ui/react';
import { AddButton } from '../resource/AddButton';
import { ResourceTable, type Column } from '../resource/ResourceTable';
import { useQuery } from '@apollo/client/react';
import { useT } from '../../../i18n/useT';
import { AdminRsvpQuestionsDocument } from '../gql/graphql';
import type { AdminPanelProps } from '../sections';
import type { AdminRsvpQuestion } from './questionForm';
import { QUESTION_FORM_ID, RsvpQuestionForm } from './RsvpQuestionForm';
import { useRsvpQuestionForm } from './useRsvpQuestionForm';

const TYPE_LABELS = { text: 'admin.rsvpQuestions.typeText', choice: 'admin.rsvpQuestions.typeChoice', yesno: 'admin.rsvpQuestions.typeYesNo' } as const;
const typeLabel = (type: string) => TYPE_LABELS[type as keyof typeof TYPE_LABELS] ?? TYPE_LABELS.text;

function useColumns(): Column<AdminRsvpQuestion>[] {
  const t = useT();
  return [
    { header: 'admin.rsvpQuestions.text', cell: (question) => question.text, cellProps: { fontWeight: 'medium', minW: '40' } },
    {
      header: 'admin.rsvpQuestions.textEs',
      cell: (question) =>
        question.textEs || (
          <Text as="span" color="fg.muted" fontWeight="normal" lang="en">
            {t('admin.rsvpQuestions.sameAsEnglish')}
          </Text>
        ),
      cellProps: { minW: '40', lang: 'es' },
    },
    {
      header: 'admin.rsvpQuestions.type',
      cell: (question) => {
        const answers = question.options.map((en, i) => (question.optionsEs[i] ? `${en} / ${question.optionsEs[i]}` : en)).join(', ');
        return (
          <>
            {t(typeLabel(question.type))}
            {answers && (
              <Text fontSize="sm" color="fg.muted">
                {answers}
              </Text>
            )}
          </>
        );
      },
      cellProps: { minW: '32' },
    },
    {
      header: 'admin.rsvpQuestions.asked',
      cell: (question) =>
        [question.required ? t('admin.rsvpQuestions.requiredShort') : t('admin.rsvpQuestions.optionalShort'), question.perGuest ? t('admin.rsvpQuestions.perGuestShort') : t('admin.rsvpQuestions.perPartyShort')].join(' · '),
      cellProps: { minW: '32' },
    },
    { header: 'admin.rsvpQuestions.groups', cell: (question) => (question.guestGroups.length ? question.guestGroups.join(', ') : t('admin.rsvpQuestions.noGroupsShort')), cellProps: { minW: '32' } },
  ];
}

/** "RSVP Questions" (issue 21 §3): what the RSVP form asks besides attendance, in both languages. Runs its own query. */
export function RsvpQuestionsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const groups = data.guestGroups.map((g) => g.name);
  const form = useRsvpQuestionForm(groups);
  const columns = useColumns();
  const { data: questionsData, error } = useQuery(AdminRsvpQuestionsDocument);
  return (
    <Box>
      <Text color="fg.muted" mb="4">
        {t('admin.rsvpQuestions.explain')}
      </Text>
      <Flex justify="flex-end" mb="4">
        <AddButton mode={form.mode} buttonRef={form.addButtonRef} formId={QUESTION_FORM_ID} label={t('admin.rsvpQuestions.add')} onClick={form.openCreate} />
      </Flex>
      {form.mode.kind !== 'closed' && <RsvpQuestionForm form={form} groups={groups} />}
      <ResourceTable
        label={t('admin.rsvpQuestions.table')}
        items={questionsData?.adminRsvpQuestions}
        failed={Boolean(error)}
        loading={t('admin.rsvpQuestions.loading')}
        loadFailed={t('admin.rsvpQuestions.loadFailed')}
        empty={t('admin.rsvpQuestions.empty')}
        columns={columns}
        actionsHeader="admin.rsvpQuestions.actions"
        edit={{ label: (question) => t('admin.rsvpQuestions.edit', { question: question.text }), run: form.openEdit }}
        remove={{
          label: (question) => t('admin.rsvpQuestions.delete', { question: question.text }),
          title: () => t('admin.rsvpQuestions.deleteTitle'),
          text: (question) => t('admin.rsvpQuestions.confirmDelete', { question: question.text }),
          run: form.remove,
        }}
      />
    </Box>
  );
}
