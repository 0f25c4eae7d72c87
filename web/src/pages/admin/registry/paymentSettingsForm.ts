import type { AdminPaymentSettingsFieldsFragment, PaymentSettingsInput } from '../gql/graphql';

export type PaymentSettings = AdminPaymentSettingsFieldsFragment;

export interface PaymentSettingsValues {
  venmoUsername: string;
  zelleEmail: string;
  currency: string;
}

export type PaymentSettingsField = keyof PaymentSettingsValues;

/** The currencies offered (Venmo and Zelle are US services, so USD is the default). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'MXN'] as const;
export const DEFAULT_CURRENCY = 'USD';

export function paymentSettingsValues(settings: PaymentSettings): PaymentSettingsValues {
  return {
    venmoUsername: settings.venmoUsername ?? '',
    zelleEmail: settings.zelleEmail ?? '',
    currency: settings.currency || DEFAULT_CURRENCY,
  };
}

/**
 * What is sent: blanks clear a setting. The guests' page writes "@" before the username
 * itself, so one typed with its "@" is kept without it.
 */
export function paymentSettingsInput(values: PaymentSettingsValues): PaymentSettingsInput {
  const venmo = values.venmoUsername.trim().replace(/^@+/, '');
  const zelle = values.zelleEmail.trim();
  return { venmoUsername: venmo || null, zelleEmail: zelle || null, currency: values.currency };
}
