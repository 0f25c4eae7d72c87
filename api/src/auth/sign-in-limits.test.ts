import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName, uniqueZip } from '../../../tests/support/client.js';

// What an attacker could do to the sign-in limiter from outside, over HTTP, and what stops it.

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

/** Ten wrong ZIPs from ten addresses: the name is now locked for strangers. */
async function lockName(lastName: string): Promise<void> {
  for (let i = 0; i < 10; i++) expect((await new Client().login(lastName, `0000${i}`)).status).toBe(401);
  expect((await new Client().login(lastName, '00010')).status).toBe(429);
}

function deviceCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((l) => l.startsWith('wedding.device='));
}

describe('1. strangers cannot lock a family out', () => {
  it('a browser that signed in as the party before still signs in after strangers lock its name', async () => {
    const family = await createParty(admin, { lastName: uniqueLastName('Garcia') });
    const home = new Client();
    expect((await home.login(family.lastName, family.zipCode)).status).toBe(200);
    expect((await home.rest('POST', '/api/logout')).status).toBe(200);
    await lockName(family.lastName);
    // Strangers stay locked out, even with the right ZIP.
    expect((await new Client().login(family.lastName, family.zipCode)).status).toBe(429);
    // The family's own browser gets honest answers and signs in.
    expect((await home.login(family.lastName, '99999')).status).toBe(401);
    const res = await home.login(family.lastName.toUpperCase(), family.zipCode);
    expect(res).toMatchObject({ status: 200, body: { id: family.id } });
  });

  it('sets the device cookie HttpOnly, SameSite=Lax and for a year; it cannot be forged or used for another name', async () => {
    const a = await createParty(admin, { lastName: uniqueLastName('Device') });
    const b = await createParty(admin, { lastName: uniqueLastName('Other') });
    const c = new Client();
    const res = await c.raw('POST', '/api/login', {
      body: JSON.stringify({ lastName: a.lastName, zipCode: a.zipCode }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    const cookie = deviceCookie(res)!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]);
    expect(expires - Date.now()).toBeGreaterThan(360 * 86_400_000);
    const [partyId, tag] = cookie.split(';')[0].slice('wedding.device='.length).split('.');
    expect(Number(partyId)).toBe(a.id); // it names the party, and only the party

    await lockName(b.lastName);
    // A's browser gets no pass for B's name,
    expect((await c.login(b.lastName, b.zipCode)).status).toBe(429);
    // nor does a token rewritten to name B, or one with a made-up signature.
    for (const forged of [`${b.id}.${tag}`, `${b.id}.${'A'.repeat(43)}`]) {
      const r = await new Client().raw('POST', '/api/login', {
        body: JSON.stringify({ lastName: b.lastName, zipCode: b.zipCode }),
        headers: { 'content-type': 'application/json', cookie: `wedding.device=${forged}` },
      });
      expect(r.status).toBe(429);
    }
  });

  it('a remembered browser has its own budget of 20 failed tries, which does not count against the name', async () => {
    const p = await createParty(admin, { lastName: uniqueLastName('Budget') });
    const home = new Client();
    expect((await home.login(p.lastName, p.zipCode)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await home.login(p.lastName, `1000${i}`)).status).toBe(401);
    const blocked = await home.login(p.lastName, p.zipCode);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Its failures were its own: a stranger's try at the name is still allowed.
    expect((await new Client().login(p.lastName, p.zipCode)).status).toBe(200);
  });
});

describe('2. one normal form of a last name, for matching and for counting', () => {
  it('"SMİTH" (U+0130) gets no fresh guesses at Smith once Smith is locked', async () => {
    const tail = uniqueLastName('');
    const smith = await createParty(admin, { lastName: `Smith${tail}` });
    await lockName(smith.lastName);
    // The dot of İ is a diacritic like any other: this is Smith, and Smith is locked.
    const res = await new Client().login(`SMİTH${tail.toUpperCase()}`, smith.zipCode);
    expect(res).toMatchObject({ status: 429, body: { messageCode: 'TOO_MANY_SIGN_IN_ATTEMPTS' } });
  });

  it('every Greek sigma spelling is the same name: it signs in, shares one counter and one unique pair', async () => {
    const prefix = uniqueLastName('X');
    const p = await createParty(admin, { lastName: `${prefix}ΠΑΠΑΔΟΠΟΥΛΟΣ` });
    const finalSigma = `${prefix}Παπαδοπουλος`;
    const plainSigma = `${prefix.toLowerCase()}παπαδοπουλοσ`;
    for (const spelling of [finalSigma, plainSigma]) {
      expect((await new Client().login(spelling, p.zipCode)).body).toMatchObject({ id: p.id });
    }
    const dup = await admin.rest('POST', '/api/admin/parties', { lastName: finalSigma, zipCode: p.zipCode });
    expect(dup.status).toBe(409);
    await lockName(finalSigma);
    expect((await new Client().login(plainSigma, p.zipCode)).status).toBe(429);
    expect((await new Client().login(p.lastName, p.zipCode)).status).toBe(429);
  });
});

describe('3. a success clears only what succeeded', () => {
  it('another household with the same last name signing in does not reset the guesses at it', async () => {
    const name = uniqueLastName('Smith');
    const a = await createParty(admin, { lastName: name });
    const b = await createParty(admin, { lastName: name, zipCode: `${a.zipCode}-1` });
    for (let i = 0; i < 9; i++) expect((await new Client().login(name, `0000${i}`)).status).toBe(401);
    expect((await new Client().login(name, b.zipCode)).status).toBe(200);
    expect((await new Client().login(name, '00009')).status).toBe(401); // the tenth failure
    expect((await new Client().login(name, a.zipCode)).status).toBe(429);
  });
});

describe('4. correct sign-ins cannot pile up sessions', () => {
  it('keeps the newest SESSIONS_PER_PARTY sessions of a party and ends older ones', async () => {
    const cap = inject('sessionsPerParty');
    const p = await createParty(admin);
    const browsers: Client[] = [];
    for (let i = 0; i < cap + 1; i++) {
      const c = new Client();
      expect((await c.login(p.lastName, p.zipCode)).status).toBe(200);
      browsers.push(c);
    }
    expect((await browsers[0].rest('GET', '/api/user')).status).toBe(401);
    for (const c of browsers.slice(1)) expect((await c.rest('GET', '/api/user')).status).toBe(200);
  });
});

describe("5. a new last name or ZIP ends the party's sessions", () => {
  it('signs the party out everywhere and voids its device tokens; other changes keep them', async () => {
    const p = await createParty(admin, { lastName: uniqueLastName('Rotate') });
    const guest = new Client();
    expect((await guest.login(p.lastName, p.zipCode)).status).toBe(200);
    expect((await admin.rest('PATCH', `/api/admin/parties/${p.id}`, { canRsvp: false, lastName: p.lastName.toUpperCase() })).status).toBe(200);
    expect((await guest.rest('GET', '/api/user')).status).toBe(200);

    const zipCode = uniqueZip();
    expect((await admin.rest('PATCH', `/api/admin/parties/${p.id}`, { zipCode })).status).toBe(200);
    expect((await guest.rest('GET', '/api/user')).status).toBe(401);
    // The old device token no longer vouches for this browser.
    await lockName(p.lastName);
    expect((await guest.login(p.lastName, zipCode)).status).toBe(429);

    const lastName = uniqueLastName('Renamed');
    const other = new Client();
    expect((await admin.rest('PATCH', `/api/admin/parties/${p.id}`, { lastName })).status).toBe(200);
    expect((await other.login(lastName, zipCode)).status).toBe(200);
    expect((await admin.rest('PATCH', `/api/admin/parties/${p.id}`, { lastName: uniqueLastName('Again') })).status).toBe(200);
    expect((await other.rest('GET', '/api/user')).status).toBe(401);
  });

  it('an admin changing their own sign-in keeps the session in use and loses the others', async () => {
    const me = await createParty(admin, { lastName: uniqueLastName('Couple'), isAdmin: true });
    const laptop = new Client();
    const phone = new Client();
    expect((await laptop.login(me.lastName, me.zipCode)).status).toBe(200);
    expect((await phone.login(me.lastName, me.zipCode)).status).toBe(200);
    const zipCode = uniqueZip();
    const res = await laptop.gql('mutation($id: Int!, $input: PartyUpdateInput!) { updateParty(id: $id, input: $input) { zipCode } }', {
      id: me.id,
      input: { zipCode },
    });
    expect(res.data).toEqual({ updateParty: { zipCode } });
    expect((await laptop.rest('GET', '/api/user')).body).toMatchObject({ id: me.id, isAdmin: true });
    expect((await laptop.rest('GET', '/api/admin/parties')).status).toBe(200);
    expect((await phone.rest('GET', '/api/user')).status).toBe(401);
    expect((await new Client().login(me.lastName, me.zipCode)).status).toBe(401);
    expect((await new Client().login(me.lastName, zipCode)).status).toBe(200);
  });
});
