import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingGiftPhotoDocument } from './gql/graphql';
import { activateLocale } from '../../i18n/i18n';
import { meMock, sessionUser, weddingMock } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { HomePage } from './HomePage';

const EVERY_PAGE = ['home', 'couple', 'rsvp', 'registry', 'logistics', 'schedule', 'polls', 'trivia'];

function renderHome(allowedPages: string[]) {
  return renderWithProviders(<HomePage />, { mocks: [meMock(sessionUser({ allowedPages })), weddingMock()] });
}

const hrefs = (name: string) => screen.queryAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('landing page', () => {
  it('shows the couple, the date and the way into each part of the site', async () => {
    renderHome(EVERY_PAGE);
    expect(await screen.findByRole('heading', { name: 'Ana & Ben' })).toBeTruthy();
    expect(screen.getByText('Are getting married')).toBeTruthy();
    expect(screen.getByText('June 11, 2026')).toBeTruthy();
    expect(await screen.findByText('Plan your trip to Spain')).toBeTruthy();

    expect(hrefs('Explore')).toEqual(['/logistics', '/registry', '/couple']);
    for (const title of ['Travel & Accommodations', 'Registry', 'Our Story', 'Be Part of Our Celebration']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }

    expect(screen.getByText('Share your thoughts and preferences')).toBeTruthy();
    expect(screen.getByText('Test your knowledge about us')).toBeTruthy();
    expect(hrefs('Participate')).toEqual(['/polls', '/trivia']);
    expect(document.title).toBe('Home · Our Wedding');
  });

  it('offers only the pages the party may open', async () => {
    renderHome(['home', 'couple', 'trivia']);
    await screen.findByRole('heading', { name: 'Ana & Ben' });
    await screen.findByRole('heading', { name: 'Our Story' });
    expect(hrefs('Explore')).toEqual(['/couple']);
    expect(hrefs('Participate')).toEqual(['/trivia']);
    expect(screen.queryByRole('heading', { name: 'Travel & Accommodations' })).toBeNull();
    expect(screen.queryByText('Wedding Polls')).toBeNull();
  });

  it('leaves out the celebration section when neither polls nor trivia is open', async () => {
    renderHome(['home', 'couple']);
    await screen.findByRole('heading', { name: 'Our Story' });
    expect(screen.queryByRole('heading', { name: 'Be Part of Our Celebration' })).toBeNull();
    expect(hrefs('Participate')).toEqual([]);
  });

  it('in Spanish: the date in Spanish words, the couple in their own', async () => {
    await activateLocale('es');
    renderHome(EVERY_PAGE);
    expect(await screen.findByRole('heading', { name: 'Ana & Ben' })).toBeTruthy();
    expect(screen.getByText('11 de junio de 2026')).toBeTruthy();
    expect(screen.getByText('¡Nos casamos!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Viaje y alojamiento' })).toBeTruthy();
    // The country is stored as its code (ES) and named in the reader's language.
    expect(screen.getByText('Organiza tu viaje a España')).toBeTruthy();
    expect(hrefs('Descubrir')).toEqual(['/logistics', '/registry', '/couple']);
    expect(hrefs('Participar')).toEqual(['/polls', '/trivia']);
    expect(document.title).toBe('Inicio · Nuestra boda');
  });

  describe('the three full-screen sections’ photos', () => {
    afterEach(() => vi.restoreAllMocks());
    const photoOf = (section: string) => screen.getByRole('region', { name: section }).querySelector('img[data-section-photo]');

    it('the venue for Travel, a gift for Registry, a couple photo for Our Story, lazily, behind an opaque panel', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const location = new URL(String(input), 'http://site.test').searchParams.get('location');
        const image = { id: 1, location, url: `/api/images/file/${location}/w960.webp?s=1`, srcSet: `/api/images/file/${location}/w480.webp?s=1 480w`, alt: '' };
        return new Response(JSON.stringify([image]), { status: 200, headers: { 'content-type': 'application/json' } });
      });
      const gifts = {
        request: { query: LandingGiftPhotoDocument },
        result: {
          data: {
            registryItems: [
              { __typename: 'RegistryItem', id: 1, imageUrl: null, imageSrcSet: '' },
              { __typename: 'RegistryItem', id: 2, imageUrl: '/api/images/file/gift/w960.webp?s=1', imageSrcSet: '/api/images/file/gift/w480.webp?s=1 480w' },
            ],
          },
        },
      };
      renderWithProviders(<HomePage />, { mocks: [meMock(sessionUser({ allowedPages: EVERY_PAGE })), weddingMock(), gifts] });
      await screen.findByRole('heading', { name: 'Our Story' });
      await waitFor(() => expect(photoOf('Travel & Accommodations')?.getAttribute('src')).toBe('/api/images/file/venue/w960.webp?s=1'));
      await waitFor(() => expect(photoOf('Registry')?.getAttribute('src')).toBe('/api/images/file/gift/w960.webp?s=1'));
      await waitFor(() => expect(photoOf('Our Story')?.getAttribute('src')).toBe('/api/images/file/couple/w960.webp?s=1'));
      const travel = photoOf('Travel & Accommodations')!;
      expect(travel.getAttribute('loading')).toBe('lazy');
      expect(travel.getAttribute('srcset')).toBe('/api/images/file/venue/w480.webp?s=1 480w');
      expect(travel.getAttribute('alt')).toBe('');
      // (The hero's own request may come too, unless an earlier test cached it.)
      const asked = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => !url.endsWith('=hero'));
      expect(asked.sort()).toEqual(['/api/site-images?location=couple', '/api/site-images?location=venue']);
    });

    it('the built-in art while the couple has none, and only for the sections the party sees', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
      renderWithProviders(<HomePage />, { mocks: [meMock(sessionUser({ allowedPages: ['home', 'logistics'] })), weddingMock()] });
      await screen.findByRole('heading', { name: 'Travel & Accommodations' });
      await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
      expect(photoOf('Travel & Accommodations')?.getAttribute('src')).toBe('/images/builtin/venue-1.webp');
      expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => !url.endsWith('=hero'))).toEqual(['/api/site-images?location=venue']);
    });
  });
});
