import { Button, chakra, Flex, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { fieldStyle, FormField } from '../FormField';
import type { GuestGroup } from '../guest-groups/useGuestGroupForm';
import type { usePartyForm } from './usePartyForm';

export const PARTY_FORM_ID = 'party-form';

/** Spec §5 "Party form": last name, ZIP code, can RSVP, admin and guest group. */
export function PartyForm({ form, groups }: { form: ReturnType<typeof usePartyForm>; groups: readonly GuestGroup[] }) {
  const t = useT();
  const errorText = useErrorText();
  const { values, errors, refs, saving, setText, setFlag, setGroup, onSubmit, toggle } = form;
  return (
    <chakra.form
      id={PARTY_FORM_ID}
      aria-label={t('admin.parties.add')}
      onSubmit={onSubmit}
      noValidate
      bg="ivory.50"
      borderWidth="1px"
      borderColor="ivory.200"
      rounded="xl"
      p={{ base: '3', md: '5' }}
      mb="6"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t('admin.parties.lastName')} required error={errors.lastName && errorText(errors.lastName)}>
            <Input
              {...fieldStyle}
              ref={refs.lastName}
              name="lastName"
              value={values.lastName}
              onChange={(e) => setText('lastName', e.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="words"
            />
          </FormField>
          <FormField label={t('admin.parties.zipCode')} required error={errors.zipCode && errorText(errors.zipCode)}>
            <Input
              {...fieldStyle}
              ref={refs.zipCode}
              name="zipCode"
              value={values.zipCode}
              onChange={(e) => setText('zipCode', e.currentTarget.value)}
              autoComplete="off"
            />
          </FormField>
          <FormField label={t('admin.parties.guestGroup')} error={errors.guestGroup && errorText(errors.guestGroup)}>
            <NativeSelect.Root>
              <NativeSelect.Field {...fieldStyle} name="guestGroup" value={values.guestGroup} onChange={(e) => setGroup(e.currentTarget.value)}>
                {groups.map((g) => (
                  <option key={g.id} value={g.name}>
                    {g.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Flex gap="6" wrap="wrap">
          <CheckboxField name="canRsvp" checked={values.canRsvp} onChange={(on) => setFlag('canRsvp', on)}>
            {t('admin.parties.canRsvp')}
          </CheckboxField>
          <CheckboxField name="isAdmin" checked={values.isAdmin} onChange={(on) => setFlag('isAdmin', on)}>
            {t('admin.parties.isAdmin')}
          </CheckboxField>
        </Flex>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="sage" loading={saving} loadingText={t('admin.parties.create')}>
            {t('admin.parties.create')}
          </Button>
          <Button type="button" variant="outline" colorPalette="sage" onClick={toggle}>
            {t('admin.cancel')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
