import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /registry: content not built yet. */
export function RegistryPage() {
  return <ComingSoonPage titleId="page.registry" />;
}
