import { useState } from 'react';
import { Box, Flex, IconButton } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { useSession } from '../../../session/useSession';
import { useGuestsByParty } from '../party-guests/useGuestsByParty';
import { AddButton } from '../resource/AddButton';
import { ResourceTable } from '../resource/ResourceTable';
import type { AdminPanelProps } from '../sections';
import { GuestRow } from './GuestRow';
import { GuestListDownload } from './GuestListDownload';
import { InvitationCardsDownload } from './InvitationCardsDownload';
import { usePartyColumns } from './partyColumns';
import { PARTY_FORM_ID, PartyForm } from './PartyForm';
import { PartyDeletionDetails } from './PartyDeletionDetails';
import { PersonalLinkDialog } from './PersonalLinkDialog';
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
  // By id, so the dialog shows the new link once the dashboard has it.
  const [linkOf, setLinkOf] = useState<number | null>(null);
  const guestsOf = useGuestsByParty(data);
  const me = useSession().user;
  const isYou = (party: { id: number }) => party.id === me?.id;
  const columns = usePartyColumns({ groups: data.guestGroups, update, isYou, status: (party) => t('admin.guests.count', { count: guestsOf(party.id).length }) });
  const nameOf = (party: { lastName: string }) => t('admin.parties.partyName', { lastName: party.lastName });
  return (
    <Box>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Flex gap="2" wrap="wrap">
          <GuestListDownload />
          <InvitationCardsDownload />
        </Flex>
        <AddButton mode={form.mode} buttonRef={form.addButtonRef} formId={PARTY_FORM_ID} label={t('admin.parties.add')} onClick={form.openCreate} />
      </Flex>
      {form.mode.kind !== 'closed' && <PartyForm form={form} groups={data.guestGroups} />}
      <ResourceTable
        label={t('admin.parties.table')}
        items={data.parties}
        empty={t('admin.parties.empty')}
        columns={columns}
        actionsHeader="admin.parties.actions"
        actions={(party) => (
          <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={t('admin.personalLink.open', { party: nameOf(party) })} onClick={() => setLinkOf(party.id)}>
            <Link2 />
          </IconButton>
        )}
        actionIcons={1}
        rowProps={() => ({ bg: 'sage.50' })}
        subRows={(party) => guestsOf(party.id).map((entry) => <GuestRow key={entry.guest.id} entry={entry} />)}
        edit={{ label: (party) => t('admin.parties.edit', { party: nameOf(party) }), run: form.openEdit }}
        remove={{
          label: (party) => t('admin.parties.delete', { party: nameOf(party) }),
          title: (party) => t('admin.parties.deleteTitle', { party: nameOf(party) }),
          text: (party) => <PartyDeletionDetails partyId={party.id} />,
          allowed: (party) => !isYou(party),
          run: form.remove,
        }}
      />
      <PersonalLinkDialog party={data.parties.find((p) => p.id === linkOf) ?? null} onClose={() => setLinkOf(null)} />
    </Box>
  );
}
