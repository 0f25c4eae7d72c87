import { chakra, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import type { GuestGroup } from '../guest-groups/useGuestGroupForm';
import type { Column } from '../resource/ResourceTable';
import type { Party, useUpdateParty } from './useUpdateParty';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';

interface PartyColumnsOptions {
  groups: readonly GuestGroup[];
  update: ReturnType<typeof useUpdateParty>;
  /** The party row's RSVP Status cell, e.g. its guest count. */
  status: (party: Party) => string;
  /** The signed-in admin's own party: marked "You". */
  isYou: (party: Party) => boolean;
}

/**
 * The "Parties and Guests" table's columns: "{lastName} Party", its ZIP code, an inline
 * guest-group select and a can-RSVP checkbox (each saved as soon as it changes), and its status.
 */
export function usePartyColumns({ groups, update, status, isYou }: PartyColumnsOptions): Column<Party>[] {
  const t = useT();
  const nameOf = (party: Party) => t('admin.parties.partyName', { lastName: party.lastName });
  return [
    {
      header: 'admin.parties.nameColumn',
      cell: (party) => (
        <>
          {nameOf(party)}
          {isYou(party) && (
            <chakra.span ms="2" px="2" py="0.5" rounded="full" bg="sage.700" color="white" fontSize="xs" fontWeight="semibold" whiteSpace="nowrap">
              {t('admin.parties.you')}
              <VisuallyHidden> ({t('admin.parties.youLabel')})</VisuallyHidden>
            </chakra.span>
          )}
        </>
      ),
      cellProps: { fontWeight: 'semibold', minW: '36' },
    },
    { header: 'admin.parties.zipCode', cell: (party) => party.zipCode, cellProps: { whiteSpace: 'nowrap' } },
    {
      header: 'admin.parties.guestGroup',
      cell: (party) => {
        // A party whose group name no longer exists still shows it rather than a wrong one.
        const knownGroup = groups.some((g) => g.name === party.guestGroup);
        return (
          <NativeSelectRoot size="sm">
            <NativeSelect.Field
              bg="white"
              borderColor="sage.200"
              aria-label={t('admin.parties.groupOf', { party: nameOf(party) })}
              value={party.guestGroup}
              onChange={(e) => void update(party, { guestGroup: e.currentTarget.value })}
            >
              {!knownGroup && <option value={party.guestGroup}>{party.guestGroup}</option>}
              {groups.map((g) => (
                <option key={g.id} value={g.name}>
                  {g.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        );
      },
      cellProps: { minW: '40' },
    },
    {
      header: 'admin.parties.canRsvp',
      cell: (party) => (
        <CheckboxField checked={party.canRsvp} onChange={(on) => void update(party, { canRsvp: on })} aria-label={t('admin.parties.canRsvpOf', { party: nameOf(party) })} />
      ),
    },
    { header: 'admin.parties.status', cell: status, status: true },
  ];
}
