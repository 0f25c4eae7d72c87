import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, chakra, Field, Flex, Heading, IconButton, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Trash2, UserPlus } from 'lucide-react';
import { firstGraphQLError } from '../../../apollo/errors';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { fieldStyle, FormField } from '../FormField';
import { AdminGuestsOfPartyDocument, AdminPartyPickerDocument } from '../gql/graphql';
import { useDebounced } from '../resource/useDebounced';
import { GuestName } from './GuestName';
import { guestFullName, useDeletePartyGuest } from './useDeletePartyGuest';
import { usePartyGuestForm } from './usePartyGuestForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';

/** Parties the picker lists at once; a search narrows them (issue 23: never every party). */
export const PICKER_SIZE = 50;

/**
 * Slot 7, "Party Guest Management": choose a party, see its guests (delete one after the
 * dashboard's confirmation dialog) and add guests to it.
 */
export function PartyGuestsPanel() {
  const t = useT();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim());
  const picker = useQuery(AdminPartyPickerDocument, { variables: { search: settled || null, limit: PICKER_SIZE }, fetchPolicy: 'cache-and-network' });
  const found = (picker.data ?? picker.previousData)?.partiesPage;
  const matches = found?.items ?? [];
  const form = usePartyGuestForm(matches);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const { remove, deleting, dialog } = useDeletePartyGuest(listHeadingRef);
  const listHeadingId = useId();
  const formHeadingId = useId();
  const { party, values } = form;
  const guestList = useQuery(AdminGuestsOfPartyDocument, { variables: { partyId: party?.id ?? 0 }, skip: !party, fetchPolicy: 'cache-and-network' });
  const guests = party ? (guestList.data?.guestsOfParty ?? []) : [];
  const { forgetParty } = form;
  // The chosen party was deleted meanwhile (e.g. in the Parties panel): none is chosen.
  const gone = firstGraphQLError(guestList.error)?.extensions?.messageCode === 'PARTY_NOT_FOUND';
  useEffect(() => {
    if (gone) forgetParty();
  }, [gone, forgetParty]);
  // The chosen party stays an option while a new search leaves it out.
  const options = party && !matches.some((p) => p.id === party.id) ? [party, ...matches] : matches;

  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW={{ md: '3xl' }}>
        <Field.Root>
          <Field.Label>{t('admin.partyGuests.find')}</Field.Label>
          <Input {...fieldStyle} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} autoComplete="off" />
          <Field.HelperText>
            {found && found.total > matches.length ? t('admin.partyGuests.findMore', { shown: matches.length, total: found.total }) : t('admin.partyGuests.findHint')}
          </Field.HelperText>
        </Field.Root>
      <Field.Root>
        <Field.Label>{t('admin.partyGuests.party')}</Field.Label>
        <NativeSelectRoot>
          <NativeSelect.Field {...fieldStyle} value={party ? String(party.id) : ''} onChange={(e) => form.selectParty(e.currentTarget.value)}>
            <option value="">{t('admin.partyGuests.choose')}</option>
            {options.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {t('admin.partyGuests.option', { lastName: p.lastName, zipCode: p.zipCode })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelectRoot>
      </Field.Root>
      </SimpleGrid>

      {party ? (
        <Box>
          <Heading as="h3" id={listHeadingId} ref={listHeadingRef} tabIndex={-1} fontSize="lg" fontWeight="semibold" color="sage.800" mb="2">
            {t('admin.partyGuests.guestsOf', { party: t('admin.parties.partyName', { lastName: party.lastName }) })}
          </Heading>
          {guestList.loading && !guestList.data ? (
            <Spinner color="sage.500" role="status" aria-label={t('common.loading')} />
          ) : guests.length === 0 ? (
            <Text color="fg.muted">{t('admin.partyGuests.noGuests')}</Text>
          ) : (
            <Box as="ul" aria-labelledby={listHeadingId} listStyleType="none" p="0" m="0" borderWidth="1px" borderColor="ivory.200" rounded="lg">
              {guests.map((guest) => (
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
