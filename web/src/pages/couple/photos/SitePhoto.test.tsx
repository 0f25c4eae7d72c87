import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { renderWithProviders } from '../../../test/render';
import { ERROR_LABEL_MS, SitePhoto } from './SitePhoto';

const STORED = '/api/images/file/abc/w960.webp?expires=1&signature=old';
const photo = { id: 1, location: 'gallery', description: '', url: STORED, srcSet: '', thumbnailUrl: '', alt: 'Sitges', displayOrder: 0, photoVersion: '' };

beforeEach(() => loadCatalogPart('photos'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a stored photo whose signature has run out', () => {
  it('asks for a fresh signature once and shows the photo at the new address', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ signedUrls: [{ signedUrl: '/api/images/file/abc/w960.webp?expires=2&signature=new' }] }))));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SitePhoto photo={photo} />);
    fireEvent.error(screen.getByRole('img', { name: 'Sitges' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Sitges' }).getAttribute('src')).toContain('signature=new'));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body)).toEqual({ urls: ['/api/images/file/abc/w960.webp'] });
  });

  it('when signing fails: logs "Failed to get signed URL", shows "Error loading image" briefly, then the original address', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 500 }))));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<SitePhoto photo={photo} />);
    fireEvent.error(screen.getByRole('img', { name: 'Sitges' }));
    expect(await screen.findByText('Error loading image')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Failed to get signed URL');
    await act(() => new Promise((r) => setTimeout(r, ERROR_LABEL_MS + 100)));
    expect(screen.queryByText('Error loading image')).toBeNull();
    expect(screen.getByRole('img', { name: 'Sitges' }).getAttribute('src')).toBe(STORED);
    log.mockRestore();
  });
});
