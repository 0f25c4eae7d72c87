import type { FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ErrorDetails } from '../../../apollo/errors';
import {
  CreateGuestGroupDocument,
  DeleteGuestGroupDocument,
  UpdateGuestGroupDocument,
  type AdminGuestGroupFieldsFragment,
} from '../gql/graphql';
import { refetchDashboardAndLists } from '../useAdminDashboard';
import { useFormEditor, type EditorMessages } from '../useFormEditor';
import { ALL_PAGES, DEFAULT_PAGES } from './guestGroupOptions';

export type GuestGroup = AdminGuestGroupFieldsFragment;

export interface GroupFormValues {
  name: string;
  description: string;
  welcomeMessage: string;
  welcomeMessageEs: string;
  customLogistics: string;
  customLogisticsEs: string;
  customRegistry: string;
  customRegistryEs: string;
  allowedPages: string[];
  photoVersion: string;
  accommodationsVersion: string;
  eventScheduleVersion: string;
}

/** The notes guests read, each in English and Spanish (`welcomeMessageEs`...). */
export const GROUP_NOTES = ['welcomeMessage', 'customLogistics', 'customRegistry'] as const;
type Note = (typeof GROUP_NOTES)[number];
export type TextField = 'name' | 'description' | Note | `${Note}Es`;
export type SelectField = 'photoVersion' | 'accommodationsVersion' | 'eventScheduleVersion';

export const DEFAULT_GROUP = 'default';

/** Spec §5: the create form starts with every page; after a cancel (or a save) only the default ones. */
export function emptyGroupForm(allowedPages: readonly string[]): GroupFormValues {
  return {
    name: '',
    description: '',
    welcomeMessage: '',
    welcomeMessageEs: '',
    customLogistics: '',
    customLogisticsEs: '',
    customRegistry: '',
    customRegistryEs: '',
    allowedPages: [...allowedPages],
    photoVersion: 'parents',
    accommodationsVersion: 'default',
    eventScheduleVersion: 'default',
  };
}

function valuesOf(group: GuestGroup): GroupFormValues {
  return {
    name: group.name,
    description: group.description ?? '',
    welcomeMessage: group.welcomeMessage ?? '',
    welcomeMessageEs: group.welcomeMessageEs ?? '',
    customLogistics: group.customLogistics ?? '',
    customLogisticsEs: group.customLogisticsEs ?? '',
    customRegistry: group.customRegistry ?? '',
    customRegistryEs: group.customRegistryEs ?? '',
    allowedPages: [...group.allowedPages],
    photoVersion: group.photoVersion,
    accommodationsVersion: group.accommodationsVersion,
    eventScheduleVersion: group.eventScheduleVersion,
  };
}

/** What is sent: blank free texts clear the field. */
function inputOf(values: GroupFormValues) {
  const text = (v: string) => (v.trim() ? v.trim() : null);
  return {
    name: values.name.trim(),
    description: text(values.description),
    welcomeMessage: text(values.welcomeMessage),
    welcomeMessageEs: text(values.welcomeMessageEs),
    customLogistics: text(values.customLogistics),
    customLogisticsEs: text(values.customLogisticsEs),
    customRegistry: text(values.customRegistry),
    customRegistryEs: text(values.customRegistryEs),
    allowedPages: values.allowedPages,
    photoVersion: values.photoVersion,
    accommodationsVersion: values.accommodationsVersion,
    eventScheduleVersion: values.eventScheduleVersion,
  };
}

const NAME_REQUIRED: ErrorDetails = { messageCode: 'NAME_REQUIRED', message: 'Name is required' };
const FIELDS = ['name'] as const;
const MESSAGES: EditorMessages = {
  created: 'admin.guestGroups.created',
  updated: 'admin.guestGroups.updated',
  createFailed: 'admin.guestGroups.createFailed',
  updateFailed: 'admin.guestGroups.updateFailed',
  deleted: 'admin.guestGroups.deleted',
  deleteFailed: 'admin.guestGroups.deleteFailed',
};
const initialForm = () => emptyGroupForm(ALL_PAGES);
const resetForm = () => emptyGroupForm(DEFAULT_PAGES);

/** The guest group form of the dashboard (useFormEditor): its fields, saving and deleting. */
export function useGuestGroupForm() {
  const editor = useFormEditor<GuestGroup, GroupFormValues, (typeof FIELDS)[number], HTMLInputElement>({
    empty: resetForm,
    initial: initialForm,
    valuesOf,
    fields: FIELDS,
    messages: MESSAGES,
  });
  const { values, change } = editor;
  const [createGroup] = useMutation(CreateGuestGroupDocument, refetchDashboardAndLists);
  const [updateGroup] = useMutation(UpdateGuestGroupDocument, refetchDashboardAndLists);
  const [deleteGroup] = useMutation(DeleteGuestGroupDocument, refetchDashboardAndLists);

  const setText = (field: TextField, value: string) => change(field === 'name' ? 'name' : null, (v) => ({ ...v, [field]: value }));
  const setSelect = (field: SelectField, value: string) => change(null, (v) => ({ ...v, [field]: value }));
  const togglePage = (page: string, on: boolean) =>
    change(null, (v) => ({ ...v, allowedPages: ALL_PAGES.filter((p) => (p === page ? on : v.allowedPages.includes(p))) }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return editor.refuse('name', NAME_REQUIRED);
    const input = inputOf(values);
    await editor.save((editing) => (editing ? updateGroup({ variables: { id: editing.id, input } }) : createGroup({ variables: { input } })));
  };

  const remove = (group: GuestGroup) => editor.remove(group, () => deleteGroup({ variables: { id: group.id } }));

  return { ...editor, nameError: editor.errors.name ?? null, setText, setSelect, togglePage, onSubmit, remove };
}
