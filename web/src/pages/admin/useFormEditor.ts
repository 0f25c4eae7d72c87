import { useCallback, useEffect, useRef, useState } from 'react';
import { firstGraphQLError, graphQLErrorDetails, type ErrorDetails } from '../../apollo/errors';
import type { MessageId } from '../../i18n/useT';
import { useAdminNotices } from './useAdminNotices';

export type EditorMode<Item> = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; item: Item };

/** The toasts of one kind of item (spec §8): e.g. "Poll created successfully" / "Failed to create poll". */
export interface EditorMessages {
  created: MessageId;
  updated: MessageId;
  createFailed: MessageId;
  updateFailed: MessageId;
  deleted: MessageId;
  deleteFailed: MessageId;
}

interface EditorOptions<Item, Values, Field extends string> {
  empty: () => Values;
  /** The values of the form's first opening, when they differ from `empty` (e.g. every page ticked). */
  initial?: () => Values;
  valuesOf: (item: Item) => Values;
  /** Fields a server error may name; such an error shows beside its field too. */
  fields: readonly Field[];
  messages: EditorMessages;
}

/**
 * What every admin list with a create/edit form shares (spec §4 "Admin forms toggle between
 * create and edit"): the mode, the values and field errors, focus on the first field when the
 * form opens and back on the add button when it closes, and saving and deleting with their toasts.
 */
export function useFormEditor<Item extends { id: number }, Values, Field extends string, First extends HTMLElement = HTMLElement>(
  options: EditorOptions<Item, Values, Field>,
) {
  const { empty, initial, valuesOf, fields, messages } = options;
  const notices = useAdminNotices();
  const [mode, setMode] = useState<EditorMode<Item>>({ kind: 'closed' });
  const [values, setValues] = useState<Values>(initial ?? empty);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorDetails>>>({});
  const firstFieldRef = useRef<First>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const editing = mode.kind === 'edit' ? mode.item : null;

  useEffect(() => {
    if (mode.kind !== 'closed') firstFieldRef.current?.focus();
  }, [mode.kind, editing?.id]);

  const close = useCallback(() => {
    setValues(empty());
    setErrors({});
    setMode({ kind: 'closed' });
    addButtonRef.current?.focus();
  }, [empty]);

  const openCreate = useCallback(() => {
    if (mode.kind === 'edit') setValues(empty());
    setErrors({});
    setMode({ kind: 'create' });
  }, [mode.kind, empty]);

  /** The add/cancel toggle. */
  const toggleCreate = useCallback(() => (mode.kind === 'create' ? close() : openCreate()), [mode.kind, close, openCreate]);

  const openEdit = useCallback(
    (item: Item) => {
      setValues(valuesOf(item));
      setErrors({});
      setMode({ kind: 'edit', item });
    },
    [valuesOf],
  );

  /** Applies a change to the values and clears the error of the field it touches. */
  const change = useCallback((field: Field | null, next: (v: Values) => Values) => {
    setValues(next);
    if (field) setErrors(({ [field]: _dropped, ...rest }) => rest as Partial<Record<Field, ErrorDetails>>);
  }, []);

  /** Shows a field's error and puts focus on the first field (a check made before sending). */
  const refuse = (field: Field, error: ErrorDetails) => refuseAll({ [field]: error } as Partial<Record<Field, ErrorDetails>>);
  /** The same for several fields at once (e.g. the sign-in pair's two checks). */
  const refuseAll = (found: Partial<Record<Field, ErrorDetails>>) => {
    setErrors(found);
    firstFieldRef.current?.focus();
  };

  /** Creates or updates; a refusal naming one of the fields shows beside it as well as in the toast. */
  const save = async (send: (editing: Item | null) => Promise<unknown>) => {
    setSaving(true);
    try {
      await send(editing);
    } catch (error) {
      const serverError = firstGraphQLError(error);
      const field = serverError?.extensions?.field;
      if (serverError && typeof field === 'string' && (fields as readonly string[]).includes(field)) {
        setErrors({ [field]: graphQLErrorDetails(serverError) } as Partial<Record<Field, ErrorDetails>>);
        // The first field has the ref: focus goes there when it is the one refused.
        if (field === fields[0]) firstFieldRef.current?.focus();
      }
      notices.failure(error, editing ? messages.updateFailed : messages.createFailed);
      return;
    } finally {
      setSaving(false);
    }
    notices.success(editing ? messages.updated : messages.created);
    close();
  };

  /**
   * Deletes with its toasts, once the dashboard's dialog has asked (ResourceTable's Delete does).
   * The pressed button left with its row: focus goes back to the add button.
   */
  const remove = async (item: Item, send: (item: Item) => Promise<unknown>) => {
    try {
      await send(item);
    } catch (error) {
      notices.failure(error, messages.deleteFailed);
      return;
    }
    notices.success(messages.deleted);
    if (editing?.id === item.id) close();
    else addButtonRef.current?.focus();
  };

  /** `cancel` closes the form (its Cancel button); `saving` is true while a save is on its way. */
  return { mode, editing, values, errors, saving, firstFieldRef, addButtonRef, cancel: close, openCreate, toggleCreate, openEdit, change, refuse, refuseAll, save, remove };
}
