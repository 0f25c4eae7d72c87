import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /couple: content not built yet. */
export function CouplePage() {
  return <ComingSoonPage titleId="page.couple" />;
}
