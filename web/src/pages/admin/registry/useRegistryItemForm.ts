import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../../apollo/errors';
import { CreateRegistryItemDocument, DeleteRegistryItemDocument, UpdateRegistryItemDocument } from '../gql/graphql';
import { useT } from '../../../i18n/useT';
import { useAdminNotices } from '../useAdminNotices';
import { refetchRegistry } from './refetchRegistry';
import {
  createItemInput,
  emptyItemForm,
  itemFormValues,
  updateItemInput,
  type ItemFormValues,
  type ItemTextField,
  type RegistryItem,
} from './registryItemForm';

type Mode = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; item: RegistryItem };
export type ItemFieldErrors = Partial<Record<ItemTextField, ErrorDetails>>;

const NAME_REQUIRED: ErrorDetails = { messageCode: 'NAME_REQUIRED', message: 'Name is required' };
const FIELDS: readonly string[] = Object.keys(emptyItemForm());

/** The Registry Items panel's form: create/edit toggle, values, saving and deleting. */
export function useRegistryItemForm() {
  const t = useT();
  const notices = useAdminNotices();
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const [values, setValues] = useState<ItemFormValues>(emptyItemForm);
  const [errors, setErrors] = useState<ItemFieldErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const [createItem, created] = useMutation(CreateRegistryItemDocument, refetchRegistry);
  const [updateItem, updated] = useMutation(UpdateRegistryItemDocument, refetchRegistry);
  const [deleteItem, deleted] = useMutation(DeleteRegistryItemDocument, refetchRegistry);

  // The first field takes focus when the form opens or switches to another item.
  const editedId = mode.kind === 'edit' ? mode.item.id : null;
  useEffect(() => {
    if (mode.kind !== 'closed') nameRef.current?.focus();
  }, [mode.kind, editedId]);

  const close = useCallback(() => {
    setValues(emptyItemForm());
    setErrors({});
    setMode({ kind: 'closed' });
    addButtonRef.current?.focus();
  }, []);

  const openCreate = useCallback(() => {
    if (mode.kind === 'edit') setValues(emptyItemForm());
    setErrors({});
    setMode({ kind: 'create' });
  }, [mode.kind]);

  const openEdit = useCallback((item: RegistryItem) => {
    setValues(itemFormValues(item));
    setErrors({});
    setMode({ kind: 'edit', item });
  }, []);

  const setText = useCallback((field: ItemTextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  }, []);

  const setActive = useCallback((active: boolean) => setValues((v) => ({ ...v, active })), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: NAME_REQUIRED });
      nameRef.current?.focus();
      return;
    }
    const editing = mode.kind === 'edit' ? mode.item : null;
    try {
      if (editing) await updateItem({ variables: { id: editing.id, input: updateItemInput(values, editing) } });
      else await createItem({ variables: { input: createItemInput(values) } });
    } catch (error) {
      // A refused field (e.g. a negative price) shows under its input as well as in the toast.
      const serverError = firstGraphQLError(error);
      const field = serverError?.extensions?.field;
      if (serverError && typeof field === 'string' && FIELDS.includes(field)) {
        setErrors({ [field]: graphQLErrorDetails(serverError) });
      }
      notices.failure(error, editing ? 'admin.registryItems.updateFailed' : 'admin.registryItems.createFailed');
      return;
    }
    notices.success(editing ? 'admin.registryItems.updated' : 'admin.registryItems.created');
    close();
  };

  const remove = async (item: RegistryItem) => {
    if (!window.confirm(t('admin.registryItems.confirmDelete'))) return;
    try {
      await deleteItem({ variables: { id: item.id } });
    } catch (error) {
      notices.failure(error, 'admin.registryItems.deleteFailed');
      return;
    }
    notices.success('admin.registryItems.deleted');
    // The pressed button left with its row: focus goes back to "Add Registry Item".
    if (mode.kind === 'edit' && mode.item.id === item.id) close();
    else addButtonRef.current?.focus();
  };

  return {
    mode,
    values,
    errors,
    nameRef,
    addButtonRef,
    saving: created.loading || updated.loading,
    deleting: deleted.loading,
    openCreate,
    openEdit,
    cancel: close,
    setText,
    setActive,
    onSubmit,
    remove,
  };
}
