import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty } from '../../../tests/support/client.js';
import { tokenPartyId } from './personal-link.js';

let admin: Client;
beforeAll(async () => {
  admin = await adminClient();
});

async function linkOf(partyId: number): Promise<string> {
  const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ id: number; personalLink: string }>;
  return parties.find((p) => p.id === partyId)!.personalLink;
}
const tokenOf = (link: string) => new URL(link).pathname.replace(/^\/i\//, '');

describe('personal links (issue 22 §2)', () => {
  it('each party has its own link to copy, with at least 128 bits no one can guess, and nothing of it is stored', async () => {
    const a = await createParty(admin);
    const b = await createParty(admin);
    const [linkA, linkB] = [await linkOf(a.id), await linkOf(b.id)];
    expect(linkA).toMatch(new RegExp(`^${admin.baseUrl}/i/${a.id}-[\\w-]{24}$`));
    expect(linkB).not.toBe(linkA);
    expect(tokenPartyId(tokenOf(linkA))).toBe(a.id);
    // 24 base64url characters are 144 bits of the HMAC.
    expect(Buffer.from(tokenOf(linkA).split('-').slice(1).join('-'), 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    // The same party asked twice shows the same link (it is printed on cards).
    expect(await linkOf(a.id)).toBe(linkA);
  });

  it('opening the link signs that party in with a new session, over REST and GraphQL', async () => {
    const p = await createParty(admin);
    const token = tokenOf(await linkOf(p.id));
    const guest = new Client();
    const res = await guest.rest('POST', '/api/login/link', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: p.id, lastName: p.lastName });
    expect((await guest.rest('GET', '/api/user')).body).toMatchObject({ id: p.id });

    const other = new Client();
    const gql = await other.gql('mutation($t: String!) { signInWithLink(token: $t) { id } }', { t: token });
    expect(gql.data).toEqual({ signInWithLink: { id: p.id } });
    expect((await other.rest('GET', '/api/user')).body).toMatchObject({ id: p.id });
  });

  it('a new link voids the old one at once; the party can still sign in with last name and ZIP', async () => {
    const p = await createParty(admin);
    const old = tokenOf(await linkOf(p.id));
    const regenerated = await admin.rest('POST', `/api/admin/parties/${p.id}/personal-link`);
    expect(regenerated.status).toBe(200);
    const fresh = tokenOf(regenerated.body.personalLink);
    expect(fresh).not.toBe(old);
    expect(await linkOf(p.id)).toBe(regenerated.body.personalLink);

    const res = await new Client().rest('POST', '/api/login/link', { token: old });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ messageCode: 'PERSONAL_LINK_INVALID' });
    expect((await new Client().rest('POST', '/api/login/link', { token: fresh })).status).toBe(200);
    expect((await new Client().login(p.lastName, p.zipCode)).status).toBe(200);
  });

  it('a forged, altered or malformed token signs no one in and says so plainly', async () => {
    const p = await createParty(admin);
    const token = tokenOf(await linkOf(p.id));
    const other = await createParty(admin);
    const mac = token.slice(token.indexOf('-') + 1);
    const flipped = (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1);
    for (const bad of [`${other.id}-${mac}`, `${p.id}-${flipped}`, token.slice(0, -1), '', 'x'.repeat(5000), `${p.id}`]) {
      const res = await new Client().rest('POST', '/api/login/link', { token: bad });
      expect(res.status, bad.slice(0, 40)).toBe(401);
      expect(res.body).toMatchObject({ messageCode: 'PERSONAL_LINK_INVALID', message: expect.stringContaining('last name and ZIP code') });
    }
    expect((await new Client().rest('POST', '/api/login/link', {})).status).toBe(400);
  });

  it('wrong tokens count against the address’s sign-in limit, with name-and-ZIP tries', async () => {
    const p = await createParty(admin);
    const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    let limited = 0;
    for (let i = 0; i < 40 && !limited; i++) {
      const res = await new Client(ip).rest('POST', '/api/login/link', { token: `${p.id}-${'A'.repeat(23)}${i % 10}` });
      if (res.status === 429) limited = i;
      else expect(res.status).toBe(401);
    }
    expect(limited).toBeGreaterThan(0);
    const res = await new Client(ip).login(p.lastName, p.zipCode);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ messageCode: 'TOO_MANY_SIGN_IN_ATTEMPTS' });
  });

  it('only admins see links or make new ones', async () => {
    const p = await createParty(admin);
    const guest = new Client();
    expect((await guest.login(p.lastName, p.zipCode)).status).toBe(200);
    expect((await guest.rest('POST', `/api/admin/parties/${p.id}/personal-link`)).status).toBe(403);
    const read = await guest.gql('{ parties { id personalLink } }');
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.rest('POST', '/api/admin/parties/999999999/personal-link')).status).toBe(404);
  });
});
