import { useCallback, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import { UpdatePaymentSettingsDocument } from '../gql/graphql';
import { useAdminNotices } from '../useAdminNotices';
import {
  paymentSettingsInput,
  paymentSettingsValues,
  type PaymentSettings,
  type PaymentSettingsField,
  type PaymentSettingsValues,
} from './paymentSettingsForm';
import { refetchRegistry } from './refetchRegistry';

const FIELDS: readonly string[] = ['venmoUsername', 'zelleEmail', 'currency'];

/** The Payment Settings card: the values being edited and saving them. */
export function usePaymentSettingsForm(saved: PaymentSettings) {
  const notices = useAdminNotices();
  // Starts from the saved settings and keeps its edits while the dashboard refetches for other
  // panels; a save replaces them with what the server kept.
  const [values, setValues] = useState<PaymentSettingsValues>(() => paymentSettingsValues(saved));
  const [errors, setErrors] = useState<Partial<Record<PaymentSettingsField, ErrorDetails>>>({});
  const [updateSettings, { loading }] = useMutation(UpdatePaymentSettingsDocument, refetchRegistry);

  const setValue = useCallback((field: PaymentSettingsField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await updateSettings({ variables: { input: paymentSettingsInput(values) } });
      if (data) setValues(paymentSettingsValues(data.updatePaymentSettings));
    } catch (error) {
      const serverError = firstGraphQLError(error);
      const field = serverError?.extensions?.field;
      if (serverError && typeof field === 'string' && FIELDS.includes(field)) setErrors({ [field]: graphQLErrorDetails(serverError) });
      notices.failure(error, 'admin.paymentSettings.updateFailed');
      return;
    }
    setErrors({});
    notices.success('admin.paymentSettings.updated');
  };

  return { values, errors, saving: loading, setValue, onSubmit };
}
