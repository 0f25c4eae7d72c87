import { chakra } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import type { PartyGuest } from './guestStatus';

/** "First Last", then "(Child)" for a child (spec §2 section 8) and "(Plus-one)" for a guest the party named. */
export function GuestName({ guest }: { guest: PartyGuest }) {
  const t = useT();
  return (
    <>
      {guest.firstName} {guest.lastName}
      {/* The space outside the span, so the accessible name reads "Lucia Garcia (Child)". */}
      {guest.isChild && ' '}
      {guest.isChild && <chakra.span color="fg.muted">{t('admin.guests.child')}</chakra.span>}
      {/* Named by the party itself (issue 21 §1), not by the couple. */}
      {guest.isPlusOne && ' '}
      {guest.isPlusOne && <chakra.span color="fg.muted">{t('admin.guests.plusOne')}</chakra.span>}
    </>
  );
}
