import { Text } from '@chakra-ui/react';
import { ContentCard } from '../../components/content/ContentCard';
import { RichText } from '../../components/content/RichText';
import { useT } from '../../i18n/useT';

/**
 * The accommodation of the caller's version; null from the server means the caller sees
 * "Additional Details" instead (no canRsvp and not an admin, spec §6).
 */
export function AccommodationCard({ html }: { html: string | null }) {
  const t = useT();
  if (html === null) {
    return (
      <ContentCard title={t('logistics.additionalTitle')}>
        <Text fontSize="lg">{t('logistics.additionalText')}</Text>
      </ContentCard>
    );
  }
  return (
    <ContentCard title={t('logistics.accommodationTitle')}>
      <RichText html={html} />
    </ContentCard>
  );
}
