import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { AdminSiteImagesDocument, DeleteSiteImageDocument, UpdateSiteImageDocument } from '../gql/graphql';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { expectToast } from '../../../test/adminMocks';
import { renderWithProviders } from '../../../test/render';
import { SiteImagesPanel } from './SiteImagesPanel';
import { answerDeleteDialog } from '../../../test/confirmDialog';

function image(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminSiteImage' as const,
    id: 1,
    location: 'gallery',
    description: '',
    descriptionEs: '',
    url: '/api/images/file/k/w960.webp?expires=1&signature=s',
    thumbnailUrl: '/api/images/file/k/thumb.webp?expires=1&signature=s',
    alt: 'Beach at dusk',
    altEs: '',
    displayOrder: 2,
    active: true,
    photoVersion: 'close-friends',
    ...overrides,
  };
}

const listMock = (images: ReturnType<typeof image>[]): MockLink.MockedResponse => ({ request: { query: AdminSiteImagesDocument }, result: { data: { adminSiteImages: images } } });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeAll(() => loadCatalogPart('admin'));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('site images admin panel', () => {
  it('lists each photo with its thumbnail, location, text, version and order', async () => {
    renderWithProviders(<SiteImagesPanel />, { mocks: [listMock([image(), image({ id: 2, alt: '', description: 'Hero', location: 'hero', photoVersion: '', active: false })])] });
    await screen.findByRole('table');
    expect(rows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['', 'Photo gallery', 'Beach at dusk', 'Close friends', '2', ''],
      ['', 'Hero (sign-in and landing page)', 'Hero(inactive)', 'Both sets', '2', ''],
    ]);
    expect(within(rows()[0]).getByRole('img', { name: 'Beach at dusk' }).getAttribute('src')).toContain('thumb.webp');
  });

  it('refuses an upload without a file, and a file over 10 MB before sending it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithProviders(<SiteImagesPanel />, { mocks: [listMock([])] });
    await user.click(await screen.findByRole('button', { name: 'Upload Photo' }));
    const form = screen.getByRole('form', { name: 'Upload Photo' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('Please select a file to upload')).toBeTruthy();
    const big = new File([new Uint8Array(10_000_001)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    expect(await within(form).findByText('The file is larger than 10 MB')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('edits the details and says so', async () => {
    const input = { location: 'couple', description: '', descriptionEs: '', alt: 'Beach at dusk', altEs: '', displayOrder: 2, active: true, photoVersion: 'close-friends' };
    const { user } = renderWithProviders(<SiteImagesPanel />, {
      mocks: [
        listMock([image()]),
        { request: { query: UpdateSiteImageDocument, variables: { id: 1, input } }, result: { data: { updateSiteImage: image({ location: 'couple' }) } } },
        listMock([image({ location: 'couple' })]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Beach at dusk' }));
    const form = screen.getByRole('form', { name: 'Edit Photo' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Location' }), 'couple');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await expectToast('Success', 'Image updated successfully');
  });

  it('deletes only after the confirmation', async () => {
    const { user } = renderWithProviders(<SiteImagesPanel />, {
      mocks: [listMock([image()]), { request: { query: DeleteSiteImageDocument, variables: { id: 1 } }, result: { data: { deleteSiteImage: true } } }, listMock([])],
    });
    const asked = await answerDeleteDialog(user, 'Delete Beach at dusk', 'cancel');
    expect(asked).toEqual({ title: 'Delete Beach at dusk?', text: 'Are you sure you want to delete this image?' });
    expect(screen.getByRole('table')).toBeTruthy();
    await answerDeleteDialog(user, 'Delete Beach at dusk', 'delete');
    await expectToast('Success', 'Image deleted successfully');
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });
});
