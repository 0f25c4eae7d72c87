import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import {
  CreateGuestGroupDocument,
  DeleteGuestGroupDocument,
  UpdateGuestGroupDocument,
  type AdminGuestGroupFieldsFragment,
} from '../gql/graphql';
import { useT } from '../../../i18n/useT';
import { refetchDashboard } from '../useAdminDashboard';
import { useAdminNotices } from '../useAdminNotices';
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

type Mode = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; group: GuestGroup };

/** The guest group form of the dashboard: create/edit toggle, values, saving and deleting. */
export function useGuestGroupForm() {
  const t = useT();
  const notices = useAdminNotices();
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const [values, setValues] = useState<GroupFormValues>(() => emptyGroupForm(ALL_PAGES));
  const [nameError, setNameError] = useState<ErrorDetails | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const [createGroup, created] = useMutation(CreateGuestGroupDocument, refetchDashboard);
  const [updateGroup, updated] = useMutation(UpdateGuestGroupDocument, refetchDashboard);
  const [deleteGroup, deleted] = useMutation(DeleteGuestGroupDocument, refetchDashboard);

  // The form's first field takes focus when the form opens or switches to another group.
  const editedId = mode.kind === 'edit' ? mode.group.id : null;
  useEffect(() => {
    if (mode.kind !== 'closed') nameRef.current?.focus();
  }, [mode.kind, editedId]);

  const reset = useCallback(() => {
    setValues(emptyGroupForm(DEFAULT_PAGES));
    setNameError(null);
  }, []);

  const close = useCallback(() => {
    reset();
    setMode({ kind: 'closed' });
    addButtonRef.current?.focus();
  }, [reset]);

  const openCreate = useCallback(() => {
    if (mode.kind === 'edit') reset();
    setMode({ kind: 'create' });
  }, [mode.kind, reset]);

  const openEdit = useCallback((group: GuestGroup) => {
    setValues(valuesOf(group));
    setNameError(null);
    setMode({ kind: 'edit', group });
  }, []);

  const setText = useCallback((field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'name') setNameError(null);
  }, []);

  const setSelect = useCallback((field: SelectField, value: string) => setValues((v) => ({ ...v, [field]: value })), []);

  const togglePage = useCallback(
    (page: string, on: boolean) =>
      setValues((v) => ({ ...v, allowedPages: ALL_PAGES.filter((p) => (p === page ? on : v.allowedPages.includes(p))) })),
    [],
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameError(NAME_REQUIRED);
      nameRef.current?.focus();
      return;
    }
    const editing = mode.kind === 'edit' ? mode.group : null;
    const input = inputOf(values);
    try {
      if (editing) await updateGroup({ variables: { id: editing.id, input } });
      else await createGroup({ variables: { input } });
    } catch (error) {
      const serverError = firstGraphQLError(error);
      if (serverError?.extensions?.field === 'name') {
        setNameError(graphQLErrorDetails(serverError));
        nameRef.current?.focus();
      }
      notices.failure(error, editing ? 'admin.guestGroups.updateFailed' : 'admin.guestGroups.createFailed');
      return;
    }
    notices.success(editing ? 'admin.guestGroups.updated' : 'admin.guestGroups.created');
    close();
  };

  const remove = async (group: GuestGroup) => {
    if (group.name === DEFAULT_GROUP) return;
    if (!window.confirm(t('admin.guestGroups.confirmDelete', { name: group.name }))) return;
    try {
      await deleteGroup({ variables: { id: group.id } });
    } catch (error) {
      notices.failure(error, 'admin.guestGroups.deleteFailed');
      return;
    }
    notices.success('admin.guestGroups.deleted');
    if (mode.kind === 'edit' && mode.group.id === group.id) close();
  };

  return {
    mode,
    values,
    nameError,
    nameRef,
    addButtonRef,
    saving: created.loading || updated.loading,
    deleting: deleted.loading,
    openCreate,
    openEdit,
    cancel: close,
    setText,
    setSelect,
    togglePage,
    onSubmit,
    remove,
  };
}
