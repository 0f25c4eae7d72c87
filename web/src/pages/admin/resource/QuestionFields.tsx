import { Button, chakra, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import type { ErrorDetails } from '../../../apollo/errors';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';
import { Textarea } from '../../../components/styled/Textarea';
import { useErrorText } from '../../../i18n/useErrorText';
import { fieldStyle, FormField } from '../FormField';

/**
 * The parts a poll's form and a trivia question's share (spec §5): the question in English and
 * Spanish side by side, its kind, and the fieldset of its options. Each form keeps its own texts
 * and the fields only it has.
 */

/** What a form's hook gives for its question (usePollForm, useTriviaForm). */
interface QuestionForm {
  values: { question: string; questionEs: string };
  errors: { question?: ErrorDetails; questionEs?: ErrorDetails };
  setQuestion: (value: string) => void;
  setQuestionEs: (value: string) => void;
  /** The first field: focused when the form opens. */
  firstFieldRef: Ref<HTMLTextAreaElement>;
}

export function QuestionPair({ form, label, labelEs }: { form: QuestionForm; label: string; labelEs: string }) {
  const errorText = useErrorText();
  const { values, errors } = form;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={label} required error={errors.question ? errorText(errors.question) : null}>
        <Textarea {...fieldStyle} ref={form.firstFieldRef} name="question" rows={2} value={values.question} onChange={(e) => form.setQuestion(e.currentTarget.value)} />
      </FormField>
      <FormField label={labelEs} error={errors.questionEs ? errorText(errors.questionEs) : null}>
        <Textarea {...fieldStyle} name="questionEs" lang="es" rows={2} value={values.questionEs} onChange={(e) => form.setQuestionEs(e.currentTarget.value)} />
      </FormField>
    </SimpleGrid>
  );
}

interface KindSelectProps<K extends string> {
  label: string;
  name: string;
  value: K;
  kinds: readonly K[];
  kindLabel: (kind: K) => string;
  onChange: (kind: K) => void;
  error: string | null;
}

export function KindSelect<K extends string>({ label, name, value, kinds, kindLabel, onChange, error }: KindSelectProps<K>) {
  return (
    <FormField label={label} error={error}>
      <NativeSelectRoot>
        <NativeSelect.Field {...fieldStyle} name={name} value={value} onChange={(e) => onChange(e.currentTarget.value as K)}>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelectRoot>
    </FormField>
  );
}

interface OptionsFieldsetProps {
  legend: string;
  /** The list's error, in the reader's words; `errorId` ties it to the fieldset for screen readers. */
  error: string | null;
  errorId: string;
  /** Help shown under the list (how the Spanish options are used). */
  help: ReactNode;
  addLabel: string;
  onAdd: () => void;
  gap?: string;
  /** One OptionRow (and what goes with it) per option. */
  children: ReactNode;
}

export function OptionsFieldset({ legend, error, errorId, help, addLabel, onAdd, gap = '2', children }: OptionsFieldsetProps) {
  return (
    <chakra.fieldset border="0" p="0" m="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
        {legend}
      </chakra.legend>
      <Stack gap={gap}>{children}</Stack>
      {error && (
        <Text id={errorId} color="red.700" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
      {help && (
        <Text color="fg.muted" fontSize="sm" mt="2">
          {help}
        </Text>
      )}
      <Button type="button" variant="outline" colorPalette="sage" size="sm" mt="3" onClick={onAdd}>
        <Plus aria-hidden="true" /> {addLabel}
      </Button>
    </chakra.fieldset>
  );
}
