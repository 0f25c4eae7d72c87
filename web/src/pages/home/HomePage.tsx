import { Gift, Heart, Plane } from 'lucide-react';
import { CelebrationSection } from './CelebrationSection';
import { FeatureSection } from './FeatureSection';
import { HomeHero } from './HomeHero';
import { useWedding } from './useWedding';

const ICON = { size: 48, strokeWidth: 1.25 } as const;

/** "/": the landing page. */
export function HomePage() {
  const { wedding, loading, error } = useWedding();

  return (
    <>
      <HomeHero wedding={wedding} loading={loading} failed={!!error} />
      <FeatureSection
        title="Travel & Accommodations"
        description={wedding ? `Plan your trip to ${wedding.country}` : undefined}
        to="/logistics"
        icon={<Plane {...ICON} />}
        background="linear-gradient(160deg, #f3f6ef 0%, #e3eadb 55%, #fdfbf6 100%)"
      />
      <FeatureSection
        title="Registry"
        to="/registry"
        icon={<Gift {...ICON} />}
        background="linear-gradient(160deg, #fdfbf6 0%, #fcf5f3 50%, #f7e6e1 100%)"
      />
      <FeatureSection
        title="Our Story"
        to="/couple"
        icon={<Heart {...ICON} />}
        background="radial-gradient(circle at 30% 20%, #f8f3e8 0%, #efe6d2 45%, #e3eadb 100%)"
      />
      <CelebrationSection />
    </>
  );
}
