import type { FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ErrorDetails } from '../../../apollo/errors';
import { CreatePartyDocument, DeletePartyDocument, UpdatePartyDocument } from '../gql/graphql';
import { validateLogin } from '../../auth/loginForm';
import { refetchDashboard } from '../useAdminDashboard';
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

const FIELDS = ['lastName', 'zipCode', 'guestGroup', 'isAdmin', 'guests', 'email', 'language'] as const;
type Field = (typeof FIELDS)[number];
export type PartyFieldErrors = Partial<Record<Field, ErrorDetails>>;

const FIRST_NAME_REQUIRED: ErrorDetails = { messageCode: 'FIRST_NAME_REQUIRED', message: 'First name is required' };
const MESSAGES: EditorMessages = {
  created: 'admin.parties.created',
  updated: 'admin.parties.updated',
  createFailed: 'admin.parties.createFailed',
  updateFailed: 'admin.parties.updateFailed',
  confirmDelete: 'admin.parties.confirmDelete',
  deleted: 'admin.parties.deleted',
  deleteFailed: 'admin.parties.deleteFailed',
};

/**
 * The Parties and Guests form (spec §5 "Party form"): add a party with its guests in one go, or
 * edit a party's last name, ZIP code, group, Can RSVP and admin flag; and deleting a party after
 * the dashboard's confirmation dialog. Checked like sign-in before sending; the server decides.
 */
export function usePartyForm() {
  const editor = useFormEditor<AdminParty, PartyFormValues, Field, HTMLInputElement>({
    empty: emptyPartyForm,
    valuesOf: partyFormValues,
    fields: FIELDS,
    messages: MESSAGES,
  });
  const { values, change } = editor;
  const [createParty, created] = useMutation(CreatePartyDocument, refetchDashboard);
  const [updateParty, updated] = useMutation(UpdatePartyDocument, refetchDashboard);
  const [deleteParty, deleted] = useMutation(DeletePartyDocument, refetchDashboard);

  const setText = (field: 'lastName' | 'zipCode' | 'email', value: string) => change(field, (v) => ({ ...v, [field]: value }));
  const setFlag = (field: 'canRsvp' | 'isAdmin', on: boolean) => change(field === 'isAdmin' ? 'isAdmin' : null, (v) => ({ ...v, [field]: on }));
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
        : createParty({ variables: { input: partyCreateInput(values) } }),
    );
  };

  return {
    mode: editor.mode,
    values,
    errors: editor.errors as PartyFieldErrors,
    lastNameRef: editor.firstFieldRef,
    addButtonRef: editor.addButtonRef,
    saving: created.loading || updated.loading,
    openCreate: editor.toggleCreate,
    openEdit: editor.openEdit,
    cancel: editor.close,
    setText,
    setFlag,
    setGroup,
    setLanguage,
    setGuest,
    addGuest,
    removeGuest,
    onSubmit,
    /** The party the delete dialog asks about, if open. */
    removing: editor.removing,
    askRemove: editor.askRemove,
    cancelRemove: editor.cancelRemove,
    confirmRemove: () => editor.confirmRemove((party) => deleteParty({ variables: { id: party.id } })),
    deleting: deleted.loading,
  };
}
