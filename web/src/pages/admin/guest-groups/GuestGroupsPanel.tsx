import { Box, Flex } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import type { AdminPanelProps } from '../sections';
import { AddButton } from '../resource/AddButton';
import { ResourceTable, type Column } from '../resource/ResourceTable';
import { GROUP_FORM_ID, GuestGroupForm } from './GuestGroupForm';
import { ACCOMMODATION_VERSIONS, EVENT_SCHEDULE_VERSIONS, PAGE_OPTIONS, PHOTO_VERSIONS, optionLabel } from './guestGroupOptions';
import { DEFAULT_GROUP, useGuestGroupForm, type GuestGroup } from './useGuestGroupForm';

function useColumns(): Column<GuestGroup>[] {
  const t = useT();
  const label = (options: Parameters<typeof optionLabel>[0], value: string) => {
    const id = optionLabel(options, value);
    return id ? t(id) : value;
  };
  return [
    { header: 'admin.guestGroups.name', cell: (g) => g.name, cellProps: { fontWeight: 'medium' } },
    { header: 'admin.guestGroups.description', cell: (g) => g.description, cellProps: { minW: '40' } },
    { header: 'admin.guestGroups.photoVersion', cell: (g) => label(PHOTO_VERSIONS, g.photoVersion) },
    { header: 'admin.guestGroups.accommodations', cell: (g) => label(ACCOMMODATION_VERSIONS, g.accommodationsVersion) },
    { header: 'admin.guestGroups.eventSchedule', cell: (g) => label(EVENT_SCHEDULE_VERSIONS, g.eventScheduleVersion) },
    {
      header: 'admin.guestGroups.pageAccess',
      cell: (g) => g.allowedPages.map((p) => label(PAGE_OPTIONS, p)).join(', ') || t('admin.guestGroups.noPages'),
      cellProps: { minW: '48' },
    },
  ];
}

/** Section 4 "Guest Groups": the groups' table and the create/edit form. */
export function GuestGroupsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const form = useGuestGroupForm();
  const columns = useColumns();
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <AddButton mode={form.mode} buttonRef={form.addButtonRef} formId={GROUP_FORM_ID} label={t('admin.guestGroups.add')} onClick={form.openCreate} />
      </Flex>
      {form.mode.kind !== 'closed' && <GuestGroupForm form={form} />}
      <ResourceTable
        label={t('admin.guestGroups.table')}
        items={data.guestGroups}
        empty={t('admin.guestGroups.empty')}
        columns={columns}
        actionsHeader="admin.guestGroups.actions"
        edit={{ label: (g) => t('admin.guestGroups.edit', { name: g.name }), run: form.openEdit }}
        remove={{
          label: (g) => t('admin.guestGroups.delete', { name: g.name }),
          title: (g) => t('admin.deleteTitle', { name: g.name }),
          text: (g) => t('admin.guestGroups.confirmDelete', { name: g.name }),
          allowed: (g) => g.name !== DEFAULT_GROUP,
          run: form.remove,
        }}
      />
    </Box>
  );
}
