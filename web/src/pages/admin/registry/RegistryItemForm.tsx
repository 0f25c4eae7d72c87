import { Input, SimpleGrid } from '@chakra-ui/react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { BilingualField } from '../BilingualField';
import { fieldStyle, FormField } from '../FormField';
import { RegistryItemImageField } from './RegistryItemImageField';
import type { ItemTextField } from './registryItemForm';
import type { useRegistryItemForm } from './useRegistryItemForm';
import { ResourceForm } from '../resource/ResourceForm';
import { Textarea } from '../../../components/styled/Textarea';

type Form = ReturnType<typeof useRegistryItemForm>;

export const ITEM_FORM_ID = 'registry-item-form';

/** Spec §5 "Registry item form", in create or edit mode (the remaining quantity only when editing). */
export function RegistryItemForm({ form, currency }: { form: Form; currency: string }) {
  const t = useT();
  const errorText = useErrorText();
  const { mode, values, errors, firstFieldRef: nameRef, saving, setText, setActive, onSubmit, cancel } = form;
  const editing = mode.kind === 'edit';
  const title = editing ? t('admin.registryItems.editTitle') : t('admin.registryItems.add');
  const submitLabel = editing ? t('admin.registryItems.update') : t('admin.registryItems.create');
  const field = (name: ItemTextField) => ({
    ...fieldStyle,
    name,
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => setText(name, e.currentTarget.value),
  });
  const error = (name: ItemTextField) => (errors[name] ? errorText(errors[name]) : null);

  return (
    <ResourceForm id={ITEM_FORM_ID} title={title} submitLabel={submitLabel} saving={saving} onSubmit={onSubmit} onCancel={cancel}>
      <BilingualField
        label={t('admin.registryItems.name')}
        required
        error={error('name')}
        errorEs={error('nameEs')}
        english={<Input ref={nameRef} {...field('name')} autoComplete="off" />}
        spanish={<Input {...field('nameEs')} autoComplete="off" lang="es" />}
      />
      <BilingualField
        label={t('admin.registryItems.description')}
        error={error('description')}
        errorEs={error('descriptionEs')}
        english={<Textarea {...field('description')} rows={3} />}
        spanish={<Textarea {...field('descriptionEs')} rows={3} lang="es" />}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('admin.registryItems.priceIn', { currency })} error={error('price')} helper={t('admin.registryItems.priceHint')}>
          <Input {...field('price')} type="number" inputMode="decimal" step="0.01" min="0" />
        </FormField>
        <FormField label={t('admin.registryItems.imageUrl')} error={error('imageUrl')}>
          <Input {...field('imageUrl')} type="url" inputMode="url" autoComplete="off" />
        </FormField>
      </SimpleGrid>
      <RegistryItemImageField item={mode.kind === 'edit' ? mode.item : null} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField label={t('admin.registryItems.totalQuantity')} error={error('totalQuantity')}>
          <Input {...field('totalQuantity')} type="number" inputMode="numeric" step="1" min="0" />
        </FormField>
        {editing && (
          <FormField label={t('admin.registryItems.remainingQuantity')} error={error('remainingQuantity')}>
            <Input {...field('remainingQuantity')} type="number" inputMode="numeric" step="1" min="0" />
          </FormField>
        )}
        <FormField label={t('admin.registryItems.displayOrder')} error={error('displayOrder')}>
          <Input {...field('displayOrder')} type="number" inputMode="numeric" step="1" />
        </FormField>
      </SimpleGrid>
      <CheckboxField name="active" checked={values.active} onChange={setActive}>
        {t('admin.registryItems.active')}
      </CheckboxField>
    </ResourceForm>
  );
}
