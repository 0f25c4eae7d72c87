import { Stack, Table, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import { actionsWidth, statusCellStyle } from '../resource/ResourceTable';
import { GuestName } from '../party-guests/GuestName';
import { useMealName } from '../rsvp-options/useMealName';
import { STATUS_OF, STATUS_TEXT, type GuestRow as Row, type GuestStatus } from '../party-guests/guestStatus';

// On a phone the guest's status stays in view beside the party's Actions (Edit and Delete), as the party's does.
const STATUS_CELL = statusCellStyle(actionsWidth(2));

// Each colour keeps 4.5:1 on white.
const STATUS_COLOR: Record<GuestStatus, string> = {
  attending: 'green.700',
  notAttending: 'red.700',
  pending: 'orange.800',
  noRsvp: 'fg.muted',
};

/**
 * One guest under their party's row: name (and "(Child)"), and in the RSVP Status column
 * their status with the meal preference and dietary restrictions they gave.
 */
export function GuestRow({ guest }: { guest: Row }) {
  const t = useT();
  const mealName = useMealName();
  const status = STATUS_OF[guest.status];
  return (
    <Table.Row>
      <Table.Cell ps="6">
        <GuestName guest={guest} />
      </Table.Cell>
      <Table.Cell />
      <Table.Cell />
      <Table.Cell />
      <Table.Cell minW="36" {...STATUS_CELL}>
        <Stack gap="0.5">
          <Text fontWeight="medium" color={STATUS_COLOR[status]}>
            {t(STATUS_TEXT[status])}
          </Text>
          {guest.mealPreference && (
            <Text fontSize="xs" color="fg.muted">
              {t('admin.guests.meal', { meal: mealName(guest.mealPreference) })}
            </Text>
          )}
          {guest.dietaryRestrictions && (
            <Text fontSize="xs" color="fg.muted">
              {t('admin.guests.dietary', { text: guest.dietaryRestrictions })}
            </Text>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell />
    </Table.Row>
  );
}
