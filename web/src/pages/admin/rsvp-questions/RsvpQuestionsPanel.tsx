import { Box, Button, Flex, IconButton, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { openerButtonStyle } from '../AdminSection';
import { ConfirmDialogView } from '../ConfirmDialog';
import { AdminRsvpQuestionsDocument } from '../gql/graphql';
import { ScrollTable } from '../ScrollTable';
import type { AdminPanelProps } from '../sections';
import type { AdminRsvpQuestion } from './questionForm';
import { QUESTION_FORM_ID, RsvpQuestionForm } from './RsvpQuestionForm';
import { useRsvpQuestionForm, type RsvpQuestionFormState } from './useRsvpQuestionForm';

const TYPE_LABELS = { text: 'admin.rsvpQuestions.typeText', choice: 'admin.rsvpQuestions.typeChoice', yesno: 'admin.rsvpQuestions.typeYesNo' } as const;
const typeLabel = (type: string) => TYPE_LABELS[type as keyof typeof TYPE_LABELS] ?? TYPE_LABELS.text;

function QuestionRow({ question, form }: { question: AdminRsvpQuestion; form: RsvpQuestionFormState }) {
  const t = useT();
  const answers = question.options.map((en, i) => (question.optionsEs[i] ? `${en} / ${question.optionsEs[i]}` : en)).join(', ');
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="40">
        {question.text}
      </Table.Cell>
      <Table.Cell minW="40" lang="es">
        {question.textEs || (
          <Text as="span" color="fg.muted" fontWeight="normal" lang="en">
            {t('admin.rsvpQuestions.sameAsEnglish')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell minW="32">
        {t(typeLabel(question.type))}
        {answers && (
          <Text fontSize="sm" color="fg.muted">
            {answers}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell minW="32">
        {[question.required ? t('admin.rsvpQuestions.requiredShort') : t('admin.rsvpQuestions.optionalShort'), question.perGuest ? t('admin.rsvpQuestions.perGuestShort') : t('admin.rsvpQuestions.perPartyShort')].join(' · ')}
      </Table.Cell>
      <Table.Cell minW="32">{question.guestGroups.length ? question.guestGroups.join(', ') : t('admin.rsvpQuestions.noGroupsShort')}</Table.Cell>
      <Table.Cell>
        <Flex gap="1">
          <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={t('admin.rsvpQuestions.edit', { question: question.text })} onClick={() => form.openEdit(question)}>
            <Pencil />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('admin.rsvpQuestions.delete', { question: question.text })}
            onClick={() => form.askRemove(question)}
            disabled={form.deleting}
          >
            <Trash2 />
          </IconButton>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** "RSVP Questions" (issue 21 §3): what the RSVP form asks besides attendance, in both languages. Runs its own query. */
export function RsvpQuestionsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const groups = data.guestGroups.map((g) => g.name);
  const form = useRsvpQuestionForm(groups);
  const { data: questionsData, error } = useQuery(AdminRsvpQuestionsDocument);
  const open = form.mode.kind !== 'closed';
  const questions = questionsData?.adminRsvpQuestions;
  return (
    <Box>
      <Text color="fg.muted" mb="4">
        {t('admin.rsvpQuestions.explain')}
      </Text>
      <Flex justify="flex-end" mb="4">
        <Button
          ref={form.addButtonRef}
          {...openerButtonStyle}
          onClick={form.openCreate}
          aria-expanded={form.mode.kind === 'create'}
          aria-controls={open ? QUESTION_FORM_ID : undefined}
        >
          <Plus aria-hidden="true" /> {t('admin.rsvpQuestions.add')}
        </Button>
      </Flex>
      {open && <RsvpQuestionForm form={form} groups={groups} />}
      {!questions ? (
        error ? (
          <Text color="fg.muted">{t('admin.rsvpQuestions.loadFailed')}</Text>
        ) : (
          <Spinner color="sage.600" aria-label={t('admin.rsvpQuestions.loading')} />
        )
      ) : questions.length === 0 ? (
        <Text color="fg.muted">{t('admin.rsvpQuestions.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.rsvpQuestions.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.rsvpQuestions.text')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.rsvpQuestions.textEs')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.rsvpQuestions.type')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.rsvpQuestions.asked')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.rsvpQuestions.groups')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.rsvpQuestions.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {questions.map((question) => (
              <QuestionRow key={question.id} question={question} form={form} />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <ConfirmDialogView
        open={form.removing !== null}
        title={t('admin.rsvpQuestions.deleteTitle')}
        action={t('admin.rsvpQuestions.deleteConfirm')}
        busy={form.deleting}
        busyText={t('admin.rsvpQuestions.deleting')}
        onConfirm={() => void form.confirmRemove()}
        onCancel={form.cancelRemove}
      >
        <Text color="ink">{t('admin.rsvpQuestions.confirmDelete', { question: form.removing?.text ?? '' })}</Text>
      </ConfirmDialogView>
    </Box>
  );
}
