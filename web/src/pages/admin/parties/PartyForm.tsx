import { Button, chakra, Flex, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { fieldStyle, FormField } from '../FormField';
import type { GuestGroup } from '../guest-groups/useGuestGroupForm';
import type { usePartyForm } from './usePartyForm';
import { ResourceForm } from '../resource/ResourceForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';

export const PARTY_FORM_ID = 'party-form';

type Form = ReturnType<typeof usePartyForm>;

/** A new party's guests, one line each: first name, last name (blank: the party's), child. */
function NewGuests({ form }: { form: Form }) {
  const t = useT();
  const errorText = useErrorText();
  const error = form.errors.guests ? errorText(form.errors.guests) : null;
  return (
    <chakra.fieldset border="0" p="0" m="0" aria-describedby={error ? 'party-guests-error' : undefined}>
      <chakra.legend fontSize="md" fontWeight="medium" mb="1">
        {t('admin.parties.guests')}
      </chakra.legend>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('admin.parties.guestsHint')}
      </Text>
      <Stack gap="3">
        {form.values.guests.map((guest, i) => {
          const n = i + 1;
          return (
            <chakra.fieldset key={i} border="0" p="0" m="0" aria-label={t('admin.parties.guestN', { n })}>
              <Flex gap="3" align="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }}>
                <chakra.label flex="1 1 12rem" fontSize="sm" fontWeight="medium">
                  {t('admin.parties.firstNameN', { n })}
                  <Input
                    {...fieldStyle}
                    mt="1.5"
                    name={`guests.${i}.firstName`}
                    value={guest.firstName}
                    onChange={(e) => form.setGuest(i, { firstName: e.currentTarget.value })}
                    autoComplete="off"
                    autoCapitalize="words"
                  />
                </chakra.label>
                <chakra.label flex="1 1 12rem" fontSize="sm" fontWeight="medium">
                  {t('admin.parties.guestLastNameN', { n })}
                  <Input
                    {...fieldStyle}
                    mt="1.5"
                    name={`guests.${i}.lastName`}
                    value={guest.lastName}
                    onChange={(e) => form.setGuest(i, { lastName: e.currentTarget.value })}
                    autoComplete="off"
                    autoCapitalize="words"
                  />
                </chakra.label>
                <Flex align="center" gap="2" minH="10">
                  <CheckboxField checked={guest.isChild} onChange={(on) => form.setGuest(i, { isChild: on })} aria-label={t('admin.parties.childN', { n })} />
                  <Text as="span" aria-hidden="true" fontSize="sm">
                    {t('admin.parties.child')}
                  </Text>
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('admin.parties.removeGuest', { n })} onClick={() => form.removeGuest(i)}>
                    <X />
                  </IconButton>
                </Flex>
              </Flex>
            </chakra.fieldset>
          );
        })}
      </Stack>
      {error && (
        <Text id="party-guests-error" color="red.700" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
      <Button type="button" variant="outline" colorPalette="sage" size="sm" mt="3" onClick={form.addGuest}>
        <Plus aria-hidden="true" /> {t('admin.parties.addGuest')}
      </Button>
    </chakra.fieldset>
  );
}

/**
 * Spec §5 "Party form": last name, ZIP code, can RSVP, admin and guest group; a new party
 * takes its guests in the same form (issue 20), an edit changes the party only.
 */
export function PartyForm({ form, groups }: { form: Form; groups: readonly GuestGroup[] }) {
  const t = useT();
  const errorText = useErrorText();
  const { mode, values, errors, firstFieldRef: lastNameRef, saving } = form;
  const editing = mode.kind === 'edit' ? mode.item : null;
  const title = editing ? t('admin.parties.editTitle', { party: t('admin.parties.partyName', { lastName: editing.lastName }) }) : t('admin.parties.add');
  const submitLabel = editing ? t('admin.parties.update') : t('admin.parties.create');
  const knownGroup = groups.some((g) => g.name === values.guestGroup);
  return (
    <ResourceForm id={PARTY_FORM_ID} title={title} submitLabel={submitLabel} saving={saving} onSubmit={form.onSubmit} onCancel={form.cancel}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField label={t('admin.parties.lastName')} required error={errors.lastName && errorText(errors.lastName)}>
          <Input
            {...fieldStyle}
            ref={lastNameRef}
            name="lastName"
            value={values.lastName}
            onChange={(e) => form.setText('lastName', e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="words"
          />
        </FormField>
        <FormField label={t('admin.parties.zipCode')} required error={errors.zipCode && errorText(errors.zipCode)}>
          <Input {...fieldStyle} name="zipCode" value={values.zipCode} onChange={(e) => form.setText('zipCode', e.currentTarget.value)} autoComplete="off" />
        </FormField>
        <FormField label={t('admin.parties.guestGroup')} error={errors.guestGroup && errorText(errors.guestGroup)}>
          <NativeSelectRoot>
            <NativeSelect.Field {...fieldStyle} name="guestGroup" value={values.guestGroup} onChange={(e) => form.setGroup(e.currentTarget.value)}>
              {!knownGroup && <option value={values.guestGroup}>{values.guestGroup}</option>}
              {groups.map((g) => (
                <option key={g.id} value={g.name}>
                  {g.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField label={t('admin.parties.email')} error={errors.email && errorText(errors.email)}>
          <Input {...fieldStyle} type="email" name="email" value={values.email} onChange={(e) => form.setText('email', e.currentTarget.value)} autoComplete="off" />
        </FormField>
        <FormField label={t('admin.parties.language')} error={errors.language && errorText(errors.language)}>
          <NativeSelectRoot>
            <NativeSelect.Field {...fieldStyle} name="language" value={values.language} onChange={(e) => form.setLanguage(e.currentTarget.value === 'es' ? 'es' : 'en')}>
              <option value="en">{t('admin.parties.languageEn')}</option>
              <option value="es">{t('admin.parties.languageEs')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        </FormField>
      </SimpleGrid>
      {editing?.unsubscribed && <Text fontSize="sm" color="fg.muted">{t('admin.parties.unsubscribedHint')}</Text>}
      {editing && <Text fontSize="sm" color="fg.muted">{t('admin.parties.signInChangeHint')}</Text>}
      <Flex gap="6" wrap="wrap">
        <CheckboxField name="canRsvp" checked={values.canRsvp} onChange={(on) => form.setFlag('canRsvp', on)}>
          {t('admin.parties.canRsvp')}
        </CheckboxField>
        <CheckboxField name="isAdmin" checked={values.isAdmin} onChange={(on) => form.setFlag('isAdmin', on)}>
          {t('admin.parties.isAdmin')}
        </CheckboxField>
      </Flex>
      <FormField
        label={t('admin.parties.plusOnesAllowed')}
        helper={t('admin.parties.plusOnesHint')}
        error={errors.plusOnesAllowed && errorText(errors.plusOnesAllowed)}
      >
        <Input
          {...fieldStyle}
          name="plusOnesAllowed"
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          maxW="8rem"
          value={values.plusOnesAllowed}
          onChange={(e) => form.setPlusOnes(e.currentTarget.value)}
        />
      </FormField>
      {errors.isAdmin && (
        <Text color="red.700" fontSize="sm">
          {errorText(errors.isAdmin)}
        </Text>
      )}
      {!editing && <NewGuests form={form} />}
    </ResourceForm>
  );
}
