import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { activateLocale } from '../../../i18n/i18n';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { dashboardMock, GUEST_ROWS, guestRow, listMocks, PARTIES, partiesPageMock, party } from '../../../test/adminMocks';
import AdminPage from '../AdminPage';
import type { UploadResult } from './sendSpreadsheet';

// The panels post with plain fetch (multipart REST); the dashboard's GraphQL stays on the mocks.
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function result(overrides: Partial<UploadResult> = {}): UploadResult {
  return { success: 0, updated: 0, unchanged: 0, failed: 0, dryRun: false, errors: [], ...overrides };
}

const zipError = {
  row: 3,
  guest: 'Row 3: Smith (123)',
  label: 'Smith (123)',
  error: 'Valid ZIP code required',
  messageCode: 'ZIP_CODE_INVALID',
  field: 'ZipCode',
  params: [],
};

/** The dashboard with `mocks` first (e.g. the lists as an upload's refetch reads them), then the default lists. */
function renderDashboard(...mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<AdminPage />, { mocks: [meMock(sessionUser({ isAdmin: true })), dashboardMock(undefined, { uses: 3 }), ...mocks, ...listMocks()] });
}

const partiesPanel = async () => screen.findByRole('region', { name: 'Bulk Guest Upload' });
const guestsPanel = async () => screen.findByRole('region', { name: 'Bulk Party Guest Upload' });
const csv = (text: string, name = 'guests.csv') => new File([text], name, { type: 'text/csv' });
const toast = async (title: RegExp) => screen.findByRole('status', { name: title });
/** The report's box: the element carrying data-outcome around the given heading. */
const reportOf = (heading: HTMLElement) => heading.closest('[data-outcome]') as HTMLElement;

/** What the mocked fetch was asked: the URL, and the file sent in the "file" field. */
function sent(call: number) {
  const [url, init] = fetchMock.mock.calls[call];
  const form = init?.body as FormData;
  return { url: String(url), method: init?.method, credentials: init?.credentials, file: form.get('file') as File };
}

describe('Bulk Guest Upload (parties)', () => {
  it('offers a labelled picker for .csv/.xlsx/.xls with a hint about the columns and re-uploads', async () => {
    renderDashboard();
    const panel = await partiesPanel();
    const input = within(panel).getByLabelText('Spreadsheet of parties (.csv, .xlsx or .xls)') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.csv,.xlsx,.xls');
    const hint = within(panel).getByText(/^Required columns: LastName, ZipCode\. Optional: GuestGroup, IsAdmin, CanRsvp, CanViewFullLogistics, PlusOnes, Email, Language \(en or es\)\./);
    expect(hint.textContent).toMatch(/updated, never added twice/);
    expect(input.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('says "Please select a file to upload" when nothing is chosen, and sends nothing', async () => {
    const { user } = renderDashboard();
    const panel = await partiesPanel();
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    const error = await toast(/Error/);
    expect(within(error).getByText('Please select a file to upload')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(within(panel).getByLabelText(/^Spreadsheet of parties/));
  });

  it('previews first (dry run), then Import sends the same file for real, toasts, shows the results and refetches the lists', async () => {
    const newParty = party({ id: 12, lastName: 'Smithson', zipCode: '02139' });
    const { user } = renderDashboard(partiesPageMock(), partiesPageMock([...PARTIES, newParty], [], { uses: 5 }));
    fetchMock
      .mockResolvedValueOnce(json(result({ success: 2, updated: 1, failed: 1, dryRun: true, errors: [zipError] })))
      .mockResolvedValueOnce(json(result({ success: 2, updated: 1, failed: 1, errors: [zipError] })));
    const panel = await partiesPanel();
    const file = csv('LastName,ZipCode\r\nSmithson,02139\r\n');
    await user.upload(within(panel).getByLabelText(/^Spreadsheet of parties/), file);
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));

    // The preview: what the file would do; nothing imported yet, no toast.
    const previewHeading = await within(panel).findByRole('heading', { level: 3, name: 'Preview of guests.csv' });
    expect(sent(0)).toEqual({ url: '/api/admin/bulk-guests?dryRun=true', method: 'POST', credentials: 'same-origin', file });
    const preview = reportOf(previewHeading);
    expect(within(preview).getByText('This file would add 2, update 1, leave 0 unchanged; 1 row has errors.')).toBeTruthy();
    expect(preview.dataset.outcome).toBe('failures');
    const entries = within(within(preview).getByRole('list', { name: 'Rows with errors' })).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual(['Row 3: Smith (123)Valid ZIP code required']);
    expect(document.activeElement).toBe(previewHeading);
    expect(screen.queryByRole('status', { name: /Success/ })).toBeNull();

    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    const success = await toast(/Success/);
    expect(within(success).getByText('Uploaded 2 new guests, updated 1 existing guest')).toBeTruthy();
    expect(sent(1)).toEqual({ url: '/api/admin/bulk-guests', method: 'POST', credentials: 'same-origin', file });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const resultHeading = within(panel).getByRole('heading', { level: 3, name: 'Upload results for guests.csv' });
    const results = reportOf(resultHeading);
    expect(within(results).getByText('Added 2, updated 1, left 0 unchanged; 1 row failed.')).toBeTruthy();
    expect(results.dataset.outcome).toBe('failures');
    expect(within(results).getByRole('list', { name: 'Rows with errors' })).toBeTruthy();
    expect(within(panel).queryByRole('heading', { name: /^Preview of/ })).toBeNull();
    // Ready for the next file.
    expect((within(panel).getByLabelText(/^Spreadsheet of parties/) as HTMLInputElement).value).toBe('');

    // The dashboard refetched: the new party is in "Parties and Guests".
    const table = screen.getByRole('region', { name: 'Table of parties and guests' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Smithson Party' })).toBeTruthy());
  });

  it('draws a green border when no row failed, an orange one when some did', async () => {
    const { user } = renderDashboard();
    fetchMock.mockResolvedValueOnce(json(result({ success: 3, dryRun: true }))).mockResolvedValueOnce(json(result({ success: 1, failed: 1, dryRun: true, errors: [zipError] })));
    const panel = await partiesPanel();
    await user.upload(within(panel).getByLabelText(/^Spreadsheet of parties/), csv('x'));
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    const clean = reportOf(await within(panel).findByRole('heading', { name: 'Preview of guests.csv' }));
    expect(clean.dataset.outcome).toBe('success');
    expect(within(clean).getByText('This file would add 3, update 0, leave 0 unchanged; no rows have errors.')).toBeTruthy();
    expect(within(clean).queryByRole('list')).toBeNull();

    await user.upload(within(panel).getByLabelText(/^Spreadsheet of parties/), csv('y', 'other.csv'));
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    const failing = reportOf(await within(panel).findByRole('heading', { name: 'Preview of other.csv' }));
    expect(failing.dataset.outcome).toBe('failures');
  });

  it('translates a row error by its messageCode and params, and shows the server’s words for an unknown code', async () => {
    const { user } = renderDashboard();
    fetchMock.mockResolvedValueOnce(
      json(
        result({
          failed: 2,
          dryRun: true,
          errors: [
            { ...zipError, row: 4, label: 'Ruiz (28001)', error: 'server words', messageCode: 'GUEST_GROUP_NOT_FOUND', params: [{ name: 'name', value: 'vip' }] },
            { ...zipError, row: 5, label: '', error: 'Something new went wrong', messageCode: 'NOT_A_CODE_YET', params: [] },
          ],
        }),
      ),
    );
    const panel = await partiesPanel();
    await user.upload(within(panel).getByLabelText(/^Spreadsheet of parties/), csv('x'));
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    const list = await within(panel).findByRole('list', { name: 'Rows with errors' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Row 4: Ruiz (28001)Guest group "vip" does not exist',
      'Row 5Something new went wrong',
    ]);
    // Nothing would change: Import stays off and the preview says why.
    expect(within(panel).getByText('Nothing in this file would change the guest list.')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s message for a bad file, in the reader’s language when it knows the code', async () => {
    const { user } = renderDashboard();
    fetchMock.mockResolvedValueOnce(
      json({ message: 'server words for missing columns', messageCode: 'COLUMNS_MISSING', params: { columns: 'ZipCode' }, field: 'file' }, 400),
    );
    const panel = await partiesPanel();
    await user.upload(within(panel).getByLabelText(/^Spreadsheet of parties/), csv('LastName\r\nSmith\r\n'));
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    const error = await toast(/Error/);
    expect(within(error).getByText('The file is missing these columns: ZipCode')).toBeTruthy();
    expect(within(panel).queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('says "Upload failed" when the server answers without a message, "Failed to upload file" when it does not answer', async () => {
    const { user } = renderDashboard();
    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const panel = await partiesPanel();
    await user.upload(within(panel).getByLabelText(/^Spreadsheet of parties/), csv('x'));
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    expect(within(await toast(/Error/)).getByText('Upload failed')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    await waitFor(() => expect(within(screen.getByRole('status', { name: /Error/ })).getByText('Failed to upload file')).toBeTruthy());
  });

  it('"Choose Another File" drops the preview and returns to the picker', async () => {
    const { user } = renderDashboard();
    fetchMock.mockResolvedValueOnce(json(result({ success: 1, dryRun: true })));
    const panel = await partiesPanel();
    const input = within(panel).getByLabelText(/^Spreadsheet of parties/) as HTMLInputElement;
    await user.upload(input, csv('x'));
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    await user.click(await within(panel).findByRole('button', { name: 'Choose Another File' }));
    expect(within(panel).queryByRole('heading', { name: /^Preview of/ })).toBeNull();
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    // The file is gone too: previewing now asks for one.
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    expect(within(await toast(/Error/)).getByText('Please select a file to upload')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('in Spanish', () => {
  it('shows the panel, the preview and the row errors in the reader’s language', async () => {
    await activateLocale('es');
    const { user } = renderDashboard();
    fetchMock.mockResolvedValueOnce(json(result({ success: 1, failed: 1, dryRun: true, errors: [zipError] })));
    const panel = await screen.findByRole('region', { name: 'Carga masiva de invitados' });
    await user.upload(within(panel).getByLabelText('Hoja de cálculo de invitaciones (.csv, .xlsx o .xls)'), csv('x'));
    await user.click(within(panel).getByRole('button', { name: 'Ver vista previa' }));
    await within(panel).findByText('Este archivo añadiría 1, actualizaría 0 y dejaría 0 sin cambios; 1 fila tiene errores.');
    const entries = within(within(panel).getByRole('list', { name: 'Filas con errores' })).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual(['Fila 3: Smith (123)Introduce un código postal válido']);
  });
});

describe('upload templates', () => {
  it('each panel links its template from the server, as CSV and as an Excel workbook', async () => {
    renderDashboard();
    const links = async (panel: HTMLElement) =>
      within(panel)
        .getAllByRole('link')
        .map((l) => [l.textContent?.trim(), l.getAttribute('href'), l.hasAttribute('download')]);
    expect(await links(await partiesPanel())).toEqual([
      ['Download Template', '/api/admin/templates/party-upload-template.csv', true],
      ['Excel Template', '/api/admin/templates/party-upload-template.xlsx', true],
    ]);
    expect(await links(await guestsPanel())).toEqual([
      ['Download Template', '/api/admin/templates/party-guest-upload-template.csv', true],
      ['Excel Template', '/api/admin/templates/party-guest-upload-template.xlsx', true],
    ]);
  });
});

describe('Bulk Party Guest Upload', () => {
  it('previews and imports guests through /api/admin/bulk-party-guests, and the new guests show under their party', async () => {
    const added = guestRow({ id: 130, firstName: 'Elena', isChild: true });
    const { user } = renderDashboard(partiesPageMock(), partiesPageMock(PARTIES, [...GUEST_ROWS, added], { uses: 5 }));
    fetchMock.mockResolvedValueOnce(json(result({ success: 1, dryRun: true }))).mockResolvedValueOnce(json(result({ success: 1 })));
    const panel = await guestsPanel();
    const input = within(panel).getByLabelText('Spreadsheet of party guests (.csv, .xlsx or .xls)');
    expect(within(panel).getByText(/^Required columns: PartyLastName, PartyZipCode, FirstName, LastName\. Optional: IsChild\./)).toBeTruthy();
    await user.upload(input, csv('x', 'family.csv'));
    await user.click(within(panel).getByRole('button', { name: 'Preview Upload' }));
    await within(panel).findByText('This file would add 1, update 0, leave 0 unchanged; no rows have errors.');
    expect(sent(0).url).toBe('/api/admin/bulk-party-guests?dryRun=true');
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(within(await toast(/Success/)).getByText('Uploaded 1 new guest, updated 0 existing guests')).toBeTruthy();
    expect(sent(1).url).toBe('/api/admin/bulk-party-guests');
    expect(reportOf(within(panel).getByRole('heading', { name: 'Upload results for family.csv' })).dataset.outcome).toBe('success');
    const table = screen.getByRole('region', { name: 'Table of parties and guests' });
    await waitFor(() => expect(within(table).getByRole('cell', { name: 'Elena Garcia (Child)' })).toBeTruthy());
  });
});
