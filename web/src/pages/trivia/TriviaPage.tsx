import { ComingSoonPage } from '../../components/ComingSoonPage';

/** /trivia: content not built yet. */
export function TriviaPage() {
  return <ComingSoonPage titleId="page.trivia" />;
}
