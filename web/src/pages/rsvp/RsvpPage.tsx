import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /rsvp: content not built yet. */
export function RsvpPage() {
  return <ComingSoonPage titleId="page.rsvp" />;
}
