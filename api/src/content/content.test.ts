import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { DEFAULT_TEXTS } from './default-texts.js';

let admin: Client;

async function group(fields: Record<string, unknown>): Promise<string> {
  const res = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('content'), allowedPages: ['home', 'couple', 'logistics', 'schedule', 'registry'], ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.name as string;
}

async function guestOf(groupName: string, canRsvp = true): Promise<Client> {
  const party = await createParty(admin, { guestGroup: groupName, canRsvp });
  const client = new Client();
  expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
  return client;
}

const saveText = (key: string, en: string, es: string) => admin.rest('PUT', `/api/admin/site-texts/${key}`, { en, es });

beforeAll(async () => {
  admin = await adminClient();
});
// Other test files share the server: give them back the seeded words.
afterAll(async () => {
  for (const key of ['schedule.parents', 'schedule.groomsmen', 'story.timeline.4.text']) await saveText(key, DEFAULT_TEXTS[key].en, DEFAULT_TEXTS[key].es);
});

describe('the couple’s texts per language', () => {
  it('Our Story comes seeded with the spec’s words, in English and in Spanish', async () => {
    const guest = await guestOf(await group({}));
    const en = await guest.rest('GET', '/api/content/story?language=en');
    expect(en.status).toBe(200);
    expect(en.body.howWeMet).toContain('college');
    expect(en.body.timeline.map((e: { season: string; year: string; title: string }) => `${e.season} ${e.year} ${e.title}`)).toEqual([
      'Fall 2016 First Meeting',
      'Fall 2017 First Date',
      'Summer 2020 Moving In',
      'Summer 2024 The Proposal',
    ]);
    const es = await guest.gql('query($l: String) { storyContent(language: $l) { howWeMet timeline { season title } } }', { l: 'es' });
    expect(es.data.storyContent.howWeMet).toContain('universidad');
    expect(es.data.storyContent.timeline[0]).toEqual({ season: 'Otoño', title: 'Nos conocimos' });
  });

  it('an empty language falls back to the other one', async () => {
    expect((await saveText('schedule.parents', 'Parents arrive at **noon**.', '')).status).toBe(200);
    expect((await saveText('schedule.groomsmen', '', 'Los padrinos llegan a las diez.')).status).toBe(200);
    const parents = await guestOf(await group({ eventScheduleVersion: 'parents' }));
    expect((await parents.rest('GET', '/api/content/schedule?language=es')).body).toEqual({ version: 'parents', text: '<p>Parents arrive at <strong>noon</strong>.</p>' });
    const groomsmen = await guestOf(await group({ eventScheduleVersion: 'groomsmen' }));
    expect((await groomsmen.rest('GET', '/api/content/schedule?language=en')).body.text).toBe('<p>Los padrinos llegan a las diez.</p>');
  });

  it('without a language argument, reads answer in the request’s: ?language=, then Accept-Language, then English', async () => {
    const guest = await guestOf(await group({}));
    const story = async () => (await guest.gql('{ storyContent { howWeMet } }')).data.storyContent.howWeMet as string;
    expect(await story()).toContain('college');
    guest.language = 'es-ES,es;q=0.9,en;q=0.8';
    expect(await story()).toContain('universidad');
    expect((await guest.rest('GET', '/api/content/story')).body.howWeMet).toContain('universidad');
    expect((await guest.rest('GET', '/api/content/story?language=en')).body.howWeMet).toContain('college');
    guest.language = 'fr, en;q=0.5';
    expect(await story()).toContain('college');
  });

  it('refuses a language other than en or es, naming it', async () => {
    const guest = await guestOf(await group({}));
    const res = await guest.rest('GET', '/api/content/story?language=fr');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ messageCode: 'LANGUAGE_INVALID', field: 'language' });
  });

  it('stored Markdown with a script tag or a javascript: link renders harmless', async () => {
    const evil = 'Hi <script>alert(1)</script> [click](javascript:alert(2)) <img src=x onerror="alert(3)"> <a href="https://ok.example" onclick="x()">ok</a> [mail](mailto:us@example.com)';
    expect((await saveText('story.timeline.4.text', evil, evil)).status).toBe(200);
    const guest = await guestOf(await group({}));
    const html: string = (await guest.rest('GET', '/api/content/story')).body.timeline[3].text;
    expect(html).not.toMatch(/<script|alert\(1\)|javascript:|onerror|onclick|<img/i);
    expect(html).toContain('href="https://ok.example"');
    expect(html).toContain('href="mailto:us@example.com"');
  });

  it('only admins list and edit the texts; an unknown key is a 404 and a long text a 400', async () => {
    const guest = await guestOf(await group({}));
    expect((await guest.rest('GET', '/api/admin/site-texts')).status).toBe(403);
    expect((await guest.rest('PUT', '/api/admin/site-texts/story.howWeMet', { en: 'x', es: 'y' })).status).toBe(403);
    const list = (await admin.rest('GET', '/api/admin/site-texts')).body as Array<{ key: string; format: string; page: string }>;
    expect(list.filter((t) => t.key.startsWith('logistics.accommodation.'))).toHaveLength(12);
    expect(list.find((t) => t.key === 'story.timeline.1.year')).toMatchObject({ format: 'plain', page: 'couple', en: '2016' });
    expect((await saveText('nope', 'a', 'b')).body).toMatchObject({ messageCode: 'SITE_TEXT_NOT_FOUND' });
    const long = await saveText('story.timeline.1.title', 'x'.repeat(201), '');
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ messageCode: 'FIELD_TOO_LONG', field: 'en' });
  });
});

describe('page versions', () => {
  it('each accommodation version has its own text; unknown versions show default', async () => {
    const villa = await guestOf(await group({ accommodationsVersion: 'villa' }));
    const v = (await villa.rest('GET', '/api/content/logistics')).body;
    expect(v.version).toBe('villa');
    expect(v.accommodation).toContain('48 hours');
    const friends = await guestOf(await group({ accommodationsVersion: 'friends-room' }));
    expect((await friends.rest('GET', '/api/content/logistics')).body.accommodation).toContain('20 beds');
    const texts = new Set<string>();
    for (const version of ['merlot', 'cabernet', 'syrah', 'carinyena', 'garnatxa', 'pinot-noir', 'malvasia', 'moscatell', 'xarello']) {
      texts.add((await admin.rest('GET', `/api/content/logistics?version=${version}`)).body.accommodation);
    }
    expect(texts.size).toBe(9);
    const unknown = (await admin.rest('GET', '/api/content/logistics?version=castle')).body;
    expect(unknown.version).toBe('default');
  });

  it('a non-admin cannot ask for another group’s version; an admin may', async () => {
    const guest = await guestOf(await group({ accommodationsVersion: 'merlot', eventScheduleVersion: 'bridesmaids' }));
    expect((await guest.rest('GET', '/api/content/logistics?version=merlot')).status).toBe(200);
    const other = await guest.rest('GET', '/api/content/logistics?version=villa');
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ messageCode: 'PAGE_VERSION_FORBIDDEN' });
    const gql = await guest.gql('{ scheduleContent(version: "parents") { version } }');
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.rest('GET', '/api/content/schedule?version=groomsmen')).body.version).toBe('groomsmen');
    expect((await admin.rest('GET', '/api/content/logistics?version=villa')).body.accommodation).toContain('48 hours');
  });

  it('without canRsvp a guest sees Additional Details instead of the accommodation; the schedule follows its version anyway', async () => {
    const name = await group({ accommodationsVersion: 'villa', eventScheduleVersion: 'bridesmaids', customLogistics: 'Ask **Ana** about parking.' });
    const guest = await guestOf(name, false);
    const logistics = (await guest.rest('GET', '/api/content/logistics')).body;
    expect(logistics.accommodation).toBeNull();
    expect(logistics.fromBarcelona).toContain('R2 Sud');
    expect(logistics.fromAirport).toContain('60-80 euros');
    expect(logistics.groupNote).toBe('<p>Ask <strong>Ana</strong> about parking.</p>');
    expect(logistics.calendarUrl).toContain('dates=20260611%2F20260612');
    expect(logistics.calendarUrl).toContain('ctz=Europe%2FMadrid');
    expect((await guest.rest('GET', '/api/content/schedule')).body.version).toBe('bridesmaids');
  });

  it('a group’s welcome message and registry note reach its own parties', async () => {
    const name = await group({ welcomeMessage: 'Welcome, *cousins*!', customRegistry: 'No gifts needed.' });
    const guest = await guestOf(name);
    expect((await guest.rest('GET', '/api/content/welcome')).body).toEqual({ message: '<p>Welcome, <em>cousins</em>!</p>' });
    expect((await guest.rest('GET', '/api/content/registry-note')).body).toEqual({ note: '<p>No gifts needed.</p>' });
    const plain = await guestOf(await group({}));
    expect((await plain.rest('GET', '/api/content/welcome')).body).toEqual({ message: null });
  });
});

describe('the calendar file', () => {
  it('/wedding.ics is the wedding day in Europe/Madrid, for parties that open the travel page', async () => {
    const guest = await guestOf(await group({}));
    const res = await guest.raw('GET', `/wedding.ics?t=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const ics = await res.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART;TZID=Europe/Madrid:20260611T000000');
    expect(ics).toContain('DTEND;TZID=Europe/Madrid:20260612T000000');
    expect(ics).toContain('TZID:Europe/Madrid');
    expect(ics).toMatch(/LOCATION:.*Sitges/);
    expect((await new Client().raw('GET', '/wedding.ics')).status).toBe(401);
    const noTravel = await guestOf(await group({ allowedPages: ['home'] }));
    expect((await noTravel.raw('GET', '/wedding.ics')).status).toBe(403);
  });
});
