import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, Download, MapPin } from 'lucide-react';
import { ContentCard } from '../../components/content/ContentCard';
import { RichText } from '../../components/content/RichText';
import { formatClock, formatCountry, useFormat } from '../../i18n/format';
import { useCurrentLocale, useT } from '../../i18n/useT';
import { useCalendarDownload } from './useCalendarDownload';

interface VenueCardProps {
  date: string;
  /** HH:MM in the wedding's timezone, when the couple set it. */
  ceremonyTime: string | null;
  venue: { name: string; street: string; city: string; countryCode: string; mapsUrl: string };
  note: string;
  calendarUrl: string;
}

/**
 * "Venue & Location": the date from the wedding facts (2026: the spec's "2025" on this page
 * contradicts every other place), the venue on a map, and Add to Calendar.
 */
export function VenueCard({ date, ceremonyTime, venue, note, calendarUrl }: VenueCardProps) {
  const t = useT();
  const format = useFormat();
  const locale = useCurrentLocale();
  const ics = useCalendarDownload();
  return (
    <ContentCard title={t('logistics.venueTitle')}>
      <Stack gap="1">
        <Text fontWeight="semibold" color="sage.800">
          {t('logistics.date')}
        </Text>
        <Text fontSize="lg">{format.day(date)}</Text>
        {ceremonyTime && <Text>{t('logistics.ceremonyAt', { time: formatClock(ceremonyTime, locale) })}</Text>}
        <RichText html={note} color="fg.muted" />
      </Stack>
      <Stack gap="1">
        <Text fontWeight="semibold" color="sage.800">
          {t('logistics.venue')}
        </Text>
        <Link href={venue.mapsUrl} target="_blank" rel="noopener noreferrer" color="sage.700" textDecoration="underline" alignItems="flex-start">
          <MapPin size={18} aria-hidden="true" />
          {/* Names and streets as the couple wrote them; the country in the reader's language. */}
          <span>
            {[venue.name, venue.street, venue.city, formatCountry(venue.countryCode, locale)].filter(Boolean).map((line, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </span>
        </Link>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold" color="sage.800">
          {t('logistics.addToCalendar')}
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild colorPalette="sage" variant="outline" rounded="full">
            <a href={calendarUrl} target="_blank" rel="noopener noreferrer">
              <CalendarPlus size={18} aria-hidden="true" />
              {t('logistics.calendarService')}
            </a>
          </Button>
          <Button colorPalette="sage" variant="outline" rounded="full" onClick={() => void ics.download()} loading={ics.busy}>
            <Download size={18} aria-hidden="true" />
            {t('logistics.downloadIcs')}
          </Button>
        </Flex>
      </Stack>
    </ContentCard>
  );
}
