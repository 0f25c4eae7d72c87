import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MarkSiteSharedDocument } from '../gql/graphql';
import { DEFAULT_DASHBOARD, dashboardMock, expectToast, setupChecklist } from '../../../test/adminMocks';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import AdminPage from '../AdminPage';

function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), ...mocks] });
}

const checklist = () => screen.getByRole('region', { name: 'Get your site ready' });

describe('the set-up checklist', () => {
  it('is not there once every step is done', async () => {
    renderDashboard(dashboardMock());
    await screen.findByRole('region', { name: 'Wedding Details' });
    expect(screen.queryByRole('region', { name: 'Get your site ready' })).toBeNull();
  }, 40_000);

  it('sits above the sections, ticks what the server reports done and links each open step to its section', async () => {
    renderDashboard(dashboardMock({ ...DEFAULT_DASHBOARD, setupChecklist: setupChecklist({ weddingDetails: false, guests: false, rsvpOptions: false }) }));
    await screen.findByRole('region', { name: 'Get your site ready' });
    expect(screen.getAllByRole('heading', { level: 2 })[0].textContent).toBe('Get your site ready');
    expect(within(checklist()).getByText('1 of 4 done. This list goes away once everything is done.')).toBeTruthy();
    const items = within(checklist()).getAllByRole('listitem');
    expect(items.map((i) => within(i).getAllByText(/\((done|to do)\)/)[0].textContent)).toEqual(['(to do)', '(to do)', '(to do)', '(done)']);
    expect(within(items[0]).getByRole('link', { name: 'Go to Wedding Details' }).getAttribute('href')).toBe('#wedding-details');
    expect(within(items[1]).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Add guests', '#party-guests'],
      ['Upload a guest list', '#bulk-upload'],
    ]);
    expect(within(items[3]).queryByRole('button')).toBeNull();
    expect(within(items[2]).getByRole('link', { name: 'Go to RSVP Options' }).getAttribute('href')).toBe('#rsvp-options');
    // Every link leads to a section that exists (the sections after the statistics are drawn a frame later).
    await waitFor(() => expect(document.querySelector('#backups')).not.toBeNull());
    for (const link of within(checklist()).getAllByRole('link')) expect(document.querySelector(link.getAttribute('href')!)).not.toBeNull();
  }, 40_000);

  it('"Copy the site\'s address" copies it, tells the server, and the finished list goes away', async () => {
    const { user } = renderDashboard(
      dashboardMock({ ...DEFAULT_DASHBOARD, setupChecklist: setupChecklist({ siteShared: false }) }),
      { request: { query: MarkSiteSharedDocument }, result: { data: { markSiteShared: setupChecklist() } } },
      dashboardMock(),
    );
    await screen.findByRole('region', { name: 'Get your site ready' });
    await user.click(within(checklist()).getByRole('button', { name: "Copy the site's address" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/`);
    await expectToast('Success', 'The site\'s address is copied: paste it into your invitation or a message');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get your site ready' })).toBeNull());
  }, 40_000);
});
