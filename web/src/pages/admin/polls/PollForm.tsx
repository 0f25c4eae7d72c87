import { Button, chakra, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { fieldStyle, FormField } from '../FormField';
import { POLL_TYPES, type PollKind } from './pollForm';
import type { usePollForm } from './usePollForm';
import { ResourceForm } from '../resource/ResourceForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';
import { Textarea } from '../../../components/styled/Textarea';
import { OptionRow } from '../resource/OptionRow';

type Form = ReturnType<typeof usePollForm>;

export const POLL_FORM_ID = 'poll-form';

/**
 * Spec §5 "Poll form": question, type, a list of options (add/remove), active; the question and
 * each option in English and Spanish side by side (issue 20 §4), a Spanish option beside its English one.
 */
export function PollForm({ form }: { form: Form }) {
  const t = useT();
  const errorText = useErrorText();
  const { mode, values, errors, firstFieldRef: questionRef, saving } = form;
  const editing = mode.kind === 'edit';
  const title = editing ? t('admin.polls.editTitle') : t('admin.polls.add');
  const submitLabel = editing ? t('admin.polls.update') : t('admin.polls.create');
  const listError = errors.options ?? errors.optionsEs;
  const optionsError = listError ? errorText(listError) : null;

  return (
    <ResourceForm id={POLL_FORM_ID} title={title} submitLabel={submitLabel} saving={saving} onSubmit={form.onSubmit} onCancel={form.cancel}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('admin.polls.question')} required error={errors.question ? errorText(errors.question) : null}>
          <Textarea {...fieldStyle} ref={questionRef} name="question" rows={2} value={values.question} onChange={(e) => form.setQuestion(e.currentTarget.value)} />
        </FormField>
        <FormField label={t('admin.polls.questionEs')} error={errors.questionEs ? errorText(errors.questionEs) : null}>
          <Textarea {...fieldStyle} name="questionEs" lang="es" rows={2} value={values.questionEs} onChange={(e) => form.setQuestionEs(e.currentTarget.value)} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('admin.polls.type')} error={errors.type ? errorText(errors.type) : null}>
        <NativeSelectRoot>
          <NativeSelect.Field {...fieldStyle} name="type" value={values.type} onChange={(e) => form.setType(e.currentTarget.value as PollKind)}>
            {POLL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(type === 'prediction' ? 'admin.polls.prediction' : 'admin.polls.preference')}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelectRoot>
      </FormField>
      <chakra.fieldset border="0" p="0" m="0" aria-describedby={optionsError ? 'poll-options-error' : undefined}>
        <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
          {t('admin.polls.options')}
        </chakra.legend>
        <Stack gap="2">
          {values.options.map((option, i) => {
            const label = t('admin.polls.optionN', { n: i + 1 });
            const labelEs = t('admin.polls.optionNEs', { n: i + 1 });
            return (
              <OptionRow
                key={i}
                label={label}
                labelEs={labelEs}
                value={option}
                valueEs={values.optionsEs[i] ?? ''}
                onChange={(v) => form.setOption(i, v)}
                onChangeEs={(v) => form.setOptionEs(i, v)}
                removeLabel={t('admin.polls.removeOption', { n: i + 1 })}
                onRemove={() => form.removeOption(i)}
                canRemove={values.options.length > 1}
              />
            );
          })}
        </Stack>
        {optionsError && (
          <Text id="poll-options-error" color="red.700" fontSize="sm" mt="2">
            {optionsError}
          </Text>
        )}
        <Text color="fg.muted" fontSize="sm" mt="2">
          {t('admin.polls.spanishHelp')}
        </Text>
        <Button type="button" variant="outline" colorPalette="sage" size="sm" mt="3" onClick={form.addOption}>
          <Plus aria-hidden="true" /> {t('admin.polls.addOption')}
        </Button>
      </chakra.fieldset>
      <CheckboxField name="active" checked={values.active} onChange={form.setActive}>
        {t('admin.polls.active')}
      </CheckboxField>
    </ResourceForm>
  );
}
