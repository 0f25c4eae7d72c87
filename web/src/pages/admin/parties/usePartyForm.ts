import type { FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ErrorDetails } from '../../../apollo/errors';
import { CreatePartyDocument, DeletePartyDocument, UpdatePartyDocument } from '../gql/graphql';
import { validateLogin } from '../../auth/loginForm';
import { refetchGuestLists } from '../useAdminDashboard';
import { useFormEditor, type EditorMessages } from '../useFormEditor';
import {
  emptyGuest,
  emptyPartyForm,
  partyCreateInput,
  partyFormValues,
  partyUpdateInput,
  type AdminParty,
  type NewGuestValues,
  type PartyFormValues,
} from './partyForm';

const FIELDS = ['lastName', 'zipCode', 'guestGroup', 'isAdmin', 'plusOnesAllowed', 'guests', 'email', 'language'] as const;
type Field = (typeof FIELDS)[number];
export type PartyFieldErrors = Partial<Record<Field, ErrorDetails>>;

const FIRST_NAME_REQUIRED: ErrorDetails = { messageCode: 'FIRST_NAME_REQUIRED', message: 'First name is required' };
const MESSAGES: EditorMessages = {
  created: 'admin.parties.created',
  updated: 'admin.parties.updated',
  createFailed: 'admin.parties.createFailed',
  updateFailed: 'admin.parties.updateFailed',
  deleted: 'admin.parties.deleted',
  deleteFailed: 'admin.parties.deleteFailed',
};

/**
 * The Parties and Guests form (spec §5 "Party form"): add a party with its guests in one go, or
 * edit a party's last name, ZIP code, group, Can RSVP and admin flag; and deleting a party (once
 * ResourceTable's dialog has asked). Checked like sign-in before sending; the server decides.
 */
export function usePartyForm({ onCreated }: { onCreated?: (lastName: string) => void } = {}) {
  const editor = useFormEditor<AdminParty, PartyFormValues, Field, HTMLInputElement>({
    empty: emptyPartyForm,
    valuesOf: partyFormValues,
    fields: FIELDS,
    messages: MESSAGES,
  });
  const { values, change } = editor;
  const [createParty] = useMutation(CreatePartyDocument, refetchGuestLists);
  const [updateParty] = useMutation(UpdatePartyDocument, refetchGuestLists);
  const [deleteParty] = useMutation(DeletePartyDocument, refetchGuestLists);

  const setText = (field: 'lastName' | 'zipCode' | 'email', value: string) => change(field, (v) => ({ ...v, [field]: value }));
  const setFlag = (field: 'canRsvp' | 'isAdmin', on: boolean) => change(field === 'isAdmin' ? 'isAdmin' : null, (v) => ({ ...v, [field]: on }));
  // A number field the couple may clear while typing: blank or not a number is 0 plus-ones.
  const setPlusOnes = (text: string) => change('plusOnesAllowed', (v) => ({ ...v, plusOnesAllowed: Math.max(0, Math.trunc(Number(text) || 0)) }));
  const setGroup = (guestGroup: string) => change('guestGroup', (v) => ({ ...v, guestGroup }));
  const setLanguage = (language: 'en' | 'es') => change('language', (v) => ({ ...v, language }));
  const setGuest = (index: number, patch: Partial<NewGuestValues>) =>
    change('guests', (v) => ({ ...v, guests: v.guests.map((g, i) => (i === index ? { ...g, ...patch } : g)) }));
  const addGuest = () => change(null, (v) => ({ ...v, guests: [...v.guests, emptyGuest()] }));
  const removeGuest = (index: number) => change('guests', (v) => ({ ...v, guests: v.guests.filter((_, i) => i !== index) }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateLogin(values);
    if (local.lastName || local.zipCode) return editor.refuseAll(local);
    if (editor.mode.kind === 'create' && values.guests.some((g) => !g.firstName.trim() && g.lastName.trim())) {
      return editor.refuse('guests', FIRST_NAME_REQUIRED);
    }
    await editor.save((editing) =>
      editing
        ? updateParty({ variables: { id: editing.id, input: partyUpdateInput(editing, values) } })
        : createParty({ variables: { input: partyCreateInput(values) } }).then((created) => {
            if (created.data) onCreated?.(created.data.createParty.lastName);
          }),
    );
  };

  const remove = (party: AdminParty) => editor.remove(party, () => deleteParty({ variables: { id: party.id } }));

  return {
    ...editor,
    errors: editor.errors as PartyFieldErrors,
    // The add button toggles: a second press closes the create form.
    openCreate: editor.toggleCreate,
    setText,
    setFlag,
    setGroup,
    setPlusOnes,
    setLanguage,
    setGuest,
    addGuest,
    removeGuest,
    onSubmit,
    remove,
  };
}
