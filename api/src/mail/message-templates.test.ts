import { beforeAll, describe, expect, it } from 'vitest';
import { Client, adminClient } from '../../../tests/support/client.js';
import { renderMarkdown } from '../content/markdown.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { checkTemplateText, fillTemplate, markdownToText } from './template-text.js';

// Issue 22 §4: the couple's templates. The shared test server has no SMTP_URL; what arrives by
// mail is in mail-sending.test.ts. This file edits the reminder only (and restores it), so the
// templates other files read stay the built-in ones.

describe('template text', () => {
  it('fills placeholders, escaping values as Markdown except our own link, and keeps a section only when its value exists', () => {
    const template = 'Dear {{partyName}}{{#rsvpDeadline}}, by {{ rsvpDeadline }}{{/rsvpDeadline}}: [answer]({{link}})';
    const values = { partyName: '[Evil](javascript:alert(1)) *Smith*', rsvpDeadline: '', link: 'http://x.test/i/1-abc' };
    expect(fillTemplate(template, values, { markdown: true, raw: ['link'] })).toBe('Dear \\[Evil\\]\\(javascript\\:alert\\(1\\)\\) \\*Smith\\*: [answer](http://x.test/i/1-abc)');
    expect(fillTemplate(template, { ...values, rsvpDeadline: 'May 1' }, { markdown: false })).toContain(', by May 1:');
    // Sections nest: an inner one shows only inside a shown outer one.
    const nested = '{{#place}}at {{place}}{{#rsvpDeadline}}, by {{rsvpDeadline}}{{/rsvpDeadline}}{{/place}}.';
    expect(fillTemplate(nested, { place: 'Sitges', rsvpDeadline: '' }, { markdown: false })).toBe('at Sitges.');
    expect(fillTemplate(nested, { place: '', rsvpDeadline: 'May 1' }, { markdown: false })).toBe('.');
    expect(fillTemplate(nested, { place: 'Sitges', rsvpDeadline: 'May 1' }, { markdown: false })).toBe('at Sitges, by May 1.');
    // A name that looks like an address stays text in the HTML and reads as written in the plain part.
    const named = fillTemplate('Dear {{partyName}}', { partyName: 'http://evil.example www.evil.example' }, { markdown: true });
    expect(renderMarkdown(named)).toBe('<p>Dear http://evil.example www.evil.example</p>');
    expect(markdownToText(named)).toBe('Dear http://evil.example www.evil.example');
  });

  it('turns Markdown into a plain-text alternative: no markers, tags or escapes; a link reads "label (address)"', () => {
    const text = markdownToText('Dear \\*Smith\\*,\n\n**Alex & Jordan**  \nJune 11\n\n[Answer now](http://x.test/i/1) <b>bold</b><script>alert(1)</script>\n\n- one\n- two\n\n---\n\n<small>footer</small>');
    expect(text).toBe('Dear *Smith*,\n\nAlex & Jordan\nJune 11\n\nAnswer now (http://x.test/i/1) bold\n\n- one\n- two\n\n---\n\nfooter');
  });

  it('refuses an unknown placeholder, an open section and a missing required one, naming the field', () => {
    const allowed = ['partyName', 'link'];
    expect(() => checkTemplateText('bodyEs', 'Hola {{nombre}}', allowed)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ field: 'bodyEs', messageCode: 'TEMPLATE_PLACEHOLDER_UNKNOWN' }) }));
    expect(() => checkTemplateText('body', '{{#partyName}}x', allowed)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ messageCode: 'TEMPLATE_SECTION_UNCLOSED' }) }));
    expect(() => checkTemplateText('body', '{{#nope}}x{{/nope}}', allowed)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ messageCode: 'TEMPLATE_PLACEHOLDER_UNKNOWN' }) }));
    expect(() => checkTemplateText('body', 'x', [...allowed, 'message'], ['message'])).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ messageCode: 'TEMPLATE_PLACEHOLDER_REQUIRED' }) }));
    expect(() => checkTemplateText('body', '{{/partyName}}', allowed)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ messageCode: 'TEMPLATE_SECTION_UNCLOSED' }) }));
    expect(() => checkTemplateText('body', `{{${' '.repeat(20_000)}`, allowed)).not.toThrow(); // no regex backtracking
    expect(() => checkTemplateText('body', 'Hi {{ party name }}', allowed)).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ messageCode: 'TEMPLATE_PLACEHOLDER_UNKNOWN' }) }));
    expect(() => checkTemplateText('body', 'Hi {{ partyName }} {{#link}}{{link}}{{/link}} {single} {{', allowed)).not.toThrow();
  });

  it('ships defaults that pass their own checks', async () => {
    const { checkTemplateInput } = await import('./message-template.service.js');
    for (const [kind, t] of Object.entries(DEFAULT_TEMPLATES)) {
      expect(() => checkTemplateInput(kind as never, { subject: t.en.subject, subjectEs: t.es.subject, body: t.en.body, bodyEs: t.es.body }), kind).not.toThrow();
    }
  });
});

describe('the message templates API', () => {
  let admin: Client;
  beforeAll(async () => {
    admin = await adminClient();
  });

  const reminder = {
    subject: 'Still waiting, {{partyName}}',
    subjectEs: 'Seguimos esperando, {{partyName}}',
    body: 'Hi {{partyName}}, [answer here]({{link}}){{#rsvpDeadline}} by {{rsvpDeadline}}{{/rsvpDeadline}}.',
    bodyEs: 'Hola {{partyName}}, [responded aquí]({{link}}).',
  };

  it('lists every kind with the built-in wording, its placeholders, and what it must keep', async () => {
    const res = await admin.rest('GET', '/api/admin/message-templates');
    expect(res.status).toBe(200);
    expect(res.body.map((t: { kind: string }) => t.kind)).toEqual(['invitation', 'reminder', 'confirmation', 'update']);
    const invitation = res.body[0];
    expect(invitation).toMatchObject({ isDefault: true, subject: DEFAULT_TEMPLATES.invitation.en.subject, bodyEs: DEFAULT_TEMPLATES.invitation.es.body, requiredPlaceholders: [] });
    expect(invitation.bodyPlaceholders).toEqual(['partyName', 'coupleNames', 'date', 'place', 'link', 'rsvpDeadline']);
    expect(res.body[2].bodyPlaceholders).toContain('answers');
    expect(res.body[3]).toMatchObject({ requiredPlaceholders: ['subject', 'message'] });
  });

  it('refuses, naming the field: an unknown placeholder, a line break in a subject, an empty English text, an update without its message, another kind', async () => {
    const put = (kind: string, body: unknown) => admin.rest('PUT', `/api/admin/message-templates/${kind}`, body);
    const cases: Array<[string, Record<string, string>, string, string]> = [
      ['reminder', { ...reminder, bodyEs: 'Hola {{nombre}}' }, 'bodyEs', 'TEMPLATE_PLACEHOLDER_UNKNOWN'],
      ['reminder', { ...reminder, subject: '{{answers}} for you' }, 'subject', 'TEMPLATE_PLACEHOLDER_UNKNOWN'],
      ['reminder', { ...reminder, subjectEs: 'Hola\r\nBcc: todos@example.com' }, 'subjectEs', 'LINE_BREAK_NOT_ALLOWED'],
      ['reminder', { ...reminder, body: '{{#rsvpDeadline}} by then' }, 'body', 'TEMPLATE_SECTION_UNCLOSED'],
      ['reminder', { ...reminder, body: '   ' }, 'body', 'FIELD_EMPTY'],
      ['update', { ...DEFAULT_TEMPLATES.update.en, body: 'Dear {{partyName}}' }, 'body', 'TEMPLATE_PLACEHOLDER_REQUIRED'],
      ['party', reminder, 'kind', 'VALUE_NOT_ALLOWED'],
    ];
    for (const [kind, body, field, messageCode] of cases) {
      const res = await put(kind, body);
      expect(res.status, `${field} ${messageCode}`).toBe(400);
      expect(res.body).toMatchObject({ field, messageCode });
    }
    // Nothing was saved by the refusals.
    const list = await admin.rest('GET', '/api/admin/message-templates');
    expect(list.body[1]).toMatchObject({ kind: 'reminder', isDefault: true });
    // The GraphQL twin refuses the same way.
    const gql = await admin.gql('mutation($input: MessageTemplateInput!) { updateMessageTemplate(kind: "reminder", input: $input) { kind } }', {
      input: { ...reminder, body: 'Hi {{guest}}' },
    });
    expect(gql.errors?.[0].extensions).toMatchObject({ field: 'body', messageCode: 'TEMPLATE_PLACEHOLDER_UNKNOWN' });
  });

  it('saves both languages, previews them safely as HTML and plain text, and restores the default', async () => {
    try {
      const saved = await admin.rest('PUT', '/api/admin/message-templates/reminder', reminder);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ ...reminder, isDefault: false });
      const gql = await admin.gql('{ messageTemplates { kind subjectEs isDefault } }');
      expect(gql.data.messageTemplates[1]).toEqual({ kind: 'reminder', subjectEs: reminder.subjectEs, isDefault: false });

      // The couple's text cannot add markup or scripts: only formatting and http(s) links survive.
      const hostile = {
        subject: 'Hi {{partyName}}',
        body: '**Hi** {{partyName}} <script>alert(1)</script><img src=x onerror=alert(2)> [click](javascript:alert(3)) <a href="{{link}}" onclick="x()">go</a>',
        bodyEs: '',
      };
      const preview = await admin.rest('POST', '/api/admin/message-templates/reminder/preview?language=en', hostile);
      expect(preview.status).toBe(200);
      expect(preview.body.subject).toBe('Hi Smith');
      expect(preview.body.html).toContain('<strong>Hi</strong> Smith');
      expect(preview.body.html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
      expect(preview.body.html).toMatch(/<a href="http[^"]+\/i\/0-example"/);
      expect(preview.body.text).toMatch(/^Hi Smith {2}click go/);
      expect(preview.body.text).not.toMatch(/[*<>]/);
      // An empty Spanish body is the English one, with the Spanish sample and footer.
      const es = await admin.rest('POST', '/api/admin/message-templates/reminder/preview?language=es', hostile);
      expect(es.body.text).toMatch(/^Hi García/);
      expect(es.body.text).toContain('Para no recibir más recordatorios ni novedades');
      // A preview is checked as a save is.
      const bad = await admin.rest('POST', '/api/admin/message-templates/reminder/preview', { ...hostile, bodyEs: '{{oops}}' });
      expect(bad.body).toMatchObject({ field: 'bodyEs', messageCode: 'TEMPLATE_PLACEHOLDER_UNKNOWN' });
      // A confirmation's preview lists sample answers.
      const confirmation = DEFAULT_TEMPLATES.confirmation;
      const answers = await admin.rest('POST', '/api/admin/message-templates/confirmation/preview?language=es', {
        subject: confirmation.en.subject,
        body: confirmation.en.body,
        subjectEs: confirmation.es.subject,
        bodyEs: confirmation.es.body,
      });
      expect(answers.body.text).toContain('- Ana García: asiste (menú: pescado)');
      expect(answers.body.html).toContain('<li>');
    } finally {
      const restored = await admin.rest('DELETE', '/api/admin/message-templates/reminder');
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ kind: 'reminder', isDefault: true, subject: DEFAULT_TEMPLATES.reminder.en.subject, bodyEs: DEFAULT_TEMPLATES.reminder.es.body });
    }
    expect((await admin.rest('GET', '/api/admin/message-templates')).body[1].isDefault).toBe(true);
  });
});
