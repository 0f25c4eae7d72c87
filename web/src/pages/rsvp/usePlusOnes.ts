import { useMutation } from '@apollo/client/react';
import { errorDetails } from '../../apollo/errors';
import type { ErrorDetails } from '../../apollo/errors';
import { AddPlusOneDocument, RemovePlusOneDocument, RsvpPageDocument, UpdatePlusOneDocument } from './gql/graphql';
import type { RsvpGuest } from './rsvpAnswers';

export interface PlusOneName {
  firstName: string;
  lastName: string;
}

/** What a plus-one change came to: done, or the server's reason (shown beside the fields). */
export type PlusOneResult = { ok: true; guest?: RsvpGuest } | { ok: false; error: ErrorDetails };

const trimmed = (name: PlusOneName): PlusOneName => ({ firstName: name.firstName.trim(), lastName: name.lastName.trim() });

/**
 * Names, renames and removes the party's plus-ones (issue 21 §1). Each change lands in the RSVP
 * page's cached read, so the new guest gets their own answer block without another request;
 * a removed plus-one's answer goes with them, on the server and here.
 */
export function usePlusOnes() {
  const [add, added] = useMutation(AddPlusOneDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: RsvpPageDocument }, (page) => page && { ...page, partyGuests: [...page.partyGuests, data.addPlusOne] });
    },
  });
  const [rename, renamed] = useMutation(UpdatePlusOneDocument);
  const [remove, removed] = useMutation(RemovePlusOneDocument);

  const run = async (call: () => Promise<{ data?: { addPlusOne?: RsvpGuest } | null | unknown }>): Promise<PlusOneResult> => {
    try {
      const { data } = await call();
      const guest = (data as { addPlusOne?: RsvpGuest } | null | undefined)?.addPlusOne;
      return { ok: true, ...(guest ? { guest } : {}) };
    } catch (error) {
      return { ok: false, error: errorDetails(error) };
    }
  };

  return {
    busy: added.loading || renamed.loading || removed.loading,
    add: (name: PlusOneName) => run(() => add({ variables: { input: trimmed(name) } })),
    rename: (id: number, name: PlusOneName) => run(() => rename({ variables: { id, input: trimmed(name) } })),
    remove: (id: number) =>
      run(() =>
        remove({
          variables: { id },
          update(cache) {
            cache.updateQuery({ query: RsvpPageDocument }, (page) =>
              page && {
                ...page,
                partyGuests: page.partyGuests.filter((g) => g.id !== id),
                guestAttendance: page.guestAttendance.filter((a) => a.guestId !== id),
              },
            );
          },
        }),
      ),
  };
}

export type PlusOnesState = ReturnType<typeof usePlusOnes>;
