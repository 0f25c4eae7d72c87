import { chakra, Flex, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { fieldStyle, FormField } from '../FormField';
import type { EventField, useEventForm } from './useEventForm';
import { ResourceForm } from '../resource/ResourceForm';
import { Textarea } from '../../../components/styled/Textarea';

type Form = ReturnType<typeof useEventForm>;

export const EVENT_FORM_ID = 'event-form';

/** One event: name and note in both languages, start and end in the wedding's time zone, place, invited groups. */
export function EventForm({ form, groups, timezone }: { form: Form; groups: string[]; timezone: string }) {
  const t = useT();
  const errorText = useErrorText();
  const { mode, values, errors, saving } = form;
  const editing = mode.kind === 'edit';
  const title = editing ? t('admin.events.editTitle') : t('admin.events.add');
  const submitLabel = editing ? t('admin.events.update') : t('admin.events.create');
  const error = (field: EventField) => (errors[field] ? errorText(errors[field]) : null);
  const text = (field: Exclude<EventField, 'guestGroups'>, label: string, props: { required?: boolean; helper?: string; ref?: typeof form.nameRef } = {}) => (
    <FormField label={label} required={props.required} error={error(field)} helper={props.helper}>
      <Input {...fieldStyle} ref={props.ref} name={field} value={values[field]} onChange={(e) => form.set(field, e.currentTarget.value)} autoComplete="off" />
    </FormField>
  );

  return (
    <ResourceForm id={EVENT_FORM_ID} title={title} submitLabel={submitLabel} saving={saving} onSubmit={form.onSubmit} onCancel={form.cancel}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('name', t('admin.events.name'), { required: true, ref: form.nameRef })}
        {text('nameEs', t('admin.events.nameEs'), { helper: t('admin.events.spanishFallback') })}
        <FormField label={t('admin.events.start')} required error={error('start')} helper={t('admin.events.timezone', { timezone })}>
          <Input {...fieldStyle} type="datetime-local" name="start" value={values.start} onChange={(e) => form.set('start', e.currentTarget.value)} />
        </FormField>
        <FormField label={t('admin.events.end')} required error={error('end')}>
          <Input {...fieldStyle} type="datetime-local" name="end" value={values.end} onChange={(e) => form.set('end', e.currentTarget.value)} />
        </FormField>
        {text('venue', t('admin.events.venue'), { required: true })}
        {text('address', t('admin.events.address'))}
      </SimpleGrid>
      {text('mapsUrl', t('admin.events.mapsUrl'), { helper: t('admin.events.mapsUrlHelp') })}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('admin.events.note')} error={error('note')} helper={t('admin.events.noteHelp')}>
          <Textarea {...fieldStyle} name="note" rows={2} value={values.note} onChange={(e) => form.set('note', e.currentTarget.value)} />
        </FormField>
        <FormField label={t('admin.events.noteEs')} error={error('noteEs')}>
          <Textarea {...fieldStyle} name="noteEs" rows={2} value={values.noteEs} onChange={(e) => form.set('noteEs', e.currentTarget.value)} />
        </FormField>
      </SimpleGrid>
      <chakra.fieldset border="0" p="0" m="0">
        <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
          {t('admin.events.guestGroups')}
        </chakra.legend>
        <Flex gap="4" wrap="wrap">
          {groups.map((group) => (
            <CheckboxField key={group} name="guestGroups" value={group} checked={values.guestGroups.includes(group)} onChange={(on) => form.toggleGroup(group, on)}>
              {group}
            </CheckboxField>
          ))}
        </Flex>
        {error('guestGroups') && (
          <Text color="red.700" fontSize="sm" mt="2">
            {error('guestGroups')}
          </Text>
        )}
      </chakra.fieldset>
    </ResourceForm>
  );
}
