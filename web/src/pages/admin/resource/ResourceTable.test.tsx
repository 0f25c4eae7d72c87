import { useState } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { answerDeleteDialog } from '../../../test/confirmDialog';
import { renderWithProviders } from '../../../test/render';
import { ResourceTable, type Column, type ResourceTableProps } from './ResourceTable';

interface Group {
  id: number;
  name: string;
  pages: number;
}

const GROUPS: Group[] = [
  { id: 1, name: 'default', pages: 3 },
  { id: 2, name: 'family', pages: 8 },
];

// Catalogue texts stand in for a panel's own: any message id is a header.
const COLUMNS: Column<Group>[] = [
  { header: 'admin.guestGroups.name', cell: (g) => g.name, cellProps: { fontWeight: 'medium' } },
  { header: 'admin.guestGroups.pageAccess', cell: (g) => g.pages, align: 'end', status: true },
];

/** A panel as a new one would be written: its rows in state, deleting one takes it away. */
function Panel(props: Partial<ResourceTableProps<Group>> & { onDelete?: (g: Group) => void; onEdit?: (g: Group) => void }) {
  const [groups, setGroups] = useState(GROUPS);
  return (
    <ResourceTable
      label="Table of guest groups"
      items={groups}
      empty="No guest groups yet."
      columns={COLUMNS}
      actionsHeader="admin.guestGroups.actions"
      edit={{ label: (g) => `Edit ${g.name}`, run: (g) => props.onEdit?.(g) }}
      remove={{
        label: (g) => `Delete ${g.name}`,
        title: (g) => `Delete ${g.name}?`,
        text: (g) => `The parties of ${g.name} move to the default group.`,
        allowed: (g) => g.name !== 'default',
        run: async (g) => {
          props.onDelete?.(g);
          setGroups((all) => all.filter((x) => x.id !== g.id));
        },
      }}
      {...props}
    />
  );
}

const table = () => within(screen.getByRole('region', { name: 'Table of guest groups' })).getByRole('table');
const cellTexts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

beforeAll(() => loadCatalogPart('admin'));

describe('ResourceTable', () => {
  it('shows the declared columns, then Actions with Edit and Delete named for the row', async () => {
    const onEdit = vi.fn();
    const { user } = renderWithProviders(<Panel onEdit={onEdit} />);
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Page Access', 'Actions']);
    expect(cellTexts()).toEqual([
      ['default', '3', ''],
      ['family', '8', ''],
    ]);
    // A row that cannot be deleted (here the default group) has no Delete button.
    expect(screen.getByRole('button', { name: 'Edit default' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete default' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit family' }));
    expect(onEdit).toHaveBeenCalledWith(GROUPS[1]);
  });

  it('asks in the dashboard’s dialog before deleting, never the browser’s confirm box', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const onDelete = vi.fn();
    const { user } = renderWithProviders(<Panel onDelete={onDelete} />);
    const asked = await answerDeleteDialog(user, 'Delete family', 'delete');
    expect(asked).toEqual({ title: 'Delete family?', text: 'The parties of family move to the default group.' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).toHaveBeenCalledWith(GROUPS[1]);
    expect(cellTexts().map((row) => row[0])).toEqual(['default']);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Cancel keeps the row and deletes nothing', async () => {
    const onDelete = vi.fn();
    const { user } = renderWithProviders(<Panel onDelete={onDelete} />);
    await answerDeleteDialog(user, 'Delete family', 'cancel');
    expect(onDelete).not.toHaveBeenCalled();
    expect(cellTexts().map((row) => row[0])).toEqual(['default', 'family']);
  });

  it('says so when there are no rows, and while a panel’s own query loads or fails', () => {
    renderWithProviders(<Panel items={[]} />);
    expect(screen.getByText('No guest groups yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderWithProviders(<Panel items={undefined} loading="Loading guest groups" />);
    expect(screen.getByLabelText('Loading guest groups')).toBeTruthy();
    cleanup();
    renderWithProviders(<Panel items={undefined} failed loadFailed="We couldn't load the guest groups." />);
    expect(screen.getByText("We couldn't load the guest groups.")).toBeTruthy();
  });
});
