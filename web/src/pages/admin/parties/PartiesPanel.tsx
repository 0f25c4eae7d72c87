import { Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { useSession } from '../../../session/useSession';
import { openerButtonStyle } from '../AdminSection';
import { ScrollTable } from '../ScrollTable';
import { useGuestsByParty } from '../party-guests/useGuestsByParty';
import type { AdminPanelProps } from '../sections';
import { DeletePartyDialog } from './DeletePartyDialog';
import { GuestRow } from './GuestRow';
import { PARTY_FORM_ID, PartyForm } from './PartyForm';
import { GuestListDownload } from './GuestListDownload';
import { PartyRow } from './PartyRow';
import { usePartyForm } from './usePartyForm';
import { useUpdateParty } from './useUpdateParty';

/**
 * Section 8 "Parties and Guests": the "Add New Party" form (with the party's guests), a row per
 * party with its guest count, its guests (in the couple's order) under it, and per party Edit
 * and Delete (the couple's own party is marked "You" and cannot be deleted).
 */
export function PartiesPanel({ data }: AdminPanelProps) {
  const t = useT();
  const form = usePartyForm();
  const update = useUpdateParty();
  const guestsOf = useGuestsByParty(data);
  const me = useSession().user;
  const open = form.mode.kind !== 'closed';
  return (
    <Box>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <GuestListDownload />
        <Button
          ref={form.addButtonRef}
          {...openerButtonStyle}
          onClick={form.openCreate}
          aria-expanded={form.mode.kind === 'create'}
          aria-controls={open ? PARTY_FORM_ID : undefined}
        >
          <Plus aria-hidden="true" /> {t('admin.parties.add')}
        </Button>
      </Flex>
      {open && <PartyForm form={form} groups={data.guestGroups} />}
      {data.parties.length === 0 ? (
        <Text color="fg.muted">{t('admin.parties.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.parties.table')} stacked>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.parties.nameColumn')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.parties.zipCode')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.parties.guestGroup')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.parties.canRsvp')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.parties.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.parties.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.parties.map((party) => {
              const guests = guestsOf(party.id);
              return (
                <PartyRow
                  key={party.id}
                  party={party}
                  groups={data.guestGroups}
                  update={update}
                  status={t('admin.guests.count', { count: guests.length })}
                  isYou={party.id === me?.id}
                  onEdit={() => form.openEdit(party)}
                  onDelete={() => form.askRemove(party)}
                >
                  {guests.map((entry) => (
                    <GuestRow key={entry.guest.id} entry={entry} />
                  ))}
                </PartyRow>
              );
            })}
          </Table.Body>
        </ScrollTable>
      )}
      <DeletePartyDialog party={form.removing} deleting={form.deleting} onConfirm={() => void form.confirmRemove()} onCancel={form.cancelRemove} />
    </Box>
  );
}
