import { Gift, Heart, Plane } from 'lucide-react';
import { prefetchQuery } from '../../apollo/prefetch';
import { WeddingDocument, WelcomeMessageDocument } from './gql/graphql';
import { prefetchSiteImages } from '../../site-images/siteImages';
import { formatCountry } from '../../i18n/format';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useCurrentLocale, useT } from '../../i18n/useT';
import { canAccessPage } from '../../session/access';
import { useSession } from '../../session/useSession';
import { CelebrationSection } from './CelebrationSection';
import { FeatureSection } from './FeatureSection';
import { HomeHero } from './HomeHero';
import { useSectionPhotos } from './useSectionPhotos';
import { useWedding } from './useWedding';
import { WelcomeMessage } from './WelcomeMessage';

// The page's data starts loading with its code.
prefetchQuery(WeddingDocument);
prefetchQuery(WelcomeMessageDocument);
prefetchSiteImages('hero');

const ICON = { size: 48, strokeWidth: 1.25 } as const;

/** "/": the landing page. It offers only the pages this party may open. */
export function HomePage() {
  const t = useT();
  usePageTitle('home.pageTitle');
  const { wedding, loading, error } = useWedding();
  const { user } = useSession();
  const locale = useCurrentLocale();
  const opens = (page: string) => canAccessPage(user, page);
  const photos = useSectionPhotos({ travel: opens('logistics'), registry: opens('registry'), story: opens('couple') });

  return (
    <>
      <HomeHero wedding={wedding} loading={loading} failed={!!error} />
      <WelcomeMessage />
      {opens('logistics') && (
        <FeatureSection
          title={t('home.logistics')}
          description={wedding ? t('home.logisticsDescription', { country: formatCountry(wedding.countryCode, locale) }) : undefined}
          to="/logistics"
          icon={<Plane {...ICON} />}
          photo={photos.travel}
          background="linear-gradient(160deg, #f3f6ef 0%, #e3eadb 55%, #fdfbf6 100%)"
        />
      )}
      {opens('registry') && (
        <FeatureSection
          title={t('home.registry')}
          to="/registry"
          icon={<Gift {...ICON} />}
          photo={photos.registry}
          background="linear-gradient(160deg, #fdfbf6 0%, #fcf5f3 50%, #f7e6e1 100%)"
        />
      )}
      {opens('couple') && (
        <FeatureSection
          title={t('home.story')}
          to="/couple"
          icon={<Heart {...ICON} />}
          photo={photos.story}
          background="radial-gradient(circle at 30% 20%, #f8f3e8 0%, #efe6d2 45%, #e3eadb 100%)"
        />
      )}
      <CelebrationSection polls={opens('polls')} trivia={opens('trivia')} />
    </>
  );
}
