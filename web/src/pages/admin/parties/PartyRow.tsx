import type { ReactNode } from 'react';
import { chakra, Flex, IconButton, NativeSelect, Table, VisuallyHidden } from '@chakra-ui/react';
import { Link2, Pencil, Trash2 } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import type { GuestGroup } from '../guest-groups/useGuestGroupForm';
import type { Party, useUpdateParty } from './useUpdateParty';

interface PartyRowProps {
  party: Party;
  groups: readonly GuestGroup[];
  update: ReturnType<typeof useUpdateParty>;
  /** The party row's last cell (RSVP Status column), e.g. its guest count. */
  status?: ReactNode;
  /** Rows shown under the party's row, e.g. one per guest. */
  children?: ReactNode;
  /** The signed-in admin's own party: marked "You", and it cannot be deleted. */
  isYou?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Opens the party's personal link to copy or renew. */
  onLink?: () => void;
}

/**
 * One party in the "Parties and Guests" table: "{lastName} Party", its ZIP code, an inline
 * guest-group select and a can-RSVP checkbox, each saved as soon as it changes.
 */
export function PartyRow({ party, groups, update, status, children, isYou, onEdit, onDelete, onLink }: PartyRowProps) {
  const t = useT();
  const name = t('admin.parties.partyName', { lastName: party.lastName });
  // A party whose group name no longer exists still shows it rather than a wrong one.
  const knownGroup = groups.some((g) => g.name === party.guestGroup);
  return (
    <>
      <Table.Row bg="sage.50">
        <Table.Cell fontWeight="semibold" minW="36">
          {name}
          {isYou && (
            <chakra.span
              ms="2"
              px="2"
              py="0.5"
              rounded="full"
              bg="sage.700"
              color="white"
              fontSize="xs"
              fontWeight="semibold"
              whiteSpace="nowrap"
            >
              {t('admin.parties.you')}
              <VisuallyHidden> ({t('admin.parties.youLabel')})</VisuallyHidden>
            </chakra.span>
          )}
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{party.zipCode}</Table.Cell>
        <Table.Cell minW="40">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              bg="white"
              borderColor="sage.200"
              aria-label={t('admin.parties.groupOf', { party: name })}
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
          </NativeSelect.Root>
        </Table.Cell>
        <Table.Cell>
          <CheckboxField
            checked={party.canRsvp}
            onChange={(on) => void update(party, { canRsvp: on })}
            aria-label={t('admin.parties.canRsvpOf', { party: name })}
          />
        </Table.Cell>
        <Table.Cell>{status}</Table.Cell>
        <Table.Cell>
          <Flex gap="1">
            {onLink && (
              <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={t('admin.personalLink.open', { party: name })} onClick={onLink}>
                <Link2 />
              </IconButton>
            )}
            {onEdit && (
              <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={t('admin.parties.edit', { party: name })} onClick={onEdit}>
                <Pencil />
              </IconButton>
            )}
            {onDelete && !isYou && (
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('admin.parties.delete', { party: name })} onClick={onDelete}>
                <Trash2 />
              </IconButton>
            )}
          </Flex>
        </Table.Cell>
      </Table.Row>
      {children}
    </>
  );
}
