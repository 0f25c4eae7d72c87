import { Box, Button, Flex, IconButton, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { openerButtonStyle } from '../AdminSection';
import { AdminTriviaQuestionsDocument } from '../gql/graphql';
import { ScrollTable } from '../ScrollTable';
import type { AdminTriviaQuestion } from './triviaForm';
import { TRIVIA_FORM_ID, TriviaForm } from './TriviaForm';
import { useTriviaForm } from './useTriviaForm';

type Form = ReturnType<typeof useTriviaForm>;

function QuestionRow({ question, form }: { question: AdminTriviaQuestion; form: Form }) {
  const t = useT();
  const correct = question.correctOption ?? 0;
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="48">
        {question.question}
        {!question.active && (
          <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
            {t('admin.trivia.inactive')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell minW="40">{question.options.join(', ')}</Table.Cell>
      <Table.Cell minW="32">{t('admin.trivia.optionLabel', { n: correct + 1, text: question.options[correct] ?? '' })}</Table.Cell>
      <Table.Cell>
        <Flex gap="1">
          <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={t('admin.trivia.edit', { question: question.question })} onClick={() => form.openEdit(question)}>
            <Pencil />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('admin.trivia.delete', { question: question.question })}
            onClick={() => void form.remove(question)}
            disabled={form.deleting}
          >
            <Trash2 />
          </IconButton>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** Section 3, "Trivia Questions" (spec §2): every question with its answer, and the add/cancel form. Runs its own query. */
export function TriviaQuestionsPanel() {
  const t = useT();
  const form = useTriviaForm();
  const { data, error } = useQuery(AdminTriviaQuestionsDocument);
  const open = form.mode.kind !== 'closed';
  const creating = form.mode.kind === 'create';
  const questions = data?.adminTriviaQuestions;
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <Button ref={form.addButtonRef} {...openerButtonStyle} onClick={form.toggleCreate} aria-expanded={creating} aria-controls={open ? TRIVIA_FORM_ID : undefined}>
          {creating ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />} {creating ? t('admin.cancel') : t('admin.trivia.add')}
        </Button>
      </Flex>
      {open && <TriviaForm form={form} />}
      {!questions ? (
        error ? (
          <Text color="fg.muted">{t('admin.trivia.loadFailed')}</Text>
        ) : (
          <Spinner color="sage.600" aria-label={t('admin.trivia.loading')} />
        )
      ) : questions.length === 0 ? (
        <Text color="fg.muted">{t('admin.trivia.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.trivia.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.trivia.question')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.trivia.options')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.trivia.correctAnswer')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.trivia.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {questions.map((question) => (
              <QuestionRow key={question.id} question={question} form={form} />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </Box>
  );
}
