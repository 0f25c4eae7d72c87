import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client, createParty, uniqueLastName } from '../../../tests/support/client.js';

let admin: Client;
let guest: Client;

/** A party whose group opens the registry page, signed in. */
async function registryGuest(): Promise<Client> {
  const group = await admin.rest('POST', '/api/admin/guest-groups', { name: uniqueLastName('registry'), allowedPages: ['home', 'registry'] });
  expect(group.status).toBe(201);
  const party = await createParty(admin, { guestGroup: group.body.name });
  const client = new Client();
  expect((await client.login(party.lastName, party.zipCode)).status).toBe(200);
  return client;
}

async function newItem(fields: Record<string, unknown> = {}) {
  const res = await admin.rest('POST', '/api/admin/registry-items', { name: uniqueLastName('Item'), price: 2500, totalQuantity: 3, ...fields });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string; price: number; totalQuantity: number; remainingQuantity: number };
}

const remainingOf = async (id: number) =>
  ((await admin.rest('GET', '/api/admin/registry-items')).body as Array<{ id: number; remainingQuantity: number }>).find((i) => i.id === id)?.remainingQuantity;

const pay = (client: Client, items: unknown[], extra: Record<string, unknown> = {}) =>
  client.rest('POST', '/api/payment-confirmations/batch', { items, guestName: 'Ana Garcia', paymentMethod: 'zelle', ...extra });

beforeAll(async () => {
  admin = await adminClient();
  guest = await registryGuest();
});

describe('registry items', () => {
  it('guests see the active items in the couple’s order; admins see inactive ones too', async () => {
    const second = await newItem({ displayOrder: 20 });
    const first = await newItem({ displayOrder: 10, description: 'Dinner in Lisbon' });
    // Inactive, so the browser tests' registry pages never try to load its (unreachable) image.
    const hidden = await newItem({ displayOrder: 15, active: false, imageUrl: 'https://example.com/dinner.jpg' });
    const seen = (await guest.rest('GET', '/api/registry-items')).body as Array<{ id: number }>;
    const ids = seen.map((i) => i.id).filter((id) => [first.id, second.id, hidden.id].includes(id));
    expect(ids).toEqual([first.id, second.id]);
    expect(seen.find((i) => i.id === first.id)).toEqual({
      id: first.id,
      name: first.name,
      description: 'Dinner in Lisbon',
      imageUrl: null,
      imageSrcSet: '',
      imageUploaded: false,
      imageAddress: null,
      price: 2500,
      totalQuantity: 3,
      remainingQuantity: 3,
      displayOrder: 10,
      active: true,
    });
    const all = (await admin.rest('GET', '/api/admin/registry-items')).body as Array<{ id: number }>;
    expect(all.find((i) => i.id === hidden.id)).toMatchObject({ active: false, imageUrl: 'https://example.com/dinner.jpg' });
  });

  it('checks the item form: name, cents, quantities and the image address', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ' }, 'name', 'FIELD_EMPTY'],
      [{ name: 'x', price: -1 }, 'price', 'NUMBER_OUT_OF_RANGE'],
      [{ name: 'x', totalQuantity: 10_001 }, 'totalQuantity', 'NUMBER_OUT_OF_RANGE'],
      [{ name: 'x', totalQuantity: 2, remainingQuantity: 3 }, 'remainingQuantity', 'NUMBER_OUT_OF_RANGE'],
      [{ name: 'x', imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'IMAGE_URL_INVALID'],
    ];
    for (const [body, field, messageCode] of cases) {
      const res = await admin.rest('POST', '/api/admin/registry-items', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ field, messageCode });
    }
  });

  it('a new total keeps the units already given; a total below them is refused', async () => {
    const item = await newItem({ totalQuantity: 5 });
    expect((await pay(guest, [{ registryItemId: item.id, quantity: 2, amount: 5000 }])).status).toBe(201);
    const grown = await admin.rest('PATCH', `/api/admin/registry-items/${item.id}`, { totalQuantity: 8 });
    expect(grown.body).toMatchObject({ totalQuantity: 8, remainingQuantity: 6 });
    const shrunk = await admin.rest('PATCH', `/api/admin/registry-items/${item.id}`, { totalQuantity: 1 });
    expect(shrunk.status).toBe(400);
    expect(shrunk.body).toMatchObject({ messageCode: 'TOTAL_BELOW_TAKEN', params: { taken: 2 }, field: 'totalQuantity' });
    expect(await remainingOf(item.id)).toBe(6);
  });

  it('deleting an item keeps its payment confirmations, with the item’s name', async () => {
    const item = await newItem();
    const paid = await pay(guest, [{ registryItemId: item.id, quantity: 1 }]);
    expect((await admin.rest('DELETE', `/api/admin/registry-items/${item.id}`)).body).toEqual({ success: true });
    const confirmations = (await admin.rest('GET', '/api/admin/payment-confirmations')).body as Array<{ id: number }>;
    expect(confirmations.find((c) => c.id === paid.body[0].id)).toMatchObject({ registryItemId: null, itemName: item.name, amount: 2500, status: 'pending' });
    expect((await admin.rest('DELETE', `/api/admin/registry-items/${item.id}`)).status).toBe(404);
  });
});

describe('payment confirmations', () => {
  it('records a cart with the server’s amounts, the payer and the note, and reserves the units', async () => {
    const [a, b] = [await newItem({ price: 1999 }), await newItem({ price: 5000, totalQuantity: 1 })];
    const res = await pay(
      guest,
      [
        { registryItemId: a.id, quantity: 2, amount: 3998 },
        { registryItemId: b.id, quantity: 1, amount: 5000 },
      ],
      { guestName: '  Ana Garcia ', guestEmail: 'ana@example.com', paymentMethod: 'venmo', message: 'Enjoy Lisbon!' },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject([
      { registryItemId: a.id, itemName: a.name, quantity: 2, amount: 3998, guestName: 'Ana Garcia', guestEmail: 'ana@example.com', paymentMethod: 'venmo', status: 'pending', confirmedAt: null, message: 'Enjoy Lisbon!' },
      { registryItemId: b.id, quantity: 1, amount: 5000 },
    ]);
    expect([await remainingOf(a.id), await remainingOf(b.id)]).toEqual([1, 0]);
    // A fully funded item is still listed, with nothing left.
    const seen = (await guest.rest('GET', '/api/registry-items')).body as Array<{ id: number; remainingQuantity: number }>;
    expect(seen.find((i) => i.id === b.id)?.remainingQuantity).toBe(0);
  });

  it('POST /api/payment-confirmations takes one item; the amount is the server’s', async () => {
    const item = await newItem({ price: 1234 });
    const res = await guest.rest('POST', '/api/payment-confirmations', { registryItemId: item.id, guestName: 'Bo', paymentMethod: 'zelle', amount: 1234 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ registryItemId: item.id, quantity: 1, amount: 1234 });
    const tampered = await guest.rest('POST', '/api/payment-confirmations', { registryItemId: item.id, guestName: 'Bo', paymentMethod: 'zelle', amount: 1 });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({ messageCode: 'AMOUNT_MISMATCH', field: 'amount', params: { expected: 1234 } });
    expect(await remainingOf(item.id)).toBe(2);
  });

  it('refuses bad payer details with the field named, and writes nothing', async () => {
    const item = await newItem();
    const line = [{ registryItemId: item.id, quantity: 1 }];
    const cases: Array<[Record<string, unknown>, unknown[], string, string, string?]> = [
      [{ guestName: '   ' }, line, 'guestName', 'GUEST_NAME_REQUIRED', 'Please enter your name'],
      [{ guestEmail: 'not-an-email' }, line, 'guestEmail', 'EMAIL_INVALID'],
      [{ paymentMethod: 'paypal' }, line, 'paymentMethod', 'VALUE_NOT_ALLOWED'],
      [{ message: 'x'.repeat(501) }, line, 'message', 'FIELD_TOO_LONG'],
      [{}, [{ registryItemId: item.id, quantity: 0 }], 'items[0].quantity', 'NUMBER_OUT_OF_RANGE'],
      [{}, [], 'items', 'ITEMS_REQUIRED'],
      [{}, [{ registryItemId: 999_999_999, quantity: 1 }], 'items[0].registryItemId', 'REGISTRY_ITEM_UNAVAILABLE'],
    ];
    for (const [extra, items, field, messageCode, message] of cases) {
      const res = await pay(guest, items, extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body).toMatchObject({ field, messageCode, ...(message ? { message } : {}) });
    }
    const inactive = await newItem({ active: false });
    const res = await pay(guest, [{ registryItemId: inactive.id, quantity: 1 }]);
    expect(res.body).toMatchObject({ messageCode: 'REGISTRY_ITEM_UNAVAILABLE', field: 'items[0].registryItemId' });
    expect(await remainingOf(item.id)).toBe(3);
  });

  it('a cart with one short line changes nothing: 409 "Only {n} available" naming that line', async () => {
    const [plenty, scarce] = [await newItem({ totalQuantity: 5 }), await newItem({ totalQuantity: 2 })];
    const res = await pay(guest, [
      { registryItemId: plenty.id, quantity: 2 },
      { registryItemId: scarce.id, quantity: 3 },
    ]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'Only 2 available', messageCode: 'NOT_ENOUGH_LEFT', field: 'items[1].quantity', params: { available: 2 } });
    expect([await remainingOf(plenty.id), await remainingOf(scarce.id)]).toEqual([5, 2]);
    // The same item on two lines counts as their sum.
    const split = await pay(guest, [
      { registryItemId: scarce.id, quantity: 1 },
      { registryItemId: scarce.id, quantity: 2 },
    ]);
    expect(split.status).toBe(409);
    expect(await remainingOf(scarce.id)).toBe(2);
  });

  it('confirm stamps the time; reject gives the units back exactly once', async () => {
    const item = await newItem({ totalQuantity: 4 });
    const [first, second] = (await pay(guest, [{ registryItemId: item.id, quantity: 1 }, { registryItemId: item.id, quantity: 2 }])).body as Array<{ id: number }>;
    expect(await remainingOf(item.id)).toBe(1);
    const confirmed = await admin.rest('PATCH', `/api/admin/payment-confirmations/${first.id}`, { status: 'confirmed', adminNotes: 'Seen in the bank app' });
    expect(confirmed.body).toMatchObject({ status: 'confirmed', adminNotes: 'Seen in the bank app' });
    expect(Date.now() - Date.parse(confirmed.body.confirmedAt)).toBeLessThan(60_000);

    const rejected = await admin.rest('PATCH', `/api/admin/payment-confirmations/${second.id}`, { status: 'rejected' });
    expect(rejected.body.status).toBe('rejected');
    expect(await remainingOf(item.id)).toBe(3);
    // Twice, or confirmed after: nothing more comes back.
    expect((await admin.rest('PATCH', `/api/admin/payment-confirmations/${second.id}`, { status: 'rejected' })).status).toBe(200);
    const revived = await admin.rest('PATCH', `/api/admin/payment-confirmations/${second.id}`, { status: 'confirmed' });
    expect(revived.status).toBe(409);
    expect(revived.body.messageCode).toBe('CONFIRMATION_REJECTED');
    const [again1, again2] = await Promise.all([
      admin.rest('PATCH', `/api/admin/payment-confirmations/${first.id}`, { status: 'rejected' }),
      admin.rest('PATCH', `/api/admin/payment-confirmations/${first.id}`, { status: 'rejected' }),
    ]);
    expect([again1.status, again2.status]).toEqual([200, 200]);
    expect(await remainingOf(item.id)).toBe(4);
    expect((await admin.rest('PATCH', '/api/admin/payment-confirmations/999999999', { status: 'confirmed' })).status).toBe(404);
    expect((await admin.rest('PATCH', `/api/admin/payment-confirmations/${first.id}`, { status: 'lost' })).body.messageCode).toBe('VALUE_NOT_ALLOWED');
  });

  it('takes the spec’s own bodies: {status: "confirmed", confirmedAt} and {status: "rejected"}; the time is the server’s', async () => {
    const item = await newItem({ totalQuantity: 2 });
    const [first, second] = (await pay(guest, [{ registryItemId: item.id, quantity: 1 }, { registryItemId: item.id, quantity: 1 }])).body as Array<{ id: number }>;
    const claimed = '2001-01-01T00:00:00.000Z';
    const confirmed = await admin.rest('PATCH', `/api/admin/payment-confirmations/${first.id}`, { status: 'confirmed', confirmedAt: claimed });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('confirmed');
    expect(Date.now() - Date.parse(confirmed.body.confirmedAt)).toBeLessThan(60_000);
    expect((await admin.rest('PATCH', `/api/admin/payment-confirmations/${second.id}`, { status: 'rejected' })).body.status).toBe('rejected');
    expect(await remainingOf(item.id)).toBe(1);
  });

  it('is for parties whose group opens the registry, and admin routes for admins', async () => {
    const item = await newItem();
    const outsider = await createParty(admin); // the default group does not open the registry
    const client = new Client();
    await client.login(outsider.lastName, outsider.zipCode);
    expect((await client.rest('GET', '/api/registry-items')).status).toBe(403);
    expect((await pay(client, [{ registryItemId: item.id, quantity: 1 }])).status).toBe(403);
    expect((await new Client().rest('GET', '/api/payment-settings')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/api/admin/payment-confirmations', undefined],
      ['PATCH', `/api/admin/registry-items/${item.id}`, { price: 1 }],
      ['PUT', '/api/admin/settings', { venmoUsername: 'thief' }],
    ] as const) {
      expect((await guest.rest(method, path, body)).status, path).toBe(403);
    }
    expect(await remainingOf(item.id)).toBe(3);
  });
});

describe('what a guest learns of hidden gifts', () => {
  const MISSING = 999_999_999;
  const single = (id: number) => guest.rest('POST', '/api/payment-confirmations', { registryItemId: id, guestName: 'Ana', paymentMethod: 'zelle' });
  const gqlSingle = (id: number) =>
    guest.gql('mutation($id: Int!) { confirmPayment(input: { registryItemId: $id, guestName: "Ana", paymentMethod: "zelle" }) { id } }', { id });
  const gqlBatch = (id: number) =>
    guest.gql('mutation($id: Int!) { confirmPayments(input: { items: [{ registryItemId: $id, quantity: 1 }], guestName: "Ana", paymentMethod: "zelle" }) { id } }', { id });

  it('an inactive gift and an id that was never used get the same answer, which names no gift', async () => {
    const secret = await newItem({ name: uniqueLastName('Secret surprise gift'), active: false, totalQuantity: 2 });
    const asks: Array<[string, (id: number) => Promise<{ status?: number; body?: unknown; errors?: unknown }>]> = [
      ['POST /api/payment-confirmations', single],
      ['POST /api/payment-confirmations/batch', (id) => pay(guest, [{ registryItemId: id, quantity: 1 }])],
      ['confirmPayment', gqlSingle],
      ['confirmPayments', gqlBatch],
    ];
    for (const [how, ask] of asks) {
      const hidden = await ask(secret.id);
      const missing = await ask(MISSING);
      const [h, m] = [hidden, missing].map((r) => ({ status: r.status, body: r.body, errors: r.errors }));
      expect(h, how).toEqual(m);
      expect(JSON.stringify(h), how).not.toContain(secret.name);
      expect(JSON.stringify(h), how).toMatch(/REGISTRY_ITEM_UNAVAILABLE/);
    }
    expect((await single(secret.id)).body).toEqual({ message: 'This gift is no longer available', messageCode: 'REGISTRY_ITEM_UNAVAILABLE', field: 'registryItemId' });
    expect((await gqlBatch(secret.id)).errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', messageCode: 'REGISTRY_ITEM_UNAVAILABLE', field: 'items[0].registryItemId' });
    // Nor does a cart that also claims an amount, or asks for more than the gift ever had.
    for (const line of [{ quantity: 1, amount: 1 }, { quantity: 5 }, { quantity: 1, amount: 2500 }]) {
      const res = await pay(guest, [{ registryItemId: secret.id, ...line }]);
      expect(res.body, JSON.stringify(line)).toEqual((await pay(guest, [{ registryItemId: MISSING, ...line }])).body);
      expect(JSON.stringify(res.body)).not.toContain(secret.name);
    }
    expect(await remainingOf(secret.id)).toBe(2);
  });
});

describe('one payment has a ceiling, so price × quantity never overflows', () => {
  const bigPrice = 100_000_000; // $1,000,000, the largest price the form takes
  const CONFIRM_ONE = 'mutation($id: Int!, $q: Int!) { confirmPayment(input: { registryItemId: $id, quantity: $q, guestName: "Ana", paymentMethod: "zelle" }) { amount } }';
  const CONFIRM_CART = 'mutation($id: Int!, $q: Int!) { confirmPayments(input: { items: [{ registryItemId: $id, quantity: $q }], guestName: "Ana", paymentMethod: "zelle" }) { amount } }';

  it('22 units of a $1,000,000 gift are refused with 400 naming the quantity, on every path; 10 are taken', async () => {
    const item = await newItem({ price: bigPrice, totalQuantity: 50 });
    const expected = { messageCode: 'AMOUNT_TOO_LARGE', params: { maxQuantity: 10 } };
    const single = await guest.rest('POST', '/api/payment-confirmations', { registryItemId: item.id, quantity: 22, guestName: 'Ana', paymentMethod: 'zelle' });
    expect(single.status, JSON.stringify(single.body)).toBe(400);
    expect(single.body).toMatchObject({ ...expected, field: 'quantity' });
    const batch = await pay(guest, [{ registryItemId: item.id, quantity: 1 }, { registryItemId: item.id, quantity: 22 }]);
    expect(batch.status, JSON.stringify(batch.body)).toBe(400);
    expect(batch.body).toMatchObject({ ...expected, field: 'items[1].quantity' });
    for (const [query, field] of [[CONFIRM_ONE, 'quantity'], [CONFIRM_CART, 'items[0].quantity']] as const) {
      const res = await guest.gql(query, { id: item.id, q: 22 });
      expect(res.errors?.[0].extensions, query).toMatchObject({ code: 'BAD_USER_INPUT', field, ...expected });
    }
    expect((await guest.gql(CONFIRM_CART, { id: item.id, q: 11 })).errors?.[0].extensions).toMatchObject({ messageCode: 'AMOUNT_TOO_LARGE' });
    expect(await remainingOf(item.id)).toBe(50);
    const most = await guest.gql(CONFIRM_CART, { id: item.id, q: 10 });
    expect(most.errors).toBeUndefined();
    expect(most.data.confirmPayments).toEqual([{ amount: 1_000_000_000 }]);
    expect(await remainingOf(item.id)).toBe(40);
  });
});

describe('the GraphQL twins', () => {
  const CONFIRM = `mutation ($input: PaymentBatchInput!) { confirmPayments(input: $input) { id registryItemId quantity amount status } }`;
  const DECIDE = `mutation ($id: Int!, $input: PaymentConfirmationUpdateInput!) { updatePaymentConfirmation(id: $id, input: $input) { status confirmedAt } }`;

  it('confirmPayments and updatePaymentConfirmation keep the same rules as /api', async () => {
    const item = await newItem({ price: 1500, totalQuantity: 2 });
    const short = await guest.gql(CONFIRM, { input: { items: [{ registryItemId: item.id, quantity: 3 }], guestName: 'Ana', paymentMethod: 'venmo' } });
    expect(short.errors?.[0]).toMatchObject({ message: 'Only 2 available', extensions: { code: 'CONFLICT', messageCode: 'NOT_ENOUGH_LEFT', field: 'items[0].quantity' } });
    const tampered = await guest.gql(CONFIRM, { input: { items: [{ registryItemId: item.id, quantity: 1, amount: 1 }], guestName: 'Ana', paymentMethod: 'venmo' } });
    expect(tampered.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'AMOUNT_MISMATCH' });
    expect(await remainingOf(item.id)).toBe(2);

    const ok = await guest.gql(CONFIRM, { input: { items: [{ registryItemId: item.id, quantity: 2, amount: 3000 }], guestName: 'Ana', paymentMethod: 'zelle' } });
    expect(ok.data.confirmPayments).toEqual([expect.objectContaining({ registryItemId: item.id, quantity: 2, amount: 3000, status: 'pending' })]);
    expect(await remainingOf(item.id)).toBe(0);
    const id = ok.data.confirmPayments[0].id;
    expect((await guest.gql(DECIDE, { id, input: { status: 'rejected' } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await admin.gql(DECIDE, { id, input: { status: 'rejected' } })).data.updatePaymentConfirmation).toEqual({ status: 'rejected', confirmedAt: null });
    expect((await admin.gql(DECIDE, { id, input: { status: 'rejected' } })).errors).toBeUndefined();
    expect(await remainingOf(item.id)).toBe(2);
  });
});

describe('payment settings', () => {
  it('PUT /api/admin/settings saves the Venmo username (without its @), the Zelle e-mail and the currency', async () => {
    const saved = await admin.rest('PUT', '/api/admin/settings', { venmoUsername: '@Alex-Jordan_2026', zelleEmail: 'couple@example.com', currency: 'usd' });
    expect(saved.body).toEqual({ venmoUsername: 'Alex-Jordan_2026', zelleEmail: 'couple@example.com', currency: 'USD' });
    expect((await guest.rest('GET', '/api/payment-settings')).body).toEqual(saved.body);
    for (const [body, messageCode] of [
      [{ venmoUsername: 'a b' }, 'VENMO_USERNAME_INVALID'],
      [{ zelleEmail: 'nope' }, 'EMAIL_INVALID'],
      [{ currency: 'XYZ1' }, 'CURRENCY_INVALID'],
    ] as const) {
      expect((await admin.rest('PUT', '/api/admin/settings', body)).body.messageCode).toBe(messageCode);
    }
    expect((await guest.rest('GET', '/api/payment-settings')).body).toEqual(saved.body);
  });
});
