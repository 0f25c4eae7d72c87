import type { FormEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ErrorDetails } from '../../../apollo/errors';
import { AdminDashboardDocument, AdminEventsDocument, CreateEventDocument, DeleteEventDocument, UpdateEventDocument } from '../gql/graphql';
import { useFormEditor, type EditorMessages } from '../useFormEditor';
import { emptyEventForm, eventFormValues, eventInput, type AdminEvent, type EventFormValues } from './eventForm';

const FIELDS = ['name', 'nameEs', 'start', 'end', 'venue', 'address', 'mapsUrl', 'note', 'noteEs', 'guestGroups'] as const;
type Field = (typeof FIELDS)[number];
export type EventField = Field;

const MESSAGES: EditorMessages = {
  created: 'admin.events.created',
  updated: 'admin.events.updated',
  createFailed: 'admin.events.createFailed',
  updateFailed: 'admin.events.updateFailed',
  deleted: 'admin.events.deleted',
  deleteFailed: 'admin.events.deleteFailed',
};

const NAME_REQUIRED: ErrorDetails = { messageCode: 'NAME_REQUIRED', message: 'Name is required' };
const VENUE_REQUIRED: ErrorDetails = { messageCode: 'FIELD_EMPTY', message: 'venue cannot be empty', params: { field: 'venue' } };
const timeRequired = (field: 'start' | 'end'): ErrorDetails => ({
  messageCode: 'EVENT_TIME_INVALID',
  message: `${field} must be a day and time written YYYY-MM-DDTHH:MM`,
  params: { field },
});

/**
 * After a change: the panel's list and the dashboard's statistics again, and the guests' events
 * dropped from the cache, so the Schedule and RSVP pages ask the server.
 */
const refetchEvents = {
  refetchQueries: [AdminEventsDocument, AdminDashboardDocument],
  awaitRefetchQueries: true,
  update(cache: ApolloCache) {
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'events' });
    cache.gc();
  },
};

/** The Events panel's form: create/edit toggle, both languages, invited groups, saving and deleting. */
export function useEventForm() {
  const editor = useFormEditor<AdminEvent, EventFormValues, Field, HTMLInputElement>({ empty: emptyEventForm, valuesOf: eventFormValues, fields: FIELDS, messages: MESSAGES });
  const { values, change } = editor;

  const [createEvent, created] = useMutation(CreateEventDocument, refetchEvents);
  const [updateEvent, updated] = useMutation(UpdateEventDocument, refetchEvents);
  const [deleteEvent, deleted] = useMutation(DeleteEventDocument, refetchEvents);

  const set = (field: Exclude<Field, 'guestGroups'>, value: string) => change(field, (v) => ({ ...v, [field]: value }));
  const toggleGroup = (name: string, invited: boolean) =>
    change('guestGroups', (v) => ({ ...v, guestGroups: invited ? [...v.guestGroups.filter((g) => g !== name), name] : v.guestGroups.filter((g) => g !== name) }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) return editor.refuse('name', NAME_REQUIRED);
    if (!values.start) return editor.refuse('start', timeRequired('start'));
    if (!values.end) return editor.refuse('end', timeRequired('end'));
    if (!values.venue.trim()) return editor.refuse('venue', VENUE_REQUIRED);
    await editor.save((editing) => {
      const input = eventInput(values);
      return editing ? updateEvent({ variables: { id: editing.id, input } }) : createEvent({ variables: { input } });
    });
  };

  const remove = (event: AdminEvent) => editor.remove(event, () => deleteEvent({ variables: { id: event.id } }));

  return {
    ...editor,
    nameRef: editor.firstFieldRef,
    saving: created.loading || updated.loading,
    deleting: deleted.loading,
    set,
    toggleGroup,
    onSubmit,
    remove,
  };
}
