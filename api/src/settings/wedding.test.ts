import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { dateText } from './settings.service.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

describe('wedding facts', () => {
  it('writes dates as guests read them', () => {
    expect(dateText('2026-06-11')).toBe('June 11, 2026');
  });

  it('signed-in guests read the facts; admins change them and everyone sees the change', async () => {
    const p = await createParty(admin);
    const guest = new Client();
    await guest.login(p.lastName, p.zipCode);
    const before = (await guest.rest('GET', '/api/wedding')).body;
    expect(before).toMatchObject({ timezone: 'Europe/Madrid', country: 'Spain' });
    expect(before.dateText).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const changed = await admin.rest('PUT', '/api/admin/wedding', { coupleNames: before.coupleNames });
    expect(changed.status).toBe(200);
    const bad = await admin.rest('PUT', '/api/admin/wedding', { date: '11/06/2026' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'date' } });
    const badZone = await admin.rest('PUT', '/api/admin/wedding', { timezone: 'Mars/Olympus' });
    expect(badZone).toMatchObject({ status: 400, body: { field: 'timezone' } });
    expect((await guest.rest('GET', '/api/wedding')).body).toEqual(before);
  });

  it('refuses a date that is not a day of the calendar (2026-02-31 is not March 3)', async () => {
    const before = (await admin.rest('GET', '/api/wedding')).body;
    for (const date of ['2026-02-31', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-06-00']) {
      const res = await admin.rest('PUT', '/api/admin/wedding', { date });
      expect(res, date).toMatchObject({ status: 400, body: { field: 'date', message: 'date must be a day written YYYY-MM-DD' } });
    }
    expect((await admin.rest('GET', '/api/wedding')).body).toEqual(before);
  });
});
