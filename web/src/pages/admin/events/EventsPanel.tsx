import { Box, Button, Flex, IconButton, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCurrentLocale, useT } from '../../../i18n/useT';
import { openerButtonStyle } from '../AdminSection';
import { ConfirmDialogView } from '../ConfirmDialog';
import { AdminEventsDocument } from '../gql/graphql';
import { ScrollTable } from '../ScrollTable';
import type { AdminPanelProps } from '../sections';
import { eventWhen, type AdminEvent } from './eventForm';
import { EVENT_FORM_ID, EventForm } from './EventForm';
import { useEventForm } from './useEventForm';

type Form = ReturnType<typeof useEventForm>;

function EventRow({ event, form, locale }: { event: AdminEvent; form: Form; locale: string }) {
  const t = useT();
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="40">
        {event.name}
        {event.nameEs && event.nameEs !== event.name && (
          <Text as="span" display="block" color="fg.muted" fontWeight="normal" lang="es">
            {event.nameEs}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{eventWhen(event.start, event.end, locale)}</Table.Cell>
      <Table.Cell minW="32">{event.venue}</Table.Cell>
      <Table.Cell minW="32">{event.guestGroups.length ? event.guestGroups.join(', ') : <Text as="span" color="fg.muted">{t('admin.events.nobodyInvited')}</Text>}</Table.Cell>
      <Table.Cell textAlign="end">{event.answerCount}</Table.Cell>
      <Table.Cell>
        <Flex gap="1">
          <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={t('admin.events.edit', { name: event.name })} onClick={() => form.openEdit(event)}>
            <Pencil />
          </IconButton>
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('admin.events.delete', { name: event.name })} onClick={() => form.askRemove(event)} disabled={form.deleting}>
            <Trash2 />
          </IconButton>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** "Events" (issue 21 §2): the wedding's events, who is invited to each, and the form. Runs its own query. */
export function EventsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const locale = useCurrentLocale();
  const form = useEventForm();
  const { data: list, error } = useQuery(AdminEventsDocument);
  const open = form.mode.kind !== 'closed';
  const events = list?.adminEvents;
  const groups = data.guestGroups.map((g) => g.name);
  const removing = form.removing;
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <Button ref={form.addButtonRef} {...openerButtonStyle} onClick={form.toggleCreate} aria-expanded={form.mode.kind === 'create'} aria-controls={open ? EVENT_FORM_ID : undefined}>
          <Plus aria-hidden="true" /> {t('admin.events.add')}
        </Button>
      </Flex>
      {open && <EventForm form={form} groups={groups} timezone={data.weddingDetails.timezone} />}
      {!events ? (
        error ? (
          <Text color="fg.muted">{t('admin.events.loadFailed')}</Text>
        ) : (
          <Spinner color="sage.600" aria-label={t('admin.events.loading')} />
        )
      ) : events.length === 0 ? (
        <Text color="fg.muted">{t('admin.events.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.events.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.events.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.events.when')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.events.venue')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.events.guestGroups')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.events.answers')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.events.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {events.map((event) => (
              <EventRow key={event.id} event={event} form={form} locale={locale} />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      <ConfirmDialogView
        open={removing !== null}
        title={t('admin.events.deleteTitle', { name: removing?.name ?? '' })}
        action={t('admin.events.deleteConfirm')}
        busy={form.deleting}
        busyText={t('admin.events.deleting')}
        onConfirm={() => void form.confirmRemove()}
        onCancel={form.cancelRemove}
      >
        <Text color="ink">{t('admin.events.deleteGoes', { count: removing?.answerCount ?? 0 })}</Text>
      </ConfirmDialogView>
    </Box>
  );
}
