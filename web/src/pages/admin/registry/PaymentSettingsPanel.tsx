import { useMemo } from 'react';
import { Box, Button, chakra, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { INTL_LOCALE } from '../../../i18n/locale';
import { useErrorText } from '../../../i18n/useErrorText';
import { useCurrentLocale, useT } from '../../../i18n/useT';
import { fieldStyle, FormField } from '../FormField';
import type { AdminPanelProps } from '../sections';
import { CURRENCIES, type PaymentSettingsField } from './paymentSettingsForm';
import { usePaymentSettingsForm } from './usePaymentSettingsForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';

/** "USD (US Dollar)" in the reader's language; a stored code this build does not offer is kept. */
export function useCurrencyOptions(current: string) {
  const locale = useCurrentLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'currency' });
    const codes: string[] = CURRENCIES.includes(current as (typeof CURRENCIES)[number]) ? [...CURRENCIES] : [current, ...CURRENCIES];
    return codes.map((code) => ({ code, label: `${code} (${names.of(code) ?? code})` }));
  }, [locale, current]);
}

/** Slot 7, "Payment Settings": where guests send their gifts (Venmo username, Zelle e-mail) and the currency. */
export function PaymentSettingsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const errorText = useErrorText();
  const form = usePaymentSettingsForm(data.paymentSettings);
  const { values, errors } = form;
  const currencies = useCurrencyOptions(values.currency);
  const error = (field: PaymentSettingsField) => (errors[field] ? errorText(errors[field]) : null);
  const change = (field: PaymentSettingsField) => (e: { currentTarget: { value: string } }) => form.setValue(field, e.currentTarget.value);

  return (
    <chakra.form onSubmit={form.onSubmit} noValidate>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('admin.paymentSettings.explain')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t('admin.paymentSettings.venmoUsername')} error={error('venmoUsername')} helper={t('admin.paymentSettings.venmoHint')}>
            <Input {...fieldStyle} name="venmoUsername" value={values.venmoUsername} onChange={change('venmoUsername')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </FormField>
          <FormField label={t('admin.paymentSettings.zelleEmail')} error={error('zelleEmail')}>
            <Input {...fieldStyle} name="zelleEmail" type="email" inputMode="email" value={values.zelleEmail} onChange={change('zelleEmail')} autoComplete="off" spellCheck={false} />
          </FormField>
          <FormField label={t('admin.paymentSettings.currency')} error={error('currency')}>
            <NativeSelectRoot>
              <NativeSelect.Field {...fieldStyle} name="currency" value={values.currency} onChange={change('currency')}>
                {currencies.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelectRoot>
          </FormField>
        </SimpleGrid>
        <Box>
          <Button type="submit" colorPalette="sage" loading={form.saving} loadingText={t('admin.paymentSettings.save')}>
            {t('admin.paymentSettings.save')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
