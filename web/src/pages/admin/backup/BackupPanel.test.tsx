import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { renderWithProviders } from '../../../test/render';
import { AdminBackupsDocument } from '../gql/graphql';
import { BackupPanel } from './BackupPanel';

const backups = (list: Array<{ name: string; size: number; createdAt: string }>) => ({
  request: { query: AdminBackupsDocument },
  result: { data: { backups: list.map((b) => ({ __typename: 'Backup', ...b })) } },
});

beforeAll(() => loadCatalogPart('admin'));

describe('Backups panel', () => {
  it('downloads from the admin route and lists the kept backups with date and size', async () => {
    renderWithProviders(<BackupPanel />, {
      mocks: [
        backups([
          { name: 'wedding-backup-2026-11-25T18-30-00Z.tar.gz', size: 2_621_440, createdAt: '2026-11-25T18:30:00.000Z' },
          { name: 'wedding-backup-2026-11-24T18-30-00Z.tar.gz', size: 51_200, createdAt: '2026-11-24T18:30:00.000Z' },
        ]),
      ],
    });
    const link = screen.getByRole('link', { name: 'Download backup' });
    expect(link.getAttribute('href')).toBe('/api/admin/backup');
    expect(link.hasAttribute('download')).toBe(true);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringMatching(/2026.*2\.6 MB$/), expect.stringMatching(/2026.*51\.2 kB$/)]);
  });

  it('says when there is none yet', async () => {
    renderWithProviders(<BackupPanel />, { mocks: [backups([])] });
    expect(await screen.findByText(/^No backups yet/)).toBeTruthy();
  });
});
