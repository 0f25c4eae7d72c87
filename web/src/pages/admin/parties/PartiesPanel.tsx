import { useMemo, useState } from 'react';
import { Box, Flex, IconButton, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link2 } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { useSession } from '../../../session/useSession';
import { AdminPartiesPageDocument } from '../gql/graphql';
import { guestsByParty, type GuestRow as Row } from '../party-guests/guestStatus';
import { AddButton } from '../resource/AddButton';
import { Pager } from '../resource/Pager';
import { ResourceTable } from '../resource/ResourceTable';
import { useDebounced } from '../resource/useDebounced';
import type { AdminPanelProps } from '../sections';
import { GuestRow } from './GuestRow';
import { GuestListDownload } from './GuestListDownload';
import { InvitationCardsDownload } from './InvitationCardsDownload';
import { usePartyColumns } from './partyColumns';
import { INITIAL_PARTY_LIST, PartyFilters, type PartyListState } from './PartyFilters';
import { PARTY_FORM_ID, PartyForm } from './PartyForm';
import { PartyDeletionDetails } from './PartyDeletionDetails';
import { PersonalLinkDialog } from './PersonalLinkDialog';
import { usePartyForm } from './usePartyForm';
import { useUpdateParty } from './useUpdateParty';

/** Parties a page holds: with their guests, a page stays well under the dashboard's DOM budget. */
export const PARTIES_PER_PAGE = 25;
const NONE: readonly Row[] = [];

/**
 * Section 8 "Parties and Guests": the "Add New Party" form (with the party's guests), a row per
 * party with its guest count, its guests (in the couple's order) under it, and per party Edit
 * and Delete (the couple's own party is marked "You" and cannot be deleted). The server sends a
 * page at a time, searched, filtered and sorted (issue 23).
 */
export function PartiesPanel({ data }: AdminPanelProps) {
  const t = useT();
  const [list, setList] = useState<PartyListState>(INITIAL_PARTY_LIST);
  const [offset, setOffset] = useState(0);
  const search = useDebounced(list.search.trim());
  // A new party is shown at once: the list searches for it.
  const form = usePartyForm({ onCreated: (lastName) => changeList({ search: lastName, guestGroup: '', rsvpStatus: '', meal: '' }) });
  const update = useUpdateParty();
  // By id, so the dialog shows the new link once the list has it.
  const [linkOf, setLinkOf] = useState<number | null>(null);
  const { data: current, previousData, loading, error } = useQuery(AdminPartiesPageDocument, {
    // A page read before an edit or an upload elsewhere may be stale: shown at once, then read again.
    fetchPolicy: 'cache-and-network',
    variables: {
      filter: {
        search: search || null,
        guestGroup: list.guestGroup || null,
        rsvpStatus: list.rsvpStatus ? [list.rsvpStatus] : null,
        meal: list.meal || null,
      },
      sort: list.sort,
      offset,
      limit: PARTIES_PER_PAGE,
    },
  });
  // The rows on screen stay while the next page loads.
  const result = (current ?? previousData)?.partiesPage;
  const grouped = useMemo(() => guestsByParty(result?.guests ?? []), [result?.guests]);
  const guestsOf = (partyId: number) => grouped.get(partyId) ?? NONE;
  const me = useSession().user;
  const isYou = (party: { id: number }) => party.id === me?.id;
  const columns = usePartyColumns({ groups: data.guestGroups, update, isYou, status: (party) => t('admin.guests.count', { count: guestsOf(party.id).length }) });
  const nameOf = (party: { lastName: string }) => t('admin.parties.partyName', { lastName: party.lastName });
  function changeList(patch: Partial<PartyListState>) {
    setList((l) => ({ ...l, ...patch }));
    setOffset(0);
  }
  const filtered = !!(search || list.guestGroup || list.rsvpStatus || list.meal);
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
      <PartyFilters state={list} onChange={changeList} groups={data.guestGroups} meals={data.rsvpOptions.mealOptions} />
      {loading && !result ? (
        <Spinner color="sage.500" role="status" aria-label={t('common.loading')} />
      ) : error && !result ? (
        <Text role="alert" color="red.700">
          {t('admin.loadFailed')}
        </Text>
      ) : (
        <>
          <ResourceTable
            label={t('admin.parties.table')}
            items={result?.items ?? []}
            empty={t(filtered ? 'admin.parties.noMatch' : 'admin.parties.empty')}
            columns={columns}
            actionsHeader="admin.parties.actions"
            actions={(party) => (
              <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={t('admin.personalLink.open', { party: nameOf(party) })} onClick={() => setLinkOf(party.id)}>
                <Link2 />
              </IconButton>
            )}
            actionIcons={1}
            rowProps={() => ({ bg: 'sage.50' })}
            subRows={(party) => guestsOf(party.id).map((guest) => <GuestRow key={guest.id} guest={guest} />)}
            edit={{ label: (party) => t('admin.parties.edit', { party: nameOf(party) }), run: form.openEdit }}
            remove={{
              label: (party) => t('admin.parties.delete', { party: nameOf(party) }),
              title: (party) => t('admin.parties.deleteTitle', { party: nameOf(party) }),
              text: (party) => <PartyDeletionDetails partyId={party.id} />,
              allowed: (party) => !isYou(party),
              run: form.remove,
            }}
          />
          {result && <Pager label={t('admin.parties.title')} total={result.total} offset={result.offset} limit={result.limit} onOffset={setOffset} />}
        </>
      )}
      <PersonalLinkDialog party={result?.items.find((p) => p.id === linkOf) ?? null} onClose={() => setLinkOf(null)} />
    </Box>
  );
}
