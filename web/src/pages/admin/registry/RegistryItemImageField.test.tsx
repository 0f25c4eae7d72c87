import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { RemoveRegistryItemImageDocument } from '../gql/graphql';
import { DEFAULT_DASHBOARD, dashboardMock, expectToast, registryItem } from '../../../test/adminMocks';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import AdminPage from '../AdminPage';

// The gift photo field of the registry item form (issue 20 §5), as the couple uses it.

const PHOTO = '/api/images/file/k1/w960.webp?expires=1&signature=a';
const SRCSET = '/api/images/file/k1/w480.webp?expires=1&signature=b 480w, /api/images/file/k1/w960.webp?expires=1&signature=a 960w';
const SAIL = registryItem({ imageAddress: 'https://cdn.example.com/sail.jpg', imageUrl: 'https://cdn.example.com/sail.jpg' });
const WITH_PHOTO = registryItem({ imageUrl: PHOTO, imageSrcSet: SRCSET, imageUploaded: true, imageAddress: 'https://cdn.example.com/sail.jpg' });
const dashboard = (item: ReturnType<typeof registryItem>) => ({ ...DEFAULT_DASHBOARD, adminRegistryItems: [item] });

function renderDashboard(item: ReturnType<typeof registryItem>, ...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), dashboardMock(dashboard(item)), ...mocks] });
}

const form = () => screen.getByRole('form', { name: /Add Registry Item|Edit Registry Item/ });
const jpeg = (size = 1000) => new File([new Uint8Array(size)], 'sail.jpg', { type: 'image/jpeg' });
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('the gift photo field', () => {
  it('asks for the gift to be saved first when creating', async () => {
    const { user } = renderDashboard(SAIL);
    await user.click(await screen.findByRole('button', { name: 'Add Registry Item' }));
    expect(within(form()).getByText('Save the gift first, then add its photo here.')).toBeTruthy();
    expect(within(form()).queryByLabelText('Upload a photo')).toBeNull();
  });

  it('uploads a chosen photo at once and shows it with its sizes; the address field keeps the typed address', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, WITH_PHOTO));
    const { user } = renderDashboard(SAIL, dashboardMock(dashboard(WITH_PHOTO)));
    await user.click(await screen.findByRole('button', { name: 'Edit Sunset Sail' }));
    expect((within(form()).getByLabelText('Image URL') as HTMLInputElement).value).toBe('https://cdn.example.com/sail.jpg');
    // Before the upload: the typed address's picture, nothing to remove.
    expect(within(form()).getByRole('img', { name: 'Photo of Sunset Sail' }).getAttribute('src')).toBe('https://cdn.example.com/sail.jpg');
    expect(within(form()).queryByRole('button', { name: 'Remove photo' })).toBeNull();
    await user.upload(within(form()).getByLabelText('Upload a photo'), jpeg());
    await expectToast('Success', 'Photo uploaded successfully');
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('/api/admin/registry-items/300/image');
    expect(init?.method).toBe('POST');
    expect(((init?.body as FormData).get('file') as File).name).toBe('sail.jpg');
    const preview = within(form()).getByRole('img', { name: 'Photo of Sunset Sail' }) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe(PHOTO);
    expect(preview.getAttribute('srcset')).toBe(SRCSET);
    expect(within(form()).getByLabelText('Replace the photo')).toBeTruthy();
    expect(within(form()).getByRole('button', { name: 'Remove photo' })).toBeTruthy();
  });

  it('shows the server’s refusal under the field, and refuses a file over 10 MB without sending it', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(400, { message: 'The file must be a JPEG, PNG or WebP image', messageCode: 'IMAGE_TYPE_INVALID', field: 'file' }));
    const { user } = renderDashboard(SAIL);
    await user.click(await screen.findByRole('button', { name: 'Edit Sunset Sail' }));
    await user.upload(within(form()).getByLabelText('Upload a photo'), jpeg());
    await waitFor(() => expect(within(form()).getAllByText('The file must be a JPEG, PNG or WebP image').length).toBeGreaterThan(0));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await user.upload(within(form()).getByLabelText('Upload a photo'), jpeg(10_000_001));
    expect(await within(form()).findByText('The file is larger than 10 MB')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('removes the photo after the dashboard’s confirmation; the typed address shows again', async () => {
    const removed = { ...WITH_PHOTO, imageUrl: 'https://cdn.example.com/sail.jpg', imageSrcSet: '', imageUploaded: false };
    const { __typename, id, name, imageUrl, imageSrcSet, imageUploaded, imageAddress } = removed;
    const { user } = renderDashboard(
      WITH_PHOTO,
      { request: { query: RemoveRegistryItemImageDocument, variables: { id: 300 } }, result: { data: { removeRegistryItemImage: { __typename, id, name, imageUrl, imageSrcSet, imageUploaded, imageAddress } } } },
      dashboardMock(dashboard(removed)),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Sunset Sail' }));
    await user.click(within(form()).getByRole('button', { name: 'Remove photo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this photo?' });
    expect(within(dialog).getByText(/The photo of Sunset Sail will be deleted/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    await expectToast('Success', 'Photo removed successfully');
    expect(within(form()).queryByRole('button', { name: 'Remove photo' })).toBeNull();
    expect((within(form()).getByRole('img', { name: 'Photo of Sunset Sail' }) as HTMLImageElement).getAttribute('src')).toBe('https://cdn.example.com/sail.jpg');
  });
});
