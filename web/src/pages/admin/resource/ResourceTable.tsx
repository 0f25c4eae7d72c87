import { Fragment, useState, type ReactNode } from 'react';
import { Flex, IconButton, Spinner, Table, Text, type TableCellProps, type TableRowProps } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useT, type MessageId } from '../../../i18n/useT';
import { ConfirmDialogView } from '../ConfirmDialog';
import { ScrollTable } from '../ScrollTable';

/** One column: its header and what its cell shows for a row. */
export interface Column<Item> {
  header: MessageId;
  cell: (item: Item) => ReactNode;
  /** Numbers and amounts line up at the end. */
  align?: 'end';
  /** The cell's own look (minW, whiteSpace, fontWeight…). */
  cellProps?: TableCellProps;
  /**
   * The column that says how a row stands (RSVP status, Active). On a phone it stays in view
   * beside Actions while the other columns scroll; only the first such column does.
   */
  status?: boolean;
}

/** Edit opens the panel's form on the row. */
export interface EditAction<Item> {
  /** The button's accessible name, naming the row ("Edit family"). */
  label: (item: Item) => string;
  run: (item: Item) => void;
}

/** Delete, always after the dashboard's own confirmation dialog (never the browser's confirm box). */
export interface DeleteAction<Item> {
  /** The button's accessible name, naming the row ("Delete family"); also the dialog's go-ahead button. */
  label: (item: Item) => string;
  /** The dialog's question ("Delete family?"). */
  title: (item: Item) => string;
  /** What going ahead means: a sentence, or live details of what goes with the row. */
  text: (item: Item) => ReactNode;
  /** Rows that cannot be deleted (the default group, the admin's own party) show no button. */
  allowed?: (item: Item) => boolean;
  /** Deletes and says so (useFormEditor's `remove`: toasts, focus); the dialog waits for it. */
  run: (item: Item) => Promise<unknown>;
}

export interface ResourceTableProps<Item extends { id: number }> {
  /** The scrolling region's accessible name ("Table of guest groups"). */
  label: string;
  /** The rows; undefined while a panel's own query is still loading. */
  items: readonly Item[] | undefined;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  /** While loading, the spinner's name; and what shows when the query failed. */
  loading?: string;
  loadFailed?: string;
  failed?: boolean;
  columns: readonly Column<Item>[];
  /** The Actions column's header. */
  actionsHeader: MessageId;
  edit?: EditAction<Item>;
  remove?: DeleteAction<Item>;
  /** A panel's own buttons in the Actions cell, before Edit and Delete (e.g. Confirm and Reject). */
  actions?: (item: Item) => ReactNode;
  /**
   * When `actions` adds only icon buttons (the same size as Edit and Delete): how many. The
   * Actions cell's width is then known, so a status column still sticks beside it on a phone.
   */
  actionIcons?: number;
  /** A row's own look (e.g. a party row's tint). */
  rowProps?: (item: Item) => TableRowProps;
  /** Rows shown under a row (e.g. a party's guests); they carry a cell per column and one for Actions. */
  subRows?: (item: Item) => ReactNode;
}

/** A plain sentence reads as the dialog's paragraph; richer content brings its own. */
function DialogText({ children }: { children: ReactNode }) {
  return typeof children === 'string' ? <Text color="ink">{children}</Text> : <>{children}</>;
}

const ICON_BUTTON_REM = 2.25;
const GAP_REM = 0.25;
const CELL_PADDING_REM = 1;

/** The Actions cell's width when it holds only the icon buttons: fixed, so a status column can sit just before it. */
export function actionsWidth(buttons: number) {
  return `${buttons * ICON_BUTTON_REM + Math.max(0, buttons - 1) * GAP_REM + CELL_PADDING_REM}rem`;
}

/**
 * On a phone (below md, where ScrollTable keeps the last column, Actions, in view) the status
 * column sticks just before Actions, so a row's state and its buttons are read together.
 */
export function statusCellStyle(actionsInset: string): TableCellProps {
  return {
    position: { base: 'sticky', md: 'static' },
    insetInlineEnd: { base: actionsInset, md: 'auto' },
    bg: { base: 'white', md: 'inherit' },
    zIndex: { base: 1, md: 'auto' },
    boxShadow: { base: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)', md: 'none' },
  };
}

/**
 * The dashboard's table of one kind of item: a list of columns, and per row Edit and Delete
 * (Delete asks first in the dashboard's dialog). A new panel declares its columns and its
 * operations; the table gives the empty and loading states, accessible names and the phone layout.
 */
export function ResourceTable<Item extends { id: number }>(props: ResourceTableProps<Item>) {
  const { label, items, empty, loading, loadFailed, failed, columns, actionsHeader, edit, remove, actions, actionIcons, rowProps, subRows } = props;
  const t = useT();
  const [asked, setAsked] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (!items) {
    if (failed) return <Text color="fg.muted">{loadFailed}</Text>;
    return <Spinner color="sage.600" role="status" aria-label={loading} />;
  }

  const hasActions = Boolean(edit || remove || actions);
  const firstStatus = columns.findIndex((c) => c.status);
  // The status column can only stick beside an Actions cell of known width.
  const iconButtons = (edit ? 1 : 0) + (remove ? 1 : 0) + (actionIcons ?? 0);
  const onlyIcons = !actions || actionIcons !== undefined;
  const statusStyle = firstStatus >= 0 && onlyIcons ? statusCellStyle(hasActions ? actionsWidth(iconButtons) : '0') : undefined;
  const actionsStyle: TableCellProps = statusStyle && hasActions ? { w: actionsWidth(iconButtons), minW: actionsWidth(iconButtons) } : {};
  const styleOf = (index: number) => (index === firstStatus ? statusStyle : undefined);

  const confirmDelete = async () => {
    if (!asked || !remove) return;
    setDeleting(true);
    try {
      await remove.run(asked);
    } finally {
      setDeleting(false);
      setAsked(null);
    }
  };

  return (
    <>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <ScrollTable label={label}>
          <Table.Header>
            <Table.Row>
              {columns.map((column, index) => (
                <Table.ColumnHeader key={column.header} textAlign={column.align} {...styleOf(index)}>
                  {t(column.header)}
                </Table.ColumnHeader>
              ))}
              {hasActions && <Table.ColumnHeader {...actionsStyle}>{t(actionsHeader)}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Fragment key={item.id}>
                <Table.Row {...rowProps?.(item)}>
                  {columns.map((column, index) => (
                    <Table.Cell key={column.header} textAlign={column.align} {...column.cellProps} {...styleOf(index)}>
                      {column.cell(item)}
                    </Table.Cell>
                  ))}
                  {hasActions && (
                    <Table.Cell {...actionsStyle}>
                      <Flex gap={onlyIcons ? '1' : '2'}>
                        {actions?.(item)}
                        {edit && (
                          <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={edit.label(item)} onClick={() => edit.run(item)}>
                            <Pencil />
                          </IconButton>
                        )}
                        {remove && (remove.allowed?.(item) ?? true) && (
                          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={remove.label(item)} onClick={() => setAsked(item)} disabled={deleting}>
                            <Trash2 />
                          </IconButton>
                        )}
                      </Flex>
                    </Table.Cell>
                  )}
                </Table.Row>
                {subRows?.(item)}
              </Fragment>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      {remove && (
        <ConfirmDialogView
          open={asked !== null}
          title={asked ? remove.title(asked) : ''}
          action={asked ? remove.label(asked) : ''}
          busy={deleting}
          busyText={t('admin.deleting')}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setAsked(null)}
        >
          {asked && <DialogText>{remove.text(asked)}</DialogText>}
        </ConfirmDialogView>
      )}
    </>
  );
}
