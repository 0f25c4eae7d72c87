import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient, createParty } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';
import { DEMO_CHATBOT_CONTEXT, DEMO_CHATBOT_CONTEXT_ES } from './demo-context.js';

// The switch and the context are site-wide: a server of its own (no model configured, so the
// offline answerer replies), which the other tests' pages never see with the button on.
const ADMIN = { lastName: 'Chatbotadmin', zipCode: '90210-0011' };
const PER_MINUTE = 4;
let server: OwnServer;
let admin: Client;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startOwnServer('chatbot', {
    ADMIN_LAST_NAME: ADMIN.lastName,
    ADMIN_ZIP: ADMIN.zipCode,
    TRUST_PROXY: '1',
    SESSION_SECRET: 'chatbot',
    CHATBOT_API_BASE_URL: '',
    CHATBOT_QUESTIONS_PER_MINUTE: String(PER_MINUTE),
  });
  server.onOutput((text) => logLines.push(...text.split('\n').filter((l) => l.includes('"chatbot":{'))));
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(() => server?.stop());

async function guest(fields: Parameters<typeof createParty>[1] = {}) {
  const party = await createParty(admin, fields);
  const client = new Client(undefined, server.baseUrl);
  await client.login(party.lastName, party.zipCode);
  return client;
}

const setEnabled = (enabled: boolean) => admin.rest('PUT', '/api/admin/chatbot-enabled', { enabled });
const setContext = (context: string) => admin.rest('POST', '/api/admin/chatbot-context', { context });

describe('the assistant’s settings', () => {
  it('is off until an admin switches it on; anyone may read the switch', async () => {
    const visitor = new Client(undefined, server.baseUrl);
    expect(await visitor.rest('GET', '/api/chatbot-enabled')).toMatchObject({ status: 200, body: { enabled: false } });
    expect(await setEnabled(true)).toMatchObject({ status: 200, body: { enabled: true } });
    expect((await visitor.rest('GET', '/api/chatbot-enabled')).body).toEqual({ enabled: true });
    const gql = await visitor.gql('{ chatbotEnabled { enabled } }');
    expect(gql.data).toEqual({ chatbotEnabled: { enabled: true } });
    const off = await admin.gql('mutation { setChatbotEnabled(input: { enabled: false }) { enabled } }');
    expect(off.data).toEqual({ setChatbotEnabled: { enabled: false } });
    expect((await visitor.rest('GET', '/api/chatbot-enabled')).body).toEqual({ enabled: false });
  });

  it('keeps the context the couple writes, trimmed, and says which source the assistant uses', async () => {
    expect(await admin.rest('GET', '/api/admin/chatbot-context')).toMatchObject({ status: 200, body: { context: '', source: 'site', provider: 'offline', model: null } });
    expect(await setContext(`  ${DEMO_CHATBOT_CONTEXT}\n\n`)).toMatchObject({ status: 200, body: { context: DEMO_CHATBOT_CONTEXT, source: 'couple' } });
    const read = await admin.gql('{ chatbotContext { context source } }');
    expect(read.data.chatbotContext).toEqual({ context: DEMO_CHATBOT_CONTEXT, source: 'couple' });
    expect(await setContext('x'.repeat(20_001))).toMatchObject({ status: 400, body: { field: 'context', messageCode: 'FIELD_TOO_LONG' } });
    expect((await admin.rest('GET', '/api/admin/chatbot-context')).body.context).toBe(DEMO_CHATBOT_CONTEXT);
  });

  it('only admins change or read them', async () => {
    const g = await guest();
    expect(await g.rest('PUT', '/api/admin/chatbot-enabled', { enabled: true })).toMatchObject({ status: 403 });
    expect(await g.rest('POST', '/api/admin/chatbot-context', { context: 'Free bar all night!' })).toMatchObject({ status: 403 });
    expect(await g.rest('GET', '/api/admin/chatbot-context')).toMatchObject({ status: 403 });
    const anonymous = new Client(undefined, server.baseUrl);
    expect(await anonymous.rest('PUT', '/api/admin/chatbot-enabled', { enabled: true })).toMatchObject({ status: 401 });
    expect((await admin.rest('GET', '/api/admin/chatbot-context')).body.context).not.toContain('Free bar');
  });
});

describe('asking the assistant', () => {
  it('answers signed-in guests from the couple’s context, offline, in the question’s language', async () => {
    await setContext(DEMO_CHATBOT_CONTEXT);
    await setEnabled(true);
    const g = await guest();
    const dress = await g.rest('POST', '/api/chat', { question: '  What should I wear?  ' });
    expect(dress).toMatchObject({ status: 200 });
    expect(dress.body.response).toContain('cocktail attire');
    const shuttle = await g.gql('mutation ($input: ChatInput!) { chat(input: $input) { response } }', { input: { question: 'When does the shuttle leave?' } });
    expect(shuttle.data.chat.response).toContain('4:00 pm from Hotel Calipolis');
    const unknown = await g.rest('POST', '/api/chat', { question: '¿Puedo traer a mi perro?', language: 'en' });
    expect(unknown.body.response).toMatch(/^No sé la respuesta/);
  });

  it('reads the couple’s Spanish context for Spanish questions (issue 20 §4), the English one when none is written', async () => {
    await setEnabled(true);
    const both = await admin.rest('POST', '/api/admin/chatbot-context', { context: DEMO_CHATBOT_CONTEXT, contextEs: `  ${DEMO_CHATBOT_CONTEXT_ES} ` });
    expect(both).toMatchObject({ status: 200, body: { context: DEMO_CHATBOT_CONTEXT, contextEs: DEMO_CHATBOT_CONTEXT_ES, source: 'couple' } });
    const g = await guest();
    const bus = await g.rest('POST', '/api/chat', { question: '¿Hay autobús al hotel?' });
    expect(bus.body.response).toContain('16:00 desde el Hotel Calipolis de Sitges hasta la finca');
    expect(bus.body.response).not.toContain('Shuttle');
    const when = await g.rest('POST', '/api/chat', { question: '¿A qué hora sale el autobús?' });
    expect(when.body.response).toContain('La vuelta sale de la finca a las 0:30 y a las 2:15');
    expect((await g.rest('POST', '/api/chat', { question: '¿Qué me pongo?' })).body.response).toContain('Código de vestimenta: cóctel');
    expect((await g.rest('POST', '/api/chat', { question: 'Is there a bus to the hotel?' })).body.response).toContain('4:00 pm from Hotel Calipolis');
    // A refused Spanish text changes neither.
    expect(await admin.rest('POST', '/api/admin/chatbot-context', { context: 'Other', contextEs: 'x'.repeat(20_001) })).toMatchObject({
      status: 400,
      body: { field: 'contextEs', messageCode: 'FIELD_TOO_LONG' },
    });
    expect((await admin.rest('GET', '/api/admin/chatbot-context')).body).toMatchObject({ context: DEMO_CHATBOT_CONTEXT, contextEs: DEMO_CHATBOT_CONTEXT_ES });
    // No Spanish written: Spanish questions read the English context (another party: this one has used its questions this minute).
    await admin.rest('POST', '/api/admin/chatbot-context', { context: DEMO_CHATBOT_CONTEXT, contextEs: '' });
    expect((await (await guest()).rest('POST', '/api/chat', { question: '¿Hay autobús al hotel?' })).body.response).toContain('4:00 pm from Hotel Calipolis');
  });

  it('answers from the site’s own content the guest may see when no context is written', async () => {
    await setContext('');
    await setEnabled(true);
    const everyPage = await admin.rest('POST', '/api/admin/guest-groups', { name: `chat-all-${Date.now()}`, allowedPages: ['home', 'logistics'] });
    const withTravel = await guest({ guestGroup: everyPage.body.name });
    const venue = await withTravel.rest('POST', '/api/chat', { question: 'Where is the venue?' });
    expect(venue.body.response).toContain('Sitges, Barcelona, Spain');
    const date = await withTravel.rest('POST', '/api/chat', { question: '¿Cuándo es la fecha de la boda?', language: 'en' });
    expect(date.body.response).toContain('11 de junio de 2026');
    // The couple's travel texts (Site Content), as that group's travel page shows them.
    const train = await withTravel.rest('POST', '/api/chat', { question: 'How do I get there from Barcelona by train?' });
    expect(train.body.response).toContain('R2 Sud');
    // The default group opens Our Story but not the travel page: the story is told, the way there is not.
    const defaultGroup = await guest();
    const met = await defaultGroup.rest('POST', '/api/chat', { question: 'How did you meet?' });
    expect(met.body.response).toMatch(/We met in college/);
    const hidden = await defaultGroup.rest('POST', '/api/chat', { question: 'What is the venue address?' });
    expect(hidden.body.response).not.toContain('Sitges');
    const noTrain = await defaultGroup.rest('POST', '/api/chat', { question: 'How do I get there from Barcelona by train?' });
    expect(noTrain.body.response).not.toContain('R2 Sud');
    await setContext(DEMO_CHATBOT_CONTEXT);
  });

  it('refuses signed-out visitors, and everyone while it is off', async () => {
    await setEnabled(true);
    const anonymous = new Client(undefined, server.baseUrl);
    expect(await anonymous.rest('POST', '/api/chat', { question: 'What is the dress code?' })).toMatchObject({ status: 401 });
    await setEnabled(false);
    const g = await guest();
    expect(await g.rest('POST', '/api/chat', { question: 'What is the dress code?' })).toMatchObject({ status: 404, body: { messageCode: 'CHATBOT_DISABLED' } });
    const gql = await g.gql('mutation { chat(input: { question: "What is the dress code?" }) { response } }');
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageCode: 'CHATBOT_DISABLED' });
    await setEnabled(true);
  });

  it('refuses a blank or too long question, or an unknown language', async () => {
    await setEnabled(true);
    const g = await guest();
    expect(await g.rest('POST', '/api/chat', { question: '   ' })).toMatchObject({ status: 400, body: { field: 'question', messageCode: 'FIELD_EMPTY' } });
    expect(await g.rest('POST', '/api/chat', {})).toMatchObject({ status: 400, body: { field: 'question' } });
    expect(await g.rest('POST', '/api/chat', { question: 'a'.repeat(501) })).toMatchObject({ status: 400, body: { field: 'question', messageCode: 'FIELD_TOO_LONG', params: { max: 500 } } });
    expect((await g.rest('POST', '/api/chat', { question: ` ${'a'.repeat(500)} ` })).status).toBe(200);
    expect(await g.rest('POST', '/api/chat', { question: 'Hi?', language: 'fr' })).toMatchObject({ status: 400, body: { field: 'language' } });
  });

  it(`lets one party ask ${PER_MINUTE} questions a minute; another party is not held up`, async () => {
    await setEnabled(true);
    const g = await guest();
    for (let i = 0; i < PER_MINUTE; i++) expect((await g.rest('POST', '/api/chat', { question: `Is there parking? ${i}` })).status).toBe(200);
    const refused = await g.rest('POST', '/api/chat', { question: 'Is there parking?' });
    expect(refused).toMatchObject({ status: 429, body: { messageCode: 'TOO_MANY_QUESTIONS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await (await guest()).rest('POST', '/api/chat', { question: 'Is there parking?' })).status).toBe(200);
  });

  it('logs each interaction’s length, provider, latency and outcome, never the question', async () => {
    await setEnabled(true);
    const g = await guest();
    const question = 'Secret question about the zebra piñata?';
    await g.rest('POST', '/api/chat', { question });
    await new Promise((r) => setTimeout(r, 200));
    const entries = logLines.map((l) => (JSON.parse(l) as { chatbot: Record<string, unknown> }).chatbot);
    expect(entries.some((e) => e.questionLength === question.length && e.provider === 'offline' && e.outcome === 'unknown' && typeof e.latencyMs === 'number')).toBe(true);
    expect(logLines.join('\n')).not.toMatch(/zebra|What should I wear/);
  });
});
