import { Button, chakra, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { fieldStyle, FormField } from '../FormField';
import { QUESTION_TYPES } from './questionForm';
import type { RsvpQuestionFormState } from './useRsvpQuestionForm';
import { ResourceForm } from '../resource/ResourceForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';
import { Textarea } from '../../../components/styled/Textarea';
import { OptionRow } from '../resource/OptionRow';

export const QUESTION_FORM_ID = 'rsvp-question-form';
const TYPE_LABELS = { text: 'admin.rsvpQuestions.typeText', choice: 'admin.rsvpQuestions.typeChoice', yesno: 'admin.rsvpQuestions.typeYesNo' } as const;

/** A question in English and Spanish side by side, its type (a choice's options in both), required, per guest, and the groups that see it. */
export function RsvpQuestionForm({ form, groups }: { form: RsvpQuestionFormState; groups: readonly string[] }) {
  const t = useT();
  const errorText = useErrorText();
  const { mode, values, errors, textRef, saving } = form;
  const editing = mode.kind === 'edit';
  const title = editing ? t('admin.rsvpQuestions.editTitle') : t('admin.rsvpQuestions.add');
  const submitLabel = editing ? t('admin.rsvpQuestions.update') : t('admin.rsvpQuestions.create');
  const optionsError = errors.options ?? errors.optionsEs;
  const groupsError = errors.guestGroups ? errorText(errors.guestGroups) : null;

  return (
    <ResourceForm id={QUESTION_FORM_ID} title={title} submitLabel={submitLabel} saving={saving} onSubmit={form.onSubmit} onCancel={form.cancel}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('admin.rsvpQuestions.text')} required error={errors.text ? errorText(errors.text) : null}>
          <Textarea {...fieldStyle} ref={textRef} name="text" rows={2} value={values.text} onChange={(e) => form.setText(e.currentTarget.value)} />
        </FormField>
        <FormField label={t('admin.rsvpQuestions.textEs')} error={errors.textEs ? errorText(errors.textEs) : null} helper={t('admin.rsvpQuestions.spanishHelp')}>
          <Textarea {...fieldStyle} name="textEs" lang="es" rows={2} value={values.textEs} onChange={(e) => form.setTextEs(e.currentTarget.value)} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('admin.rsvpQuestions.type')} error={errors.type ? errorText(errors.type) : null}>
        <NativeSelectRoot>
          <NativeSelect.Field {...fieldStyle} name="type" value={values.type} onChange={(e) => form.setType(e.currentTarget.value as (typeof QUESTION_TYPES)[number])}>
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_LABELS[type])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelectRoot>
      </FormField>
      {values.type === 'choice' && (
        <chakra.fieldset border="0" p="0" m="0" aria-describedby={optionsError ? 'rsvp-question-options-error' : undefined}>
          <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
            {t('admin.rsvpQuestions.options')}
          </chakra.legend>
          <Stack gap="2">
            {values.options.map((option, i) => {
              const en = t('admin.rsvpQuestions.optionN', { n: i + 1 });
              const es = t('admin.rsvpQuestions.optionEsN', { n: i + 1 });
              return (
                <OptionRow
                  key={i}
                  label={en}
                  labelEs={es}
                  value={option.en}
                  valueEs={option.es}
                  onChange={(v) => form.setOption(i, 'en', v)}
                  onChangeEs={(v) => form.setOption(i, 'es', v)}
                  removeLabel={t('admin.rsvpQuestions.removeOption', { n: i + 1 })}
                  onRemove={() => form.removeOption(i)}
                  canRemove={values.options.length > 1}
                />
              );
            })}
          </Stack>
          {optionsError && (
            <Text id="rsvp-question-options-error" color="red.700" fontSize="sm" mt="2">
              {errorText(optionsError)}
            </Text>
          )}
          <Button type="button" variant="outline" colorPalette="sage" size="sm" mt="3" onClick={form.addOption}>
            <Plus aria-hidden="true" /> {t('admin.rsvpQuestions.addOption')}
          </Button>
        </chakra.fieldset>
      )}
      <CheckboxField name="required" checked={values.required} onChange={form.setRequired}>
        {t('admin.rsvpQuestions.required')}
      </CheckboxField>
      <CheckboxField name="perGuest" checked={values.perGuest} onChange={form.setPerGuest}>
        {t('admin.rsvpQuestions.perGuest')}
      </CheckboxField>
      <chakra.fieldset border="0" p="0" m="0" aria-describedby={groupsError ? 'rsvp-question-groups-error' : undefined}>
        <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
          {t('admin.rsvpQuestions.groups')}
        </chakra.legend>
        <Flex gap="4" wrap="wrap">
          {groups.map((name) => (
            <CheckboxField key={name} name="guestGroups" value={name} checked={values.guestGroups.includes(name)} onChange={(seen) => form.setGroup(name, seen)}>
              {name}
            </CheckboxField>
          ))}
        </Flex>
        {!values.guestGroups.length && (
          <Text color="fg.muted" fontSize="sm" mt="2">
            {t('admin.rsvpQuestions.noGroups')}
          </Text>
        )}
        {groupsError && (
          <Text id="rsvp-question-groups-error" color="red.700" fontSize="sm" mt="2">
            {groupsError}
          </Text>
        )}
      </chakra.fieldset>
    </ResourceForm>
  );
}
