import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weddingMock } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { HomePage } from './HomePage';

describe('landing page', () => {
  it("shows the couple, the date and the way into each part of the site", async () => {
    renderWithProviders(<HomePage />, { mocks: [weddingMock()] });
    expect(await screen.findByRole('heading', { name: 'Ana & Ben' })).toBeTruthy();
    expect(screen.getByText('Are getting married')).toBeTruthy();
    expect(screen.getByText('June 11, 2026')).toBeTruthy();
    expect(screen.getByText('Plan your trip to Spain')).toBeTruthy();

    const explore = screen.getAllByRole('link', { name: 'Explore' }).map((link) => link.getAttribute('href'));
    expect(explore).toEqual(['/logistics', '/registry', '/couple']);
    for (const title of ['Travel & Accommodations', 'Registry', 'Our Story', 'Be Part of Our Celebration']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }

    expect(screen.getByText('Share your thoughts and preferences')).toBeTruthy();
    expect(screen.getByText('Test your knowledge about us')).toBeTruthy();
    const participate = screen.getAllByRole('link', { name: 'Participate' }).map((link) => link.getAttribute('href'));
    expect(participate).toEqual(['/polls', '/trivia']);
  });
});
