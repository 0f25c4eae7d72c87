import { Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useT, type MessageId } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { BilingualField } from '../BilingualField';
import { fieldStyle, FormField } from '../FormField';
import { ACCEPTED_TYPES, LOCATIONS, PHOTO_VERSIONS } from './siteImageForm';
import type { useSiteImageForm } from './useSiteImageForm';
import { ResourceForm } from '../resource/ResourceForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';

type Form = ReturnType<typeof useSiteImageForm>;

export const SITE_IMAGE_FORM_ID = 'site-image-form';

const LOCATION_LABELS: Record<string, MessageId> = {
  gallery: 'admin.siteImages.location.gallery',
  couple: 'admin.siteImages.location.couple',
  hero: 'admin.siteImages.location.hero',
  story: 'admin.siteImages.location.story',
  events: 'admin.siteImages.location.events',
  venue: 'admin.siteImages.location.venue',
};
export const locationLabel = (location: string): MessageId => LOCATION_LABELS[location] ?? 'admin.siteImages.location.gallery';
export const versionLabel = (version: string): MessageId =>
  version === 'parents' ? 'admin.siteImages.version.parents' : version === 'close-friends' ? 'admin.siteImages.version.closeFriends' : 'admin.siteImages.version.both';

/** Upload a photo (JPEG, PNG or WebP, at most 10 MB) or edit one's details. */
export function SiteImageForm({ form }: { form: Form }) {
  const t = useT();
  const { mode, values, saving } = form;
  const editing = mode.kind === 'edit';
  const title = editing ? t('admin.siteImages.editTitle') : t('admin.siteImages.upload');
  const submitLabel = editing ? t('admin.siteImages.save') : t('admin.siteImages.uploadButton');
  return (
    <ResourceForm id={SITE_IMAGE_FORM_ID} title={title} submitLabel={submitLabel} saving={saving} onSubmit={form.onSubmit} onCancel={form.cancel}>
      {!editing && (
        <FormField label={t('admin.siteImages.file')} required error={form.fileError} helper={t('admin.siteImages.fileHint')}>
          <Input {...fieldStyle} type="file" name="file" accept={ACCEPTED_TYPES} pt="1.5" onChange={(e) => form.chooseFile(e.currentTarget.files?.[0] ?? null)} />
        </FormField>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('admin.siteImages.locationLabel')}>
          <NativeSelectRoot>
            <NativeSelect.Field {...fieldStyle} name="location" value={values.location} onChange={(e) => form.set('location', e.currentTarget.value)}>
              {LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {t(locationLabel(l))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        </FormField>
        <FormField label={t('admin.siteImages.photoVersion')}>
          <NativeSelectRoot>
            <NativeSelect.Field {...fieldStyle} name="photoVersion" value={values.photoVersion} onChange={(e) => form.set('photoVersion', e.currentTarget.value)}>
              {PHOTO_VERSIONS.map((v) => (
                <option key={v} value={v}>
                  {t(versionLabel(v))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        </FormField>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {t('admin.siteImages.altHint')}
      </Text>
      {([['alt', 'admin.siteImages.alt'], ['description', 'admin.siteImages.description']] as const).map(([field, label]) => (
        <BilingualField
          key={field}
          label={t(label)}
          english={<Input {...fieldStyle} name={field} value={values[field]} onChange={(e) => form.set(field, e.currentTarget.value)} autoComplete="off" />}
          spanish={
            <Input {...fieldStyle} name={`${field}Es`} lang="es" value={values[`${field}Es`]} onChange={(e) => form.set(`${field}Es`, e.currentTarget.value)} autoComplete="off" />
          }
        />
      ))}
      <FormField label={t('admin.siteImages.displayOrder')}>
        <Input {...fieldStyle} name="displayOrder" type="number" min={0} step={1} inputMode="numeric" maxW="40" value={values.displayOrder} onChange={(e) => form.set('displayOrder', e.currentTarget.value)} />
      </FormField>
      <CheckboxField name="active" checked={values.active} onChange={(checked) => form.set('active', checked)}>
        {t('admin.siteImages.active')}
      </CheckboxField>
    </ResourceForm>
  );
}
