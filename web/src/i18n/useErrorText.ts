import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import type { ErrorDetails } from '../apollo/errors';

/**
 * A server (or form) error in the reader's language: the catalogue's `error.<messageCode>`
 * with the error's params, or the English message when the code is one this build does not know.
 */
export function useErrorText() {
  // `_` changes with the language, so callers memoised on this function follow it too.
  const { i18n, _ } = useLingui();
  return useCallback(
    ({ message, messageCode, params }: ErrorDetails) => {
      const id = `error.${messageCode}`;
      return messageCode && id in i18n.messages ? _(id, params) : message;
    },
    [i18n, _],
  );
}
