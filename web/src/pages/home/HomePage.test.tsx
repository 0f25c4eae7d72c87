import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
