import { Box, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT, type MessageId } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { fieldStyle, FormField } from '../FormField';
import { ACCOMMODATION_VERSIONS, EVENT_SCHEDULE_VERSIONS, PAGE_OPTIONS, PHOTO_VERSIONS } from './guestGroupOptions';
import { BilingualField } from '../BilingualField';
import { DEFAULT_GROUP, GROUP_NOTES, type SelectField, type TextField, type useGuestGroupForm } from './useGuestGroupForm';
import { ResourceForm } from '../resource/ResourceForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';
import { Textarea } from '../../../components/styled/Textarea';

type Form = ReturnType<typeof useGuestGroupForm>;

export const GROUP_FORM_ID = 'guest-group-form';

function SelectField({ label, value, onChange, options }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: MessageId }>;
}) {
  const t = useT();
  // A stored value this build does not offer stays visible rather than silently changing.
  const known = options.some((o) => o.value === value);
  return (
    <FormField label={label}>
      <NativeSelectRoot>
        <NativeSelect.Field {...fieldStyle} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {!known && <option value={value}>{value}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelectRoot>
    </FormField>
  );
}

const NOTE_LABELS: Record<(typeof GROUP_NOTES)[number], MessageId> = {
  welcomeMessage: 'admin.guestGroups.welcomeMessage',
  customLogistics: 'admin.guestGroups.customLogistics',
  customRegistry: 'admin.guestGroups.customRegistry',
};

/** Spec §5 "Guest group form", in create or edit mode. */
export function GuestGroupForm({ form }: { form: Form }) {
  const t = useT();
  const errorText = useErrorText();
  const { mode, values, nameError, firstFieldRef: nameRef, saving, setText, setSelect, togglePage, onSubmit, cancel } = form;
  const editing = mode.kind === 'edit' ? mode.item : null;
  const nameLocked = editing?.name === DEFAULT_GROUP;
  const title = editing ? t('admin.guestGroups.editTitle') : t('admin.guestGroups.add');
  const text = (field: TextField) => ({
    ...fieldStyle,
    name: field,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => setText(field, e.currentTarget.value),
  });
  const select = (field: SelectField) => ({ value: values[field], onChange: (v: string) => setSelect(field, v) });

  return (
    <ResourceForm id={GROUP_FORM_ID} title={title} submitLabel={editing ? t('admin.guestGroups.update') : t('admin.guestGroups.create')} saving={saving} onSubmit={onSubmit} onCancel={cancel}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('admin.guestGroups.name')}
          required
          disabled={nameLocked}
          error={nameError && errorText(nameError)}
          helper={nameLocked && t('admin.guestGroups.nameLocked')}
        >
          <Input ref={nameRef} {...text('name')} autoComplete="off" />
        </FormField>
        <FormField label={t('admin.guestGroups.description')}>
          <Input {...text('description')} autoComplete="off" />
        </FormField>
      </SimpleGrid>
      {GROUP_NOTES.map((note) => (
        <BilingualField
          key={note}
          label={t(NOTE_LABELS[note])}
          english={<Textarea {...text(note)} rows={3} />}
          spanish={<Textarea {...text(`${note}Es`)} rows={3} lang="es" />}
        />
      ))}
      <Box as="fieldset" minW="0">
        <Box as="legend" fontWeight="medium" fontSize="sm" mb="2">
          {t('admin.guestGroups.allowedPages')}
        </Box>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
          {PAGE_OPTIONS.map((page) => (
            <CheckboxField
              key={page.value}
              name="allowedPages"
              value={page.value}
              checked={values.allowedPages.includes(page.value)}
              onChange={(on) => togglePage(page.value, on)}
            >
              {t(page.label)}
            </CheckboxField>
          ))}
        </SimpleGrid>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <SelectField label={t('admin.guestGroups.photoVersion')} options={PHOTO_VERSIONS} {...select('photoVersion')} />
        <SelectField label={t('admin.guestGroups.accommodationsVersion')} options={ACCOMMODATION_VERSIONS} {...select('accommodationsVersion')} />
        <SelectField label={t('admin.guestGroups.eventScheduleVersion')} options={EVENT_SCHEDULE_VERSIONS} {...select('eventScheduleVersion')} />
      </SimpleGrid>
    </ResourceForm>
  );
}
