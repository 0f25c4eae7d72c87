import type { ApolloClient } from '@apollo/client';
import { AddPlusOneDocument, RemovePlusOneDocument, RsvpPageDocument, UpdatePlusOneDocument } from './gql/graphql';
import type { RsvpGuest } from './rsvpAnswers';

// Naming, renaming and removing the party's plus-ones (issue 21 §1): requests the form sends
// only once the reader presses a plus-one's button, so a chunk of its own that the page loads
// when the browser is idle (rsvpParts.ts), or at once on a press before then (issue 23 §3).
// Each change lands in the RSVP page's cached read, so the new guest gets their own answer
// block without another request; a removed plus-one's answer goes with them, on the server and here.

export interface PlusOneName {
  firstName: string;
  lastName: string;
}

const trimmed = (name: PlusOneName): PlusOneName => ({ firstName: name.firstName.trim(), lastName: name.lastName.trim() });

/** Names a plus-one; resolves with the new guest. */
export async function addPlusOne(client: ApolloClient, name: PlusOneName): Promise<RsvpGuest | undefined> {
  const { data } = await client.mutate({
    mutation: AddPlusOneDocument,
    variables: { input: trimmed(name) },
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: RsvpPageDocument }, (page) => page && { ...page, partyGuests: [...page.partyGuests, data.addPlusOne] });
    },
  });
  return data?.addPlusOne;
}

export async function renamePlusOne(client: ApolloClient, id: number, name: PlusOneName): Promise<void> {
  await client.mutate({ mutation: UpdatePlusOneDocument, variables: { id, input: trimmed(name) } });
}

export async function removePlusOne(client: ApolloClient, id: number): Promise<void> {
  await client.mutate({
    mutation: RemovePlusOneDocument,
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
  });
}
