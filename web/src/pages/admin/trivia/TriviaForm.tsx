import { Flex, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Music } from 'lucide-react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { fieldStyle, FormField } from '../FormField';
import { QUESTION_TYPES } from './triviaForm';
import type { useTriviaForm } from './useTriviaForm';
import { ResourceForm } from '../resource/ResourceForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';
import { OptionRow } from '../resource/OptionRow';
import { KindSelect, OptionsFieldset, QuestionPair } from '../resource/QuestionFields';

type Form = ReturnType<typeof useTriviaForm>;

export const TRIVIA_FORM_ID = 'trivia-form';

/** Spec §5 "Trivia form": question, type, options (with a player each for music), the right one, active, messages. */
export function TriviaForm({ form }: { form: Form }) {
  const t = useT();
  const errorText = useErrorText();
  const { mode, values, errors, saving } = form;
  const editing = mode.kind === 'edit';
  const title = editing ? t('admin.trivia.editTitle') : t('admin.trivia.addTitle');
  const submitLabel = editing ? t('admin.trivia.update') : t('admin.trivia.create');
  const listError = errors.options ?? errors.optionsEs ?? errors.embeds;
  const music = values.questionType === 'music';

  return (
    <ResourceForm id={TRIVIA_FORM_ID} title={title} submitLabel={submitLabel} saving={saving} onSubmit={form.onSubmit} onCancel={form.cancel}>
      <QuestionPair form={form} label={t('admin.trivia.question')} labelEs={t('admin.trivia.questionEs')} />
      <KindSelect
        label={t('admin.trivia.questionType')}
        name="questionType"
        value={values.questionType}
        kinds={QUESTION_TYPES}
        kindLabel={(type) => t(type === 'music' ? 'admin.trivia.music' : 'admin.trivia.standard')}
        onChange={form.setQuestionType}
        error={errors.questionType ? errorText(errors.questionType) : null}
      />
      <OptionsFieldset
        legend={t('admin.trivia.options')}
        error={listError ? errorText(listError) : null}
        errorId="trivia-options-error"
        help={music ? t('admin.trivia.embedHelp') : null}
        addLabel={t('admin.trivia.addOption')}
        onAdd={form.addOption}
        gap="3"
      >
        {values.options.map((option, i) => {
          const label = t('admin.trivia.optionN', { n: i + 1 });
          const labelEs = t('admin.trivia.optionNEs', { n: i + 1 });
          return (
            <Stack key={i} gap="2" borderLeftWidth={music ? '3px' : '0'} borderColor="sage.200" ps={music ? '3' : '0'}>
              <OptionRow
                label={label}
                labelEs={labelEs}
                value={option}
                valueEs={values.optionsEs[i] ?? ''}
                onChange={(v) => form.setOption(i, v)}
                onChangeEs={(v) => form.setOptionEs(i, v)}
                removeLabel={t('admin.trivia.removeOption', { n: i + 1 })}
                onRemove={() => form.removeOption(i)}
                canRemove={values.options.length > 1}
              />
              {music && (
                <Flex gap="2" align="center">
                  <Music aria-hidden="true" size={18} />
                  <Input
                    {...fieldStyle}
                    type="url"
                    aria-label={t('admin.trivia.embedN', { n: i + 1 })}
                    placeholder={t('admin.trivia.embedPlaceholder')}
                    value={values.embeds[i] ?? ''}
                    onChange={(e) => form.setEmbed(i, e.currentTarget.value)}
                    autoComplete="off"
                  />
                </Flex>
              )}
            </Stack>
          );
        })}
      </OptionsFieldset>
      <FormField label={t('admin.trivia.correctAnswer')} error={errors.correctOption ? errorText(errors.correctOption) : null}>
        <NativeSelectRoot>
          <NativeSelect.Field {...fieldStyle} name="correctOption" value={String(values.correctOption)} onChange={(e) => form.setCorrectOption(Number(e.currentTarget.value))}>
            {values.options.map((option, i) => (
              <option key={i} value={i}>
                {t('admin.trivia.optionLabel', { n: i + 1, text: option })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelectRoot>
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('admin.trivia.correctMessage')} error={errors.correctMessage ? errorText(errors.correctMessage) : null}>
          <Input {...fieldStyle} name="correctMessage" value={values.correctMessage} onChange={(e) => form.setCorrectMessage(e.currentTarget.value)} />
        </FormField>
        <FormField label={t('admin.trivia.correctMessageEs')} error={errors.correctMessageEs ? errorText(errors.correctMessageEs) : null}>
          <Input {...fieldStyle} name="correctMessageEs" lang="es" value={values.correctMessageEs} onChange={(e) => form.setCorrectMessageEs(e.currentTarget.value)} />
        </FormField>
        <FormField label={t('admin.trivia.incorrectMessage')} error={errors.incorrectMessage ? errorText(errors.incorrectMessage) : null}>
          <Input {...fieldStyle} name="incorrectMessage" value={values.incorrectMessage} onChange={(e) => form.setIncorrectMessage(e.currentTarget.value)} />
        </FormField>
        <FormField label={t('admin.trivia.incorrectMessageEs')} error={errors.incorrectMessageEs ? errorText(errors.incorrectMessageEs) : null}>
          <Input {...fieldStyle} name="incorrectMessageEs" lang="es" value={values.incorrectMessageEs} onChange={(e) => form.setIncorrectMessageEs(e.currentTarget.value)} />
        </FormField>
      </SimpleGrid>
      <Text color="fg.muted" fontSize="sm">
        {t('admin.trivia.spanishHelp')}
      </Text>
      <CheckboxField name="active" checked={values.active} onChange={form.setActive}>
        {t('admin.trivia.active')}
      </CheckboxField>
    </ResourceForm>
  );
}
