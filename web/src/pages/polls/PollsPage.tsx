import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /polls: content not built yet. */
export function PollsPage() {
  return <ComingSoonPage titleId="page.polls" />;
}
