import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { renderCoupleNote } from './couple-notes.js';
import { addDays, hourIn } from './mail-schedule.js';

// The schedule's calendar arithmetic and settings, without a server (the sending itself is
// tested against a real SMTP server in couple-notes.test.ts).
// A session secret may be written there when SESSION_SECRET is unset.
const dataDir = mkdtempSync(join(tmpdir(), 'wedding-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the mail schedule', () => {
  it('reads the hour where the wedding happens, and moves days across months and years', () => {
    const moment = new Date('2026-06-01T18:30:00Z');
    expect(hourIn('Europe/Madrid', moment)).toBe(20);
    expect(hourIn('America/New_York', moment)).toBe(14);
    expect(hourIn('Pacific/Kiritimati', moment)).toBe(8);
    expect(addDays('2026-06-01', -3)).toBe('2026-05-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('takes NOTIFY_EMAIL and NOTIFY_DIGEST_HOUR, refusing what is not an address or an hour', () => {
    const base = { DATA_DIR: dataDir };
    expect(loadConfig(base).mail).toMatchObject({ notifyEmail: undefined, digestHour: 20 });
    expect(loadConfig({ ...base, NOTIFY_EMAIL: ' us@example.com ', NOTIFY_DIGEST_HOUR: '7' }).mail).toMatchObject({ notifyEmail: 'us@example.com', digestHour: 7 });
    expect(() => loadConfig({ ...base, NOTIFY_EMAIL: 'us@example.com, them@example.com' })).toThrow(/NOTIFY_EMAIL/);
    for (const hour of ['24', '-1', '8pm']) expect(() => loadConfig({ ...base, NOTIFY_DIGEST_HOUR: hour })).toThrow(/NOTIFY_DIGEST_HOUR/);
  });

  it('sends a note as its text, and as HTML where a guest’s words cannot become markup', () => {
    const note = renderCoupleNote({ subject: 'RSVP from <Smith>\r\nBcc: x', body: 'Smith answered:\n\n- Ana <b>Smith</b>: attending\n\nhttp://wedding.test/admin', language: 'en' });
    expect(note.subject).toBe('RSVP from <Smith> Bcc: x');
    expect(note.text).toContain('- Ana <b>Smith</b>: attending');
    expect(note.html).toContain('<ul><li>Ana &lt;b&gt;Smith&lt;/b&gt;: attending</li></ul>');
    expect(note.html).toContain('<a href="http://wedding.test/admin">http://wedding.test/admin</a>');
  });
});
