import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { ErrorDetails } from '../apollo/errors';

/**
 * A server (or form) error in the reader's language: the catalogue's `error.<messageCode>`
 * with the error's params, or the English message when the code is one this build does not know.
 * Errors only the dashboard can meet are `admin.error.<messageCode>` in the admin part, loaded
 * with the dashboard, so guests do not download them in their first catalogue.
 */
export function useErrorText() {
  // `_` changes with the language, so callers memoised on this function follow it too.
  const { i18n, _ } = useLingui();
  return useCallback(
    ({ message, messageCode, params }: ErrorDetails) => {
      if (!messageCode) return message;
      const id = [`admin.error.${messageCode}`, `error.${messageCode}`].find((key) => key in i18n.messages);
      return id ? _(id, params) : message;
    },
    [i18n, _],
  );
}
