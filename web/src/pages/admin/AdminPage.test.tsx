import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meMock, sessionUser } from '../../test/mocks';
import { renderWithProviders } from '../../test/render';
import { dashboardMock } from '../../test/adminMocks';
import AdminPage from './AdminPage';

const admin = () => meMock(sessionUser({ isAdmin: true }));

describe('admin page', () => {
  it('denies a non-admin even when mounted directly, without asking for admin data', async () => {
    // No dashboard mock: a request for it would fail the render with an unmatched-mock error.
    renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ allowedPages: ['admin'] }))] });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to view this page.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('shows a spinner while the dashboard loads', async () => {
    renderWithProviders(<AdminPage />, { mocks: [admin(), dashboardMock(undefined, { delay: Infinity })] });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
  });

  it('shows the sections in the spec’s order, each linked from the contents list', async () => {
    renderWithProviders(<AdminPage />, { mocks: [admin(), dashboardMock()] });
    const contents = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Wedding Details', 'RSVP Statistics', 'Bulk Guest Upload', 'Trivia Questions', 'Guest Groups', 'Site Content', 'RSVP Options', 'Events', 'RSVP Questions', 'AI Chatbot Settings', 'Party Guest Management', 'Bulk Party Guest Upload', 'Payment Settings', 'Registry Items', 'Pending Payment Confirmations', 'Polls', 'Site Images', 'Parties and Guests', 'Messages', 'Backups']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#wedding-details', '#rsvp-statistics', '#bulk-upload', '#trivia-questions', '#guest-groups', '#site-content', '#rsvp-options', '#events', '#rsvp-questions', '#chatbot', '#party-guests', '#bulk-party-guests', '#payment-settings', '#registry-items', '#payment-confirmations', '#polls', '#site-images', '#parties', '#messages', '#backups']);
    // The statistics are drawn first, the other sections a frame later (issue 23).
    const sectionIds = () => screen.getAllByRole('region').filter((r) => r.tagName === 'SECTION').map((s) => s.id);
    expect(sectionIds().slice(0, 2)).toEqual(['wedding-details', 'rsvp-statistics']);
    await waitFor(() => expect(sectionIds()).toHaveLength(20));
    const sections = screen.getAllByRole('region').filter((r) => r.tagName === 'SECTION');
    expect(sections.map((s) => s.id)).toEqual(['wedding-details', 'rsvp-statistics', 'bulk-upload', 'trivia-questions', 'guest-groups', 'site-content', 'rsvp-options', 'events', 'rsvp-questions', 'chatbot', 'party-guests', 'bulk-party-guests', 'payment-settings', 'registry-items', 'payment-confirmations', 'polls', 'site-images', 'parties', 'messages', 'backups']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Wedding Details', 'RSVP Statistics', 'Bulk Guest Upload', 'Trivia Questions', 'Guest Groups', 'Site Content', 'RSVP Options', 'Events', 'RSVP Questions', 'AI Chatbot Settings', 'Party Guest Management', 'Bulk Party Guest Upload', 'Payment Settings', 'Registry Items', 'Pending Payment Confirmations', 'Polls', 'Site Images', 'Parties and Guests', 'Messages', 'Backups']);
    expect(document.title).toBe('Admin Dashboard · Our Wedding');
  });

  it('collapses and opens a section from its heading', async () => {
    const { user } = renderWithProviders(<AdminPage />, { mocks: [admin(), dashboardMock()] });
    const toggle = await screen.findByRole('button', { name: 'Guest Groups' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add Guest Group' })).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Add Guest Group' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Add Guest Group' })).toBeTruthy();
  });

  it('says so when the dashboard cannot load', async () => {
    renderWithProviders(<AdminPage />, { mocks: [admin(), { request: { query: dashboardMock().request.query }, error: new Error('offline') }] });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText("We couldn't load the dashboard. Please refresh the page.")).toBeTruthy();
  });
});
