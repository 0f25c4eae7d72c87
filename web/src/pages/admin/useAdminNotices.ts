import { useCallback, useMemo } from 'react';
import { firstGraphQLError, graphQLErrorDetails } from '../../apollo/errors';
import { notify } from '../../components/toaster';
import { useErrorText } from '../../i18n/useErrorText';
import { useT, type MessageId, type MessageValues } from '../../i18n/useT';
import { UploadFailure } from './bulk-upload/sendSpreadsheet';

/**
 * Spec §8 toasts for admin changes: "Success" with what happened, or "Error" with the server's
 * message in the reader's language, else the change's own fallback (e.g. "Failed to create guest group").
 */
export function useAdminNotices() {
  const t = useT();
  const errorText = useErrorText();
  const success = useCallback(
    (message: MessageId, values?: MessageValues) => notify.success({ title: t('admin.toast.success'), description: t(message, values) }),
    [t],
  );
  const failure = useCallback(
    (error: unknown, fallback: MessageId) => {
      // The server's own refusal (GraphQL, or a REST upload's answer), else the change's fallback.
      const serverError = firstGraphQLError(error);
      const details = serverError ? graphQLErrorDetails(serverError) : error instanceof UploadFailure ? error.details : null;
      notify.error({ title: t('admin.toast.error'), description: details ? errorText(details) : t(fallback) });
    },
    [t, errorText],
  );
  /** "Error" with a description already in the reader's language (e.g. a REST answer's message). */
  const failureText = useCallback((description: string) => notify.error({ title: t('admin.toast.error'), description }), [t]);
  return useMemo(() => ({ success, failure, failureText }), [success, failure, failureText]);
}
