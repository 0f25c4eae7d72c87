import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /logistics: content not built yet. */
export function LogisticsPage() {
  return <ComingSoonPage titleId="page.logistics" />;
}
