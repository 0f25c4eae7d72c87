import { useMemo, type ReactNode } from 'react';
import { Box, Button, chakra, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { INTL_LOCALE } from '../../../i18n/locale';
import { formatCountry } from '../../../i18n/format';
import { useErrorText } from '../../../i18n/useErrorText';
import { useCurrentLocale, useT, type MessageId } from '../../../i18n/useT';
import { fieldStyle, FormField } from '../FormField';
import { useCurrencyOptions } from '../registry/PaymentSettingsPanel';
import type { AdminPanelProps } from '../sections';
import { COUNTRY_CODES, DEFAULT_TIMEZONE, generatedMapsUrl, REQUIRED_FIELDS, WEDDING_MAX_LENGTH, type WeddingDetailsField } from './weddingDetailsForm';
import { useWeddingDetailsForm } from './useWeddingDetailsForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';

// Chrome's calendar and clock buttons inside date and time boxes take focus without the box
// matching :focus(-visible); :focus-within still does, so the box keeps its ring then too.
const PICKER_RING = { _focusWithin: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'sage.700', outlineOffset: '0px' } };

const LABELS: Record<WeddingDetailsField, MessageId> = {
  partnerOneName: 'admin.weddingDetails.partnerOneName',
  partnerTwoName: 'admin.weddingDetails.partnerTwoName',
  date: 'admin.weddingDetails.date',
  ceremonyTime: 'admin.weddingDetails.ceremonyTime',
  timezone: 'admin.weddingDetails.timezone',
  venueName: 'admin.weddingDetails.venueName',
  venueAddress: 'admin.weddingDetails.venueAddress',
  venueCity: 'admin.weddingDetails.venueCity',
  country: 'admin.weddingDetails.country',
  mapsUrl: 'admin.weddingDetails.mapsUrl',
  currency: 'admin.weddingDetails.currency',
};

/** Every country by its name in the reader's language, sorted as that language sorts. */
function useCountryOptions() {
  const locale = useCurrentLocale();
  return useMemo(() => {
    const collator = new Intl.Collator(INTL_LOCALE[locale]);
    return COUNTRY_CODES.map((code) => ({ code, name: formatCountry(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
}

/** The IANA zones this browser knows; a saved zone it does not list is kept at the top. */
function useTimezoneOptions(current: string) {
  return useMemo(() => {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIMEZONE];
    return current && !zones.includes(current) ? [current, ...zones] : zones;
  }, [current]);
}

/** The first section: who, when and where, read by the landing page, travel, the calendar and the assistant. */
export function WeddingDetailsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const errorText = useErrorText();
  const label = (field: WeddingDetailsField) => t(LABELS[field]);
  const form = useWeddingDetailsForm(data.weddingDetails, label);
  const { values, errors } = form;
  const countries = useCountryOptions();
  const zones = useTimezoneOptions(values.timezone);
  const currencies = useCurrencyOptions(values.currency);
  const mapsPreview = generatedMapsUrl(values, formatCountry(values.country, 'en'));

  const field = (name: WeddingDetailsField, input: ReactNode, helper?: ReactNode) => (
    <FormField label={label(name)} required={REQUIRED_FIELDS.has(name)} error={errors[name] ? errorText(errors[name]) : null} helper={helper}>
      {input}
    </FormField>
  );
  const text = (name: WeddingDetailsField, props: Record<string, unknown> = {}) => (
    <Input
      {...fieldStyle}
      name={name}
      value={values[name]}
      onChange={(e) => form.setValue(name, e.currentTarget.value)}
      maxLength={WEDDING_MAX_LENGTH[name as keyof typeof WEDDING_MAX_LENGTH]}
      {...props}
    />
  );
  const select = (name: WeddingDetailsField, options: Array<{ value: string; label: string }>) => (
    <NativeSelectRoot>
      <NativeSelect.Field {...fieldStyle} name={name} value={values[name]} onChange={(e) => form.setValue(name, e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelectRoot>
  );

  return (
    <chakra.form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t('admin.weddingDetails.explain')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('partnerOneName', text('partnerOneName', { autoComplete: 'off' }))}
          {field('partnerTwoName', text('partnerTwoName', { autoComplete: 'off' }))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {field('date', text('date', { type: 'date', ...PICKER_RING }))}
          {field('ceremonyTime', text('ceremonyTime', { type: 'time', ...PICKER_RING }), t('admin.weddingDetails.ceremonyTimeHint'))}
          {field('timezone', select('timezone', zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('venueName', text('venueName', { autoComplete: 'off' }))}
          {field('venueAddress', text('venueAddress', { autoComplete: 'off' }))}
          {field('venueCity', text('venueCity', { autoComplete: 'off' }))}
          {field('country', select('country', countries.map((c) => ({ value: c.code, label: c.name }))), t('admin.weddingDetails.countryHint', { en: formatCountry(values.country, 'en'), es: formatCountry(values.country, 'es') }))}
        </SimpleGrid>
        {field(
          'mapsUrl',
          text('mapsUrl', { type: 'url', inputMode: 'url', autoComplete: 'off', spellCheck: false }),
          <>
            {t('admin.weddingDetails.mapsUrlHint')}{' '}
            {!values.mapsUrl.trim() && (
              <Link href={mapsPreview} target="_blank" rel="noopener noreferrer" color="sage.700" textDecoration="underline">
                {t('admin.weddingDetails.mapsPreview')}
              </Link>
            )}
          </>,
        )}
        <Box maxW={{ md: 'sm' }}>{field('currency', select('currency', currencies.map((c) => ({ value: c.code, label: c.label }))), t('admin.weddingDetails.currencyHint'))}</Box>
        <Box>
          <Button type="submit" colorPalette="sage" loading={form.saving} loadingText={t('admin.weddingDetails.save')}>
            {t('admin.weddingDetails.save')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
