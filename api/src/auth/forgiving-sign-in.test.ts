import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty, uniqueLastName, uniqueZip } from '../../../tests/support/client.js';

// Issue 20 §3: how people type their name does not keep them out, and does not buy extra guesses.

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

/** A unique tail of letters, so each test's names are its own whatever the spelling. */
const tail = () => uniqueLastName('').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);

async function signsInAs(party: { id: number; zipCode: string }, spellings: string[], zipCode = party.zipCode) {
  for (const spelling of spellings) {
    const res = await new Client().login(spelling, zipCode);
    expect({ spelling, status: res.status, id: res.body?.id }).toEqual({ spelling, status: 200, id: party.id });
  }
}

describe('sign-in forgives how people type their last name', () => {
  it('"Martínez" signs in as martinez, MARTINEZ, Martinez and MARTÍNEZ', async () => {
    const t = tail();
    const party = await createParty(admin, { lastName: `Martínez${t}` });
    await signsInAs(party, [`martinez${t}`, `MARTINEZ${t.toUpperCase()}`, `Martinez${t}`, `MARTÍNEZ${t.toUpperCase()}`, `Martínez${t}`]);
  });

  it('a party stored as "martinez" signs in as "Martínez"', async () => {
    const t = tail();
    const party = await createParty(admin, { lastName: `martinez${t}` });
    await signsInAs(party, [`Martínez${t}`]);
  });

  it('"O’Brien" signs in with every apostrophe and with none', async () => {
    const t = tail();
    const party = await createParty(admin, { lastName: `O'Brien${t}` });
    await signsInAs(party, [`O’Brien${t}`, `OʼBrien${t}`, `O\`Brien${t}`, `O'Brien${t}`, `OBrien${t}`, `obrien${t}`, `O Brien${t}`]);
  });

  it('"García-López" signs in as "Garcia Lopez", "garcia-lopez" and "GarcíaLópez"', async () => {
    const t = tail();
    const party = await createParty(admin, { lastName: `García-López${t}` });
    await signsInAs(party, [`Garcia Lopez${t}`, `garcia-lopez${t}`, `GarcíaLópez${t}`, `García–López${t}`, `GARCIA LOPEZ${t.toUpperCase()}`]);
  });

  it('"St. John" signs in as "St John" and "StJohn"; full-width "ＳＭＩＴＨ" and "SMİTH" as Smith', async () => {
    const t = tail();
    const stJohn = await createParty(admin, { lastName: `St. John${t}` });
    await signsInAs(stJohn, [`St John${t}`, `StJohn${t}`, `st.john${t}`]);
    const smith = await createParty(admin, { lastName: `Smith${t}` });
    const fullWidth = [...`SMITH${t.toUpperCase()}`].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    await signsInAs(smith, [fullWidth, `SMİTH${t.toUpperCase()}`]);
  });

  it('compares the ZIP code after trimming', async () => {
    const party = await createParty(admin, { lastName: `Ruiz${tail()}` });
    await signsInAs(party, [party.lastName], `  ${party.zipCode}\t`);
  });

  it('still refuses another name or another ZIP code', async () => {
    const t = tail();
    const party = await createParty(admin, { lastName: `Martínez${t}` });
    expect((await new Client().login(`Martines${t}`, party.zipCode)).status).toBe(401);
    expect((await new Client().login(`Martínez${t}`, `${party.zipCode}1`)).status).toBe(401);
  });

  it('refuses a name with no letters in it', async () => {
    expect(await new Client().login(" .-' ", '08001')).toMatchObject({ status: 400, body: { field: 'lastName', messageCode: 'LAST_NAME_REQUIRED' } });
    expect(await admin.rest('POST', '/api/admin/parties', { lastName: '--', zipCode: '08001' })).toMatchObject({ status: 400, body: { field: 'lastName' } });
  });
});

describe('the limiter counts every spelling of a name as one', () => {
  it('ten wrong ZIPs spread over five spellings lock all of them, the right ZIP too', async () => {
    const t = tail();
    const party = await createParty(admin, { lastName: `García-López${t}` });
    const spellings = [`García-López${t}`, `garcia lopez${t}`, `GARCIALOPEZ${t.toUpperCase()}`, `Garcia-Lopez${t}`, `García López${t}`];
    for (let i = 0; i < 10; i++) expect((await new Client().login(spellings[i % 5], `0000${i}`)).status).toBe(401);
    for (const spelling of spellings) expect((await new Client().login(spelling, party.zipCode)).status).toBe(429);
  });
});

describe('a party cannot take another party’s sign-in by spelling it differently', () => {
  it('creating "Martinez" beside "Martínez" with the same ZIP is a 409 naming lastName', async () => {
    const t = tail();
    const zipCode = uniqueZip();
    expect((await admin.rest('POST', '/api/admin/parties', { lastName: `Martínez${t}`, zipCode })).status).toBe(201);
    for (const lastName of [`Martinez${t}`, `MARTINEZ${t.toUpperCase()}`, `Mar-tinez${t}`]) {
      expect(await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: ` ${zipCode} ` })).toMatchObject({
        status: 409,
        body: { field: 'lastName', messageCode: 'PARTY_EXISTS' },
      });
    }
  });

  it('renaming a party onto another’s sign-in is a 409; respelling its own name is not', async () => {
    const t = tail();
    const a = await createParty(admin, { lastName: `O'Brien${t}` });
    const b = await createParty(admin, { lastName: `Obrian${t}`, zipCode: a.zipCode });
    expect(await admin.rest('PATCH', `/api/admin/parties/${b.id}`, { lastName: `OBrien${t}` })).toMatchObject({
      status: 409,
      body: { field: 'lastName', messageCode: 'PARTY_EXISTS' },
    });
    // A's household keeps its session when the couple only respells the name.
    const home = new Client();
    expect((await home.login(a.lastName, a.zipCode)).status).toBe(200);
    expect(await admin.rest('PATCH', `/api/admin/parties/${a.id}`, { lastName: `O’Brien${t}` })).toMatchObject({ status: 200, body: { lastName: `O’Brien${t}` } });
    expect((await home.rest('GET', '/api/user')).status).toBe(200);
  });

  it('a changed ZIP code ends the party’s sessions', async () => {
    const party = await createParty(admin);
    const home = new Client();
    expect((await home.login(party.lastName, party.zipCode)).status).toBe(200);
    const zipCode = uniqueZip();
    expect((await admin.rest('PATCH', `/api/admin/parties/${party.id}`, { zipCode })).status).toBe(200);
    expect((await home.rest('GET', '/api/user')).status).toBe(401);
    expect((await new Client().login(party.lastName, zipCode)).status).toBe(200);
  });
});
