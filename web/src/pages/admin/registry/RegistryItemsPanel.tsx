import { Box, Flex } from '@chakra-ui/react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/useT';
import { AddButton } from '../resource/AddButton';
import { ResourceTable, type Column } from '../resource/ResourceTable';
import type { AdminPanelProps } from '../sections';
import { ITEM_FORM_ID, RegistryItemForm } from './RegistryItemForm';
import type { RegistryItem } from './registryItemForm';
import { useRegistryItemForm } from './useRegistryItemForm';

function useColumns(currency: string): Column<RegistryItem>[] {
  const t = useT();
  const format = useFormat();
  return [
    { header: 'admin.registryItems.name', cell: (item) => item.name, cellProps: { fontWeight: 'medium', minW: '40' } },
    { header: 'admin.registryItems.price', cell: (item) => format.money(item.price, currency), align: 'end', cellProps: { whiteSpace: 'nowrap' } },
    {
      header: 'admin.registryItems.remainingColumn',
      cell: (item) => t('admin.registryItems.remainingOfTotal', { remaining: item.remainingQuantity, total: item.totalQuantity }),
      align: 'end',
      cellProps: { whiteSpace: 'nowrap' },
    },
    { header: 'admin.registryItems.order', cell: (item) => item.displayOrder, align: 'end' },
    { header: 'admin.registryItems.active', cell: (item) => (item.active ? t('admin.yes') : t('admin.no')), status: true },
  ];
}

/** Slot 7, "Registry Items": every item, inactive ones too, with the add/edit form. */
export function RegistryItemsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const form = useRegistryItemForm();
  const currency = data.paymentSettings.currency;
  const columns = useColumns(currency);
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <AddButton mode={form.mode} buttonRef={form.addButtonRef} formId={ITEM_FORM_ID} label={t('admin.registryItems.add')} onClick={form.openCreate} />
      </Flex>
      {form.mode.kind !== 'closed' && <RegistryItemForm form={form} currency={currency} />}
      <ResourceTable
        label={t('admin.registryItems.table')}
        items={data.adminRegistryItems}
        empty={t('admin.registryItems.empty')}
        columns={columns}
        actionsHeader="admin.registryItems.actions"
        edit={{ label: (item) => t('admin.registryItems.edit', { name: item.name }), run: form.openEdit }}
        remove={{
          label: (item) => t('admin.registryItems.delete', { name: item.name }),
          title: (item) => t('admin.deleteTitle', { name: item.name }),
          text: () => t('admin.registryItems.confirmDelete'),
          run: form.remove,
        }}
      />
    </Box>
  );
}
