import { RichText } from '../../components/content/RichText';
import { ContentCard } from '../../components/content/ContentCard';
import { LoadState } from '../../components/content/LoadState';
import { useT } from '../../i18n/useT';
import { useStory } from './useStory';

/** "How We Met", in the couple's own words. */
export function HowWeMetCard() {
  const t = useT();
  const { story, failed } = useStory();
  return (
    <ContentCard title={t('couple.howWeMet')}>
      {story ? <RichText html={story.howWeMet} fontSize="lg" /> : <LoadState failed={failed} message={t('couple.loadFailed')} />}
    </ContentCard>
  );
}
