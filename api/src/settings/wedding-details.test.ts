import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';

// Wedding details are site-wide: a server of its own, so the other tests keep the spec's facts.
const ADMIN = { lastName: 'Weddingdetailsadmin', zipCode: '90210-0020' };
let server: OwnServer;
let admin: Client;

beforeAll(async () => {
  server = await startOwnServer('wedding_details', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, TRUST_PROXY: '1', SESSION_SECRET: 'wedding-details' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(() => server?.stop());

const DETAILS = {
  partnerOneName: 'Lucía',
  partnerTwoName: 'Marc',
  date: '2027-09-18',
  ceremonyTime: '17:30',
  timezone: 'Europe/Madrid',
  venueName: 'Masia Can Ribes',
  venueAddress: 'Camí de Can Ribes, 12',
  venueCity: '08870 Sitges',
  country: 'es',
  mapsUrl: '',
  currency: 'eur',
};

/** The properties of an iCalendar file's VEVENT, lines unfolded as RFC 5545 §3.1 says. */
function icsEvent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT') + 1, lines.indexOf('END:VEVENT'));
  const unescape = (v: string) => v.replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, '\n');
  return Object.fromEntries(event.map((l) => [l.slice(0, l.indexOf(':')), unescape(l.slice(l.indexOf(':') + 1))]));
}

describe('Wedding Details (PUT /api/admin/wedding and updateWedding)', () => {
  it('a new site shows the spec\'s facts and its checklist has nothing ticked', async () => {
    expect((await admin.rest('GET', '/api/wedding')).body).toMatchObject({ coupleNames: 'Alex & Jordan', date: '2026-06-11', country: 'Spain', countryCode: 'ES', ceremonyTime: null });
    expect((await admin.rest('GET', '/api/admin/setup-checklist')).body).toEqual({ weddingDetails: false, guests: false, rsvpOptions: false, siteShared: false, complete: false });
  });

  it('refuses each bad field by name with its messageCode, and writes nothing of the request', async () => {
    const before = (await admin.rest('GET', '/api/admin/wedding')).body;
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ partnerOneName: '   ' }, 'partnerOneName', 'FIELD_EMPTY'],
      [{ partnerTwoName: 'x'.repeat(61) }, 'partnerTwoName', 'FIELD_TOO_LONG'],
      [{ venueName: '' }, 'venueName', 'FIELD_EMPTY'],
      [{ venueAddress: 'x'.repeat(201) }, 'venueAddress', 'FIELD_TOO_LONG'],
      [{ venueCity: 'x'.repeat(101) }, 'venueCity', 'FIELD_TOO_LONG'],
      [{ date: '2027-02-29' }, 'date', 'DATE_INVALID'],
      [{ date: '18/09/2027' }, 'date', 'DATE_INVALID'],
      [{ ceremonyTime: '24:00' }, 'ceremonyTime', 'TIME_INVALID'],
      [{ ceremonyTime: '5:30 PM' }, 'ceremonyTime', 'TIME_INVALID'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'TIMEZONE_INVALID'],
      [{ timezone: '+02:00' }, 'timezone', 'TIMEZONE_INVALID'],
      [{ timezone: 'CET' }, 'timezone', 'TIMEZONE_INVALID'],
      [{ country: 'Spain' }, 'country', 'COUNTRY_INVALID'],
      [{ country: 'EU' }, 'country', 'COUNTRY_INVALID'],
      [{ country: 'ZZ' }, 'country', 'COUNTRY_INVALID'],
      [{ mapsUrl: 'http://maps.example.com/x' }, 'mapsUrl', 'LINK_NOT_HTTPS'],
      [{ mapsUrl: 'javascript:alert(1)' }, 'mapsUrl', 'LINK_NOT_HTTPS'],
      [{ mapsUrl: 'maps.example.com' }, 'mapsUrl', 'LINK_NOT_HTTPS'],
      [{ mapsUrl: `https://maps.example.com/${'x'.repeat(1000)}` }, 'mapsUrl', 'FIELD_TOO_LONG'],
      [{ currency: 'euro' }, 'currency', 'CURRENCY_INVALID'],
    ];
    for (const [bad, field, messageCode] of cases) {
      // Good values beside the bad one: none of them may be kept.
      const res = await admin.rest('PUT', '/api/admin/wedding', { ...DETAILS, ...bad });
      expect(res, JSON.stringify(bad)).toMatchObject({ status: 400, body: { field, messageCode } });
    }
    const gql = await admin.gql('mutation { updateWedding(input: { country: "XX", venueName: "Elsewhere" }) { coupleNames } }');
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'country', messageCode: 'COUNTRY_INVALID' } });
    expect((await admin.rest('GET', '/api/admin/wedding')).body).toEqual(before);
  });

  it('guests may not read or change the details', async () => {
    const p = await createParty(admin);
    const guest = new Client(undefined, server.baseUrl);
    await guest.login(p.lastName, p.zipCode);
    expect((await guest.rest('GET', '/api/admin/wedding')).status).toBe(403);
    expect((await guest.rest('PUT', '/api/admin/wedding', { partnerOneName: 'Mallory' })).status).toBe(403);
    expect((await guest.rest('POST', '/api/admin/setup-checklist/site-shared')).status).toBe(403);
    expect((await admin.rest('GET', '/api/wedding')).body.coupleNames).toBe('Alex & Jordan');
  });

  it('one save changes the landing page facts, travel, the calendar link, /wedding.ics and the registry currency', async () => {
    const saved = await admin.rest('PUT', '/api/admin/wedding', DETAILS);
    expect(saved.status).toBe(200);
    // The landing page reads `wedding` (its query), travel reads `venue` and the calendar link.
    expect(saved.body).toEqual({
      coupleNames: 'Lucía & Marc',
      partnerOneName: 'Lucía',
      partnerTwoName: 'Marc',
      date: '2027-09-18',
      dateText: 'September 18, 2027',
      ceremonyTime: '17:30',
      timezone: 'Europe/Madrid',
      country: 'Spain',
      countryCode: 'ES',
    });
    const landing = await admin.gql('{ wedding { coupleNames date ceremonyTime countryCode } }');
    expect(landing.data.wedding).toEqual({ coupleNames: 'Lucía & Marc', date: '2027-09-18', ceremonyTime: '17:30', countryCode: 'ES' });
    const venue = (await admin.rest('GET', '/api/venue')).body;
    expect(venue).toMatchObject({
      name: 'Masia Can Ribes',
      address: 'Camí de Can Ribes, 12, 08870 Sitges, Spain',
      street: 'Camí de Can Ribes, 12',
      city: '08870 Sitges',
      countryCode: 'ES',
    });
    // No link of their own: a maps search for the venue and its whole address.
    const maps = new URL(venue.mapsUrl);
    expect(maps.origin).toBe('https://www.google.com');
    expect(maps.searchParams.get('query')).toBe('Masia Can Ribes, Camí de Can Ribes, 12, 08870 Sitges, Spain');

    const calendarUrl = new URL((await admin.rest('GET', '/api/content/logistics')).body.calendarUrl);
    expect(calendarUrl.searchParams.get('text')).toBe('Lucía & Marc Wedding');
    expect(calendarUrl.searchParams.get('dates')).toBe('20270918T173000/20270919T000000');
    expect(calendarUrl.searchParams.get('ctz')).toBe('Europe/Madrid');
    expect(calendarUrl.searchParams.get('location')).toBe('Masia Can Ribes, Camí de Can Ribes, 12, 08870 Sitges, Spain');

    const ics = await (await admin.raw('GET', `/wedding.ics?t=${Date.now()}`)).text();
    const event = icsEvent(ics);
    expect(event.SUMMARY).toBe('Lucía & Marc Wedding');
    expect(event['DTSTART;TZID=Europe/Madrid']).toBe('20270918T173000');
    expect(event['DTEND;TZID=Europe/Madrid']).toBe('20270919T000000');
    expect(event.LOCATION).toBe('Masia Can Ribes, Camí de Can Ribes, 12, 08870 Sitges, Spain');

    expect((await admin.rest('GET', '/api/payment-settings')).body.currency).toBe('EUR');
    expect((await admin.rest('GET', '/api/admin/wedding')).body).toEqual({ ...DETAILS, country: 'ES', currency: 'EUR' });
  });

  it('a link of the couple\'s own replaces the generated one; blank brings it back, as a blank time brings back the whole day', async () => {
    const own = 'https://maps.app.goo.gl/AbCdEf123';
    await admin.rest('PUT', '/api/admin/wedding', { mapsUrl: own, timezone: 'America/New_York', country: 'US', venueCity: 'Brooklyn, NY' });
    expect((await admin.rest('GET', '/api/venue')).body).toMatchObject({ mapsUrl: own, address: 'Camí de Can Ribes, 12, Brooklyn, NY, United States' });
    expect((await admin.rest('GET', '/api/wedding')).body).toMatchObject({ country: 'United States', countryCode: 'US', timezone: 'America/New_York' });

    await admin.rest('PUT', '/api/admin/wedding', { mapsUrl: ' ', ceremonyTime: '' });
    const venue = (await admin.rest('GET', '/api/venue')).body;
    expect(new URL(venue.mapsUrl).searchParams.get('query')).toBe('Masia Can Ribes, Camí de Can Ribes, 12, Brooklyn, NY, United States');
    const event = icsEvent(await (await admin.raw('GET', '/wedding.ics')).text());
    expect(event['DTSTART;TZID=America/New_York']).toBe('20270918T000000');
    expect((await admin.rest('GET', '/api/content/logistics')).body.calendarUrl).toContain('dates=20270918%2F20270919');
  });

  it('still takes the couple\'s names as one text (the first API); the partners\' names replace it', async () => {
    await admin.rest('PUT', '/api/admin/wedding', { coupleNames: 'Ana y Ben' });
    expect((await admin.rest('GET', '/api/wedding')).body.coupleNames).toBe('Ana y Ben');
    expect((await admin.rest('GET', '/api/admin/wedding')).body).toMatchObject({ partnerOneName: 'Lucía', partnerTwoName: 'Marc' });
    await admin.rest('PUT', '/api/admin/wedding', { partnerOneName: 'Ana', partnerTwoName: 'Ben' });
    expect((await admin.rest('GET', '/api/wedding')).body.coupleNames).toBe('Ana & Ben');
  });

  it('the checklist ticks itself from the data: details, guests, meal options with a deadline, sharing', async () => {
    const check = async () => (await admin.rest('GET', '/api/admin/setup-checklist')).body;
    expect(await check()).toMatchObject({ weddingDetails: true, guests: false, rsvpOptions: false, siteShared: false, complete: false });
    const p = await createParty(admin);
    expect((await admin.rest('POST', '/api/admin/party-guests', { guests: [{ partyId: p.id, firstName: 'Rosa', lastName: p.lastName }] })).status).toBe(201);
    expect(await check()).toMatchObject({ guests: true, rsvpOptions: false });
    await admin.rest('PUT', '/api/admin/rsvp-options', { mealOptions: ['Fish'] });
    expect((await check()).rsvpOptions).toBe(false);
    await admin.rest('PUT', '/api/admin/rsvp-options', { deadline: '2027-08-01' });
    expect(await check()).toMatchObject({ rsvpOptions: true, complete: false });
    const shared = await admin.rest('POST', '/api/admin/setup-checklist/site-shared');
    expect(shared).toMatchObject({ status: 200, body: { weddingDetails: true, guests: true, rsvpOptions: true, siteShared: true, complete: true } });
    expect((await check()).complete).toBe(true);
  });
});
