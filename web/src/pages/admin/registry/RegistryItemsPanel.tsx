import { Box, Button, Flex, IconButton, Table, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/useT';
import { openerButtonStyle } from '../AdminSection';
import { ScrollTable } from '../ScrollTable';
import type { AdminPanelProps } from '../sections';
import { ITEM_FORM_ID, RegistryItemForm } from './RegistryItemForm';
import type { RegistryItem } from './registryItemForm';
import { useRegistryItemForm } from './useRegistryItemForm';

type Form = ReturnType<typeof useRegistryItemForm>;

function ItemRow({ item, form, currency }: { item: RegistryItem; form: Form; currency: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="40">
        {item.name}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {format.money(item.price, currency)}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {t('admin.registryItems.remainingOfTotal', { remaining: item.remainingQuantity, total: item.totalQuantity })}
      </Table.Cell>
      <Table.Cell textAlign="end">{item.displayOrder}</Table.Cell>
      <Table.Cell>{item.active ? t('admin.yes') : t('admin.no')}</Table.Cell>
      <Table.Cell>
        <Flex gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="sage"
            aria-label={t('admin.registryItems.edit', { name: item.name })}
            onClick={() => form.openEdit(item)}
          >
            <Pencil />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('admin.registryItems.delete', { name: item.name })}
            onClick={() => void form.remove(item)}
            disabled={form.deleting}
          >
            <Trash2 />
          </IconButton>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** Slot 7, "Registry Items": every item, inactive ones too, with the add/edit form. */
export function RegistryItemsPanel({ data }: AdminPanelProps) {
  const t = useT();
  const form = useRegistryItemForm();
  const currency = data.paymentSettings.currency;
  const open = form.mode.kind !== 'closed';
  const items = data.adminRegistryItems;
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <Button
          ref={form.addButtonRef}
          {...openerButtonStyle}
          onClick={form.openCreate}
          aria-expanded={form.mode.kind === 'create'}
          aria-controls={open ? ITEM_FORM_ID : undefined}
        >
          <Plus aria-hidden="true" /> {t('admin.registryItems.add')}
        </Button>
      </Flex>
      {open && <RegistryItemForm form={form} currency={currency} />}
      {items.length === 0 ? (
        <Text color="fg.muted">{t('admin.registryItems.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.registryItems.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.registryItems.name')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.registryItems.price')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.registryItems.remainingColumn')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.registryItems.order')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.registryItems.active')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.registryItems.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <ItemRow key={item.id} item={item} form={form} currency={currency} />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </Box>
  );
}
