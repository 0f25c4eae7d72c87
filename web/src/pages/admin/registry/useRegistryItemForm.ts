import type { FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ErrorDetails } from '../../../apollo/errors';
import { CreateRegistryItemDocument, DeleteRegistryItemDocument, UpdateRegistryItemDocument } from '../gql/graphql';
import { useFormEditor, type EditorMessages } from '../useFormEditor';
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

const NAME_REQUIRED: ErrorDetails = { messageCode: 'NAME_REQUIRED', message: 'Name is required' };
// A refused field (e.g. a negative price) shows under its input as well as in the toast.
const FIELDS = Object.keys(emptyItemForm()).filter((k): k is ItemTextField => k !== 'active');
const MESSAGES: EditorMessages = {
  created: 'admin.registryItems.created',
  updated: 'admin.registryItems.updated',
  createFailed: 'admin.registryItems.createFailed',
  updateFailed: 'admin.registryItems.updateFailed',
  deleted: 'admin.registryItems.deleted',
  deleteFailed: 'admin.registryItems.deleteFailed',
};

/** The Registry Items panel's form (useFormEditor): its fields, saving and deleting. */
export function useRegistryItemForm() {
  const editor = useFormEditor<RegistryItem, ItemFormValues, ItemTextField, HTMLInputElement>({
    empty: emptyItemForm,
    valuesOf: itemFormValues,
    fields: FIELDS,
    messages: MESSAGES,
  });
  const { values, change } = editor;
  const [createItem] = useMutation(CreateRegistryItemDocument, refetchRegistry);
  const [updateItem] = useMutation(UpdateRegistryItemDocument, refetchRegistry);
  const [deleteItem] = useMutation(DeleteRegistryItemDocument, refetchRegistry);

  const setText = (field: ItemTextField, value: string) => change(field, (v) => ({ ...v, [field]: value }));
  const setActive = (active: boolean) => change(null, (v) => ({ ...v, active }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return editor.refuse('name', NAME_REQUIRED);
    await editor.save((editing) =>
      editing
        ? updateItem({ variables: { id: editing.id, input: updateItemInput(values, editing) } })
        : createItem({ variables: { input: createItemInput(values) } }),
    );
  };

  const remove = (item: RegistryItem) => editor.remove(item, () => deleteItem({ variables: { id: item.id } }));

  return { ...editor, setText, setActive, onSubmit, remove };
}
