import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { openerButtonStyle } from '../AdminSection';
import { ScrollTable } from '../ScrollTable';
import type { AdminPanelProps } from '../sections';
import { PARTY_FORM_ID, PartyForm } from './PartyForm';
import { PartyRow } from './PartyRow';
import { usePartyForm } from './usePartyForm';
import { useUpdateParty } from './useUpdateParty';

/** Section 8 "Parties and Guests": the "Add New Party" form and a row per party. */
export function PartiesPanel({ data }: AdminPanelProps) {
  const t = useT();
  const form = usePartyForm();
  const update = useUpdateParty();
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <Button {...openerButtonStyle} onClick={form.toggle} aria-expanded={form.open} aria-controls={form.open ? PARTY_FORM_ID : undefined}>
          <Plus aria-hidden="true" /> {t('admin.parties.add')}
        </Button>
      </Flex>
      {form.open && <PartyForm form={form} groups={data.guestGroups} />}
      {data.parties.length === 0 ? (
        <Text color="fg.muted">{t('admin.parties.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.parties.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.parties.nameColumn')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.parties.zipCode')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.parties.guestGroup')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.parties.canRsvp')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.parties.status')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.parties.map((party) => (
              <PartyRow key={party.id} party={party} groups={data.guestGroups} update={update} />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </Box>
  );
}
