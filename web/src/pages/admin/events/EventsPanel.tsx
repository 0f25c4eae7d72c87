import { Box, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useCurrentLocale, useT } from '../../../i18n/useT';
import { AdminEventsDocument } from '../gql/graphql';
import { AddButton } from '../resource/AddButton';
import { ResourceTable, type Column } from '../resource/ResourceTable';
import type { AdminPanelProps } from '../sections';
import { eventWhen, type AdminEvent } from './eventForm';
import { EVENT_FORM_ID, EventForm } from './EventForm';
import { useEventForm } from './useEventForm';

function useColumns(): Column<AdminEvent>[] {
  const t = useT();
  const locale = useCurrentLocale();
  return [
    {
      header: 'admin.events.name',
      cell: (event) => (
        <>
          {event.name}
          {event.nameEs && event.nameEs !== event.name && (
            <Text as="span" display="block" color="fg.muted" fontWeight="normal" lang="es">
              {event.nameEs}
            </Text>
          )}
        </>
      ),
      cellProps: { fontWeight: 'medium', minW: '40' },
    },
    { header: 'admin.events.when', cell: (event) => eventWhen(event.start, event.end, locale), cellProps: { whiteSpace: 'nowrap' } },
    { header: 'admin.events.venue', cell: (event) => event.venue, cellProps: { minW: '32' } },
    {
      header: 'admin.events.guestGroups',
      cell: (event) => (event.guestGroups.length ? event.guestGroups.join(', ') : <Text as="span" color="fg.muted">{t('admin.events.nobodyInvited')}</Text>),
      cellProps: { minW: '32' },
    },
    { header: 'admin.events.answers', cell: (event) => event.answerCount, align: 'end', status: true },
  ];
}

/** "Events" (issue 21 §2): the wedding's events, who is invited to each, and the form. Runs its own query. */
export function EventsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const form = useEventForm();
  const columns = useColumns();
  const { data: list, error } = useQuery(AdminEventsDocument);
  const groups = data.guestGroups.map((g) => g.name);
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <AddButton mode={form.mode} buttonRef={form.addButtonRef} formId={EVENT_FORM_ID} label={t('admin.events.add')} onClick={form.toggleCreate} />
      </Flex>
      {form.mode.kind !== 'closed' && <EventForm form={form} groups={groups} timezone={data.weddingDetails.timezone} />}
      <ResourceTable
        label={t('admin.events.table')}
        items={list?.adminEvents}
        failed={Boolean(error)}
        loading={t('admin.events.loading')}
        loadFailed={t('admin.events.loadFailed')}
        empty={t('admin.events.empty')}
        columns={columns}
        actionsHeader="admin.events.actions"
        edit={{ label: (event) => t('admin.events.edit', { name: event.name }), run: form.openEdit }}
        remove={{
          label: (event) => t('admin.events.delete', { name: event.name }),
          title: (event) => t('admin.events.deleteTitle', { name: event.name }),
          text: (event) => t('admin.events.deleteGoes', { count: event.answerCount }),
          run: form.remove,
        }}
      />
    </Box>
  );
}
