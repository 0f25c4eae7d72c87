import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import { UpdateWeddingDetailsDocument } from '../gql/graphql';
import { refetchDashboard } from '../useAdminDashboard';
import { useAdminNotices } from '../useAdminNotices';
import {
  firstProblem,
  WEDDING_DETAILS_FIELDS,
  weddingDetailsInput,
  weddingDetailsValues,
  type WeddingDetails,
  type WeddingDetailsField,
  type WeddingDetailsValues,
} from './weddingDetailsForm';

/**
 * The guest pages' copies of what changed (landing, travel, calendar link, the payment
 * currency) leave the cache, so the couple sees the new details on their next page.
 */
function forgetGuestReads(cache: ApolloCache) {
  for (const fieldName of ['wedding', 'venue', 'logisticsContent', 'paymentSettings']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * The Wedding Details section: one form for one record, so the useFormEditor steps without its
 * list (no create/edit mode): values, field errors (from the checks here or the server's),
 * focus on the field at fault, and the save with its toasts.
 */
export function useWeddingDetailsForm(saved: WeddingDetails, label: (field: WeddingDetailsField) => string) {
  const notices = useAdminNotices();
  // Starts from the saved details and keeps its edits while the dashboard refetches for other panels.
  const [values, setValues] = useState<WeddingDetailsValues>(() => weddingDetailsValues(saved));
  const [errors, setErrors] = useState<Partial<Record<WeddingDetailsField, ErrorDetails>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [update, { loading }] = useMutation(UpdateWeddingDetailsDocument, { ...refetchDashboard, update: forgetGuestReads });

  const focus = (field: WeddingDetailsField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const setValue = useCallback((field: WeddingDetailsField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(values);
    if (problem) {
      setErrors({ [problem.field]: { message: problem.messageCode, messageCode: problem.messageCode, params: { field: label(problem.field) } } });
      focus(problem.field);
      return;
    }
    try {
      await update({ variables: { input: weddingDetailsInput(values) } });
    } catch (error) {
      const serverError = firstGraphQLError(error);
      const field = serverError?.extensions?.field as WeddingDetailsField | undefined;
      if (serverError && field && WEDDING_DETAILS_FIELDS.includes(field)) {
        const details = graphQLErrorDetails(serverError);
        setErrors({ [field]: { ...details, params: { ...details.params, field: label(field) } } });
        focus(field);
      }
      notices.failure(error, 'admin.weddingDetails.updateFailed');
      return;
    }
    setErrors({});
    setValues((v) => weddingDetailsValues(weddingDetailsInput(v) as WeddingDetails));
    notices.success('admin.weddingDetails.updated');
  };

  return { values, errors, saving: loading, formRef, setValue, onSubmit };
}
