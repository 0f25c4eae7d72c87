import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';
import { siteDatabaseUrl } from '../../../tests/support/site.js';

let admin: Client;
let pollsGroup: string;

interface Poll {
  id: number;
  question: string;
  options: string[];
  type: string;
  active: boolean;
  voteCounts: number[];
  myVote: number | null;
}

async function signedIn(groupName: string): Promise<Client & { partyId: number }> {
  const party = await createParty(admin, { guestGroup: groupName });
  const client = new Client();
  expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
  return Object.assign(client, { partyId: party.id as number });
}

/** A party whose group opens the polls page, signed in. */
const pollsGuest = () => signedIn(pollsGroup);

async function newPoll(fields: Record<string, unknown> = {}): Promise<Poll> {
  const res = await admin.rest('POST', '/api/admin/polls', { question: uniqueLastName('Who cries first?'), type: 'prediction', options: ['Bride', 'Groom'], ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Poll;
}

const vote = (client: Client, pollId: number, selectedOption: unknown, extra: Record<string, unknown> = {}) =>
  client.rest('POST', `/api/polls/${pollId}/responses`, { pollId, userId: 1, selectedOption, ...extra });

const responsesOf = async (client: Client, pollId: number) =>
  (await client.rest('GET', `/api/polls/${pollId}/responses`)).body as Array<{ userId: number; selectedOption: number }>;

beforeAll(async () => {
  admin = await adminClient();
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('polls'), allowedPages: ['home', 'polls'] });
  expect(group.status).toBe(201);
  pollsGroup = group.body.name;
});

describe('polls for guests', () => {
  it('lists the active polls only, with counts and the reader’s own vote', async () => {
    const shown = await newPoll({ type: 'preference', options: ['  Paella ', 'Tapas'] });
    const hidden = await newPoll({ active: false });
    const guest = await pollsGuest();
    const list = (await guest.rest('GET', '/api/polls')).body as Poll[];
    expect(list.find((p) => p.id === shown.id)).toEqual({ ...shown, options: ['Paella', 'Tapas'], questionEs: null, optionsEs: null, voteCounts: [0, 0], myVote: null });
    expect(list.some((p) => p.id === hidden.id)).toBe(false);
    expect((await vote(guest, shown.id, 1)).status).toBe(201);
    const after = ((await guest.rest('GET', '/api/polls')).body as Poll[]).find((p) => p.id === shown.id);
    expect(after).toMatchObject({ voteCounts: [0, 1], myVote: 1 });
  });

  it('an inactive or unknown poll is not found for its responses and votes', async () => {
    const hidden = await newPoll({ active: false });
    const guest = await pollsGuest();
    for (const res of [await guest.rest('GET', `/api/polls/${hidden.id}/responses`), await vote(guest, hidden.id, 0), await vote(guest, 999_999, 0)]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ messageCode: 'POLL_NOT_FOUND' });
    }
  });

  it('records the vote for the signed-in party whatever userId says', async () => {
    const poll = await newPoll();
    const guest = await pollsGuest();
    const other = await pollsGuest();
    const res = await vote(guest, poll.id, 0, { userId: other.partyId, pollId: poll.id + 1000 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pollId: poll.id, userId: guest.partyId, selectedOption: 0 });
    expect(await responsesOf(other, poll.id)).toEqual([expect.objectContaining({ userId: guest.partyId, selectedOption: 0 })]);
    // The other party has not voted: its own vote still goes in.
    expect((await vote(other, poll.id, 1)).status).toBe(201);
  });

  it('selectedOption must be an option of that poll', async () => {
    const poll = await newPoll({ options: ['A', 'B', 'C'] });
    const guest = await pollsGuest();
    for (const bad of [-1, 3, 1.5]) {
      const res = await vote(guest, poll.id, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body).toMatchObject({ field: 'selectedOption' });
    }
    const missing = await guest.rest('POST', `/api/polls/${poll.id}/responses`, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'selectedOption' });
    expect((await vote(guest, poll.id, 2)).status).toBe(201);
  });

  it('a second vote is refused with 409 and the first stands', async () => {
    const poll = await newPoll();
    const guest = await pollsGuest();
    expect((await vote(guest, poll.id, 0)).status).toBe(201);
    const again = await vote(guest, poll.id, 1);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageCode: 'POLL_ALREADY_VOTED', message: 'You have already voted on this poll' });
    expect(await responsesOf(guest, poll.id)).toEqual([expect.objectContaining({ userId: guest.partyId, selectedOption: 0 })]);
  });

  it('20 concurrent votes by one party: one recorded, the rest 409', async () => {
    const poll = await newPoll();
    const guest = await pollsGuest();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => vote(guest, poll.id, i % 2)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const stored = await responsesOf(guest, poll.id);
    expect(stored).toHaveLength(1);
    expect(stored[0].selectedOption).toBe(answers.find((a) => a.status === 201)!.body.selectedOption);
  }, 30_000);

  it('needs sign-in and a group that opens the polls page', async () => {
    const poll = await newPoll();
    const anonymous = new Client();
    expect((await anonymous.rest('GET', '/api/polls')).status).toBe(401);
    expect((await vote(anonymous, poll.id, 0)).status).toBe(401);
    const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('nopolls'), allowedPages: ['home'] });
    const outsider = await signedIn(group.body.name);
    for (const res of [await outsider.rest('GET', '/api/polls'), await outsider.rest('GET', `/api/polls/${poll.id}/responses`), await vote(outsider, poll.id, 0)]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ messageCode: 'PAGE_FORBIDDEN' });
    }
    expect(await responsesOf(admin, poll.id)).toEqual([]);
  });
});

describe('polls admin', () => {
  it('checks the poll form: question, type and options', async () => {
    const long = 'x'.repeat(501);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ question: '  ' }, 'question', 'FIELD_EMPTY'],
      [{ question: long }, 'question', 'FIELD_TOO_LONG'],
      [{ type: 'guess' }, 'type', 'VALUE_NOT_ALLOWED'],
      [{ options: ['Only one'] }, 'options', 'POLL_OPTIONS_TOO_FEW'],
      [{ options: ['A', ' '] }, 'options', 'FIELD_EMPTY'],
      [{ options: ['Paella', ' paella '] }, 'options', 'POLL_OPTION_TWICE'],
      [{ options: ['A', 'y'.repeat(201)] }, 'options', 'FIELD_TOO_LONG'],
      [{ options: Array.from({ length: 11 }, (_, i) => `O${i}`) }, 'options', 'TOO_MANY_ITEMS'],
    ];
    for (const [fields, field, messageCode] of cases) {
      const res = await admin.rest('POST', '/api/admin/polls', { question: 'Q?', type: 'prediction', options: ['A', 'B'], ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatchObject({ field, messageCode });
    }
  });

  it('lists inactive polls too, and edits them', async () => {
    const poll = await newPoll({ active: false });
    expect(((await admin.rest('GET', '/api/admin/polls')).body as Poll[]).find((p) => p.id === poll.id)).toMatchObject({ active: false });
    const edited = await admin.rest('PUT', `/api/admin/polls/${poll.id}`, { question: ' First dance song? ', type: 'preference', options: ['Waltz', 'Salsa', 'Rock'], active: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ question: 'First dance song?', type: 'preference', options: ['Waltz', 'Salsa', 'Rock'], active: true, voteCounts: [0, 0, 0] });
    expect((await admin.rest('PUT', '/api/admin/polls/999999', { active: true })).status).toBe(404);
    expect((await admin.rest('PUT', `/api/admin/polls/${poll.id}`, { type: 'quiz' })).status).toBe(400);
  });

  it('once a poll has votes its options can be reworded or added to, not removed', async () => {
    const poll = await newPoll({ options: ['A', 'B', 'C'] });
    const guest = await pollsGuest();
    expect((await vote(guest, poll.id, 2)).status).toBe(201);
    const shorter = await admin.rest('PUT', `/api/admin/polls/${poll.id}`, { options: ['A', 'B'] });
    expect(shorter.status).toBe(409);
    expect(shorter.body).toMatchObject({ messageCode: 'POLL_OPTIONS_LOCKED', field: 'options' });
    const longer = await admin.rest('PUT', `/api/admin/polls/${poll.id}`, { options: ['A', 'B', 'C!', 'D'] });
    expect(longer.body).toMatchObject({ options: ['A', 'B', 'C!', 'D'], voteCounts: [0, 0, 1, 0] });
  });

  it('deleting a poll deletes its votes', async () => {
    const poll = await newPoll();
    const guest = await pollsGuest();
    expect((await vote(guest, poll.id, 0)).status).toBe(201);
    expect((await admin.rest('DELETE', `/api/admin/polls/${poll.id}`)).body).toEqual({ success: true });
    expect((await admin.rest('GET', '/api/admin/polls')).body.some((p: Poll) => p.id === poll.id)).toBe(false);
    expect((await admin.rest('DELETE', `/api/admin/polls/${poll.id}`)).status).toBe(404);
    // On a PostgreSQL server, look in the table itself: no vote of the deleted poll is left.
    if (siteDatabaseUrl()) {
      const db = new pg.Client({ connectionString: siteDatabaseUrl() });
      await db.connect();
      try {
        const { rows } = await db.query('select count(*)::int as n from poll_response where poll_id = $1', [poll.id]);
        expect(rows[0].n).toBe(0);
      } finally {
        await db.end();
      }
    }
  });

  it('guests may not use the admin calls', async () => {
    const guest = await pollsGuest();
    expect((await guest.rest('GET', '/api/admin/polls')).status).toBe(403);
    expect((await guest.rest('POST', '/api/admin/polls', { question: 'Q', type: 'prediction', options: ['A', 'B'] })).status).toBe(403);
  });
});
