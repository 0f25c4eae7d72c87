import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { errorDetails } from '../../apollo/errors';
import type { ErrorDetails } from '../../apollo/errors';
import type { PlusOneName } from './plusOneChanges';
import type { RsvpGuest } from './rsvpAnswers';
import { loadPlusOneChanges } from './rsvpParts';

export type { PlusOneName } from './plusOneChanges';

/** What a plus-one change came to: done, or the server's reason (shown beside the fields). */
export type PlusOneResult = { ok: true; guest?: RsvpGuest } | { ok: false; error: ErrorDetails };

type PlusOneChanges = Awaited<ReturnType<typeof loadPlusOneChanges>>;

/**
 * Names, renames and removes the party's plus-ones (issue 21 §1), with the requests' code
 * (plusOneChanges.ts) loaded when first wanted if the browser has not brought it already.
 * Busy while any change is on its way.
 */
export function usePlusOnes() {
  const client = useApolloClient();
  const [sending, setSending] = useState(0);

  const run = async (change: (changes: PlusOneChanges) => Promise<RsvpGuest | void | undefined>): Promise<PlusOneResult> => {
    setSending((n) => n + 1);
    try {
      const guest = await change(loadPlusOneChanges.loaded ?? (await loadPlusOneChanges()));
      return { ok: true, ...(guest ? { guest } : {}) };
    } catch (error) {
      return { ok: false, error: errorDetails(error) };
    } finally {
      setSending((n) => n - 1);
    }
  };

  return {
    busy: sending > 0,
    add: (name: PlusOneName) => run((changes) => changes.addPlusOne(client, name)),
    rename: (id: number, name: PlusOneName) => run((changes) => changes.renamePlusOne(client, id, name)),
    remove: (id: number) => run((changes) => changes.removePlusOne(client, id)),
  };
}

export type PlusOnesState = ReturnType<typeof usePlusOnes>;
