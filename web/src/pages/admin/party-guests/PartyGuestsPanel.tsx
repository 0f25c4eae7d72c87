import { useId, useRef } from 'react';
import { Box, Button, chakra, Field, Flex, Heading, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trash2, UserPlus } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { fieldStyle, FormField } from '../FormField';
import type { AdminPanelProps } from '../sections';
import { GuestName } from './GuestName';
import { guestFullName, useDeletePartyGuest } from './useDeletePartyGuest';
import { useGuestsByParty } from './useGuestsByParty';
import { usePartyGuestForm } from './usePartyGuestForm';

/**
 * Slot 7, "Party Guest Management": choose a party, see its guests (delete one after the
 * dashboard's confirmation dialog) and add guests to it.
 */
export function PartyGuestsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const form = usePartyGuestForm(data.parties);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const { remove, deleting, dialog } = useDeletePartyGuest(listHeadingRef);
  const guestsOf = useGuestsByParty(data);
  const listHeadingId = useId();
  const formHeadingId = useId();
  const { party, values } = form;
  const guests = party ? guestsOf(party.id) : [];

  return (
    <Stack gap="6">
      <Field.Root maxW={{ md: 'sm' }}>
        <Field.Label>{t('admin.partyGuests.party')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...fieldStyle} value={party ? String(party.id) : ''} onChange={(e) => form.selectParty(e.currentTarget.value)}>
            <option value="">{t('admin.partyGuests.choose')}</option>
            {data.parties.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {t('admin.partyGuests.option', { lastName: p.lastName, zipCode: p.zipCode })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      {party ? (
        <Box>
          <Heading as="h3" id={listHeadingId} ref={listHeadingRef} tabIndex={-1} fontSize="lg" fontWeight="semibold" color="sage.800" mb="2">
            {t('admin.partyGuests.guestsOf', { party: t('admin.parties.partyName', { lastName: party.lastName }) })}
          </Heading>
          {guests.length === 0 ? (
            <Text color="fg.muted">{t('admin.partyGuests.noGuests')}</Text>
          ) : (
            <Box as="ul" aria-labelledby={listHeadingId} listStyleType="none" p="0" m="0" borderWidth="1px" borderColor="ivory.200" rounded="lg">
              {guests.map(({ guest }) => (
                <Flex as="li" key={guest.id} align="center" justify="space-between" gap="2" px="3" py="1.5" borderTopWidth="1px" borderColor="ivory.200" _first={{ borderTopWidth: '0' }}>
                  <Text minW="0" overflowWrap="anywhere">
                    <GuestName guest={guest} />
                  </Text>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('admin.partyGuests.delete', { name: guestFullName(guest) })}
                    onClick={() => void remove(guest)}
                    disabled={deleting}
                  >
                    <Trash2 />
                  </IconButton>
                </Flex>
              ))}
            </Box>
          )}
        </Box>
      ) : (
        <Text color="fg.muted">{t('admin.partyGuests.noPartyChosen')}</Text>
      )}

      <chakra.form
        aria-labelledby={formHeadingId}
        onSubmit={form.onSubmit}
        noValidate
        bg="ivory.50"
        borderWidth="1px"
        borderColor="ivory.200"
        rounded="xl"
        p={{ base: '3', md: '5' }}
      >
        <Stack gap="4">
          <Heading as="h3" id={formHeadingId} fontSize="lg" fontWeight="semibold" color="sage.800">
            {t('admin.partyGuests.addTitle')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('admin.partyGuests.firstName')} required>
              <Input
                {...fieldStyle}
                ref={form.firstNameRef}
                name="firstName"
                value={values.firstName}
                onChange={(e) => form.setText('firstName', e.currentTarget.value)}
                autoComplete="off"
                autoCapitalize="words"
              />
            </FormField>
            <FormField label={t('admin.partyGuests.lastName')} required>
              <Input
                {...fieldStyle}
                name="lastName"
                value={values.lastName}
                onChange={(e) => form.setText('lastName', e.currentTarget.value)}
                autoComplete="off"
                autoCapitalize="words"
              />
            </FormField>
          </SimpleGrid>
          <CheckboxField name="isChild" checked={values.isChild} onChange={form.setChild}>
            {t('admin.partyGuests.isChild')}
          </CheckboxField>
          <Box>
            <Button type="submit" colorPalette="sage" disabled={!form.canAdd} loading={form.adding} loadingText={t('admin.partyGuests.add')}>
              <UserPlus aria-hidden="true" /> {t('admin.partyGuests.add')}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
      {dialog}
    </Stack>
  );
}
