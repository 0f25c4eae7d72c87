import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /schedule: content not built yet. */
export function SchedulePage() {
  return <ComingSoonPage titleId="page.schedule" />;
}
