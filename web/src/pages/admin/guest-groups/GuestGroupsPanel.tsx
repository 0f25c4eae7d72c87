import { Box, Button, Flex, IconButton, Table, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import type { AdminPanelProps } from '../sections';
import { openerButtonStyle } from '../AdminSection';
import { ScrollTable } from '../ScrollTable';
import { GROUP_FORM_ID, GuestGroupForm } from './GuestGroupForm';
import { ACCOMMODATION_VERSIONS, EVENT_SCHEDULE_VERSIONS, PAGE_OPTIONS, PHOTO_VERSIONS, optionLabel } from './guestGroupOptions';
import { DEFAULT_GROUP, useGuestGroupForm, type GuestGroup } from './useGuestGroupForm';

function GroupRow({ group, form }: { group: GuestGroup; form: ReturnType<typeof useGuestGroupForm> }) {
  const t = useT();
  const label = (options: Parameters<typeof optionLabel>[0], value: string) => {
    const id = optionLabel(options, value);
    return id ? t(id) : value;
  };
  const pages = group.allowedPages.map((p) => label(PAGE_OPTIONS, p)).join(', ');
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{group.name}</Table.Cell>
      <Table.Cell minW="40">{group.description}</Table.Cell>
      <Table.Cell>{label(PHOTO_VERSIONS, group.photoVersion)}</Table.Cell>
      <Table.Cell>{label(ACCOMMODATION_VERSIONS, group.accommodationsVersion)}</Table.Cell>
      <Table.Cell>{label(EVENT_SCHEDULE_VERSIONS, group.eventScheduleVersion)}</Table.Cell>
      <Table.Cell minW="48">{pages || t('admin.guestGroups.noPages')}</Table.Cell>
      <Table.Cell>
        <Flex gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="sage"
            aria-label={t('admin.guestGroups.edit', { name: group.name })}
            onClick={() => form.openEdit(group)}
          >
            <Pencil />
          </IconButton>
          {group.name !== DEFAULT_GROUP && (
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('admin.guestGroups.delete', { name: group.name })}
              onClick={() => void form.remove(group)}
              disabled={form.deleting}
            >
              <Trash2 />
            </IconButton>
          )}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** Section 4 "Guest Groups": the groups' table and the create/edit form. */
export function GuestGroupsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const form = useGuestGroupForm();
  const open = form.mode.kind !== 'closed';
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <Button
          ref={form.addButtonRef}
          {...openerButtonStyle}
          onClick={form.openCreate}
          aria-expanded={form.mode.kind === 'create'}
          aria-controls={open ? GROUP_FORM_ID : undefined}
        >
          <Plus aria-hidden="true" /> {t('admin.guestGroups.add')}
        </Button>
      </Flex>
      {open && <GuestGroupForm form={form} />}
      {data.guestGroups.length === 0 ? (
        <Text color="fg.muted">{t('admin.guestGroups.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.guestGroups.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.guestGroups.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.guestGroups.description')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.guestGroups.photoVersion')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.guestGroups.accommodations')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.guestGroups.eventSchedule')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.guestGroups.pageAccess')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.guestGroups.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.guestGroups.map((group) => (
              <GroupRow key={group.id} group={group} form={form} />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </Box>
  );
}
