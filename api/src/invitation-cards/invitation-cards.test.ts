import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, Client } from '../../../tests/support/client.js';
import { startOwnServer, type OwnServer } from '../../../tests/support/own-server.js';

// Poppler's pdftoppm renders the PDF as a printer would; CI installs it (.ci/run) as it does Chromium.
const pdftoppmMissing = spawnSync('pdftoppm', ['-v']).error !== undefined;
const ADMIN = { lastName: 'Cardadmin', zipCode: '28001' };
let server: OwnServer;
let admin: Client;

beforeAll(async () => {
  server = await startOwnServer('cards', { ADMIN_LAST_NAME: ADMIN.lastName, ADMIN_ZIP: ADMIN.zipCode, SITE_URL: 'https://boda.example' });
  admin = await adminClient({ baseUrl: server.baseUrl, admin: ADMIN });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** Every QR code on every page, read from a 110 dpi greyscale rendering, one quarter (one card) at a time. */
function qrCodes(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'cards-'));
  try {
    writeFileSync(join(dir, 'cards.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '110', '-gray', join(dir, 'cards.pdf'), join(dir, 'page')]);
    const found: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.pgm')).sort()) {
      const bytes = readFileSync(join(dir, file));
      // P5 <width> <height> <max>\n then one byte per pixel.
      const [, w, h] = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(bytes.subarray(0, 50).toString('latin1'))!;
      const header = bytes.subarray(0, 50).toString('latin1').match(/^P5\s+\d+\s+\d+\s+\d+\s/)![0].length;
      const [width, height] = [Number(w), Number(h)];
      const [cw, ch] = [Math.floor(width / 2), Math.floor(height / 2)];
      for (const [x0, y0] of [[0, 0], [cw, 0], [0, ch], [cw, ch]]) {
        const rgba = new Uint8ClampedArray(cw * ch * 4);
        for (let y = 0; y < ch; y++) {
          for (let x = 0; x < cw; x++) {
            const v = bytes[header + (y0 + y) * width + x0 + x];
            rgba.set([v, v, v, 255], (y * cw + x) * 4);
          }
        }
        const code = jsQR(rgba, cw, ch);
        if (code) found.push(code.data);
      }
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(pdftoppmMissing)('printed invitation cards (issue 22 §5)', () => {
  it('one card per household, four to an A4 page, each QR code opening that party’s own link', async () => {
    const names = ['García', 'Łukasiewicz', 'O’Brien', 'Nguyen', 'Smith'];
    for (const [i, lastName] of names.entries()) {
      expect((await admin.rest('POST', '/api/admin/parties', { lastName, zipCode: `1000${i}` })).status).toBe(201);
    }
    const parties = (await admin.rest('GET', '/api/admin/parties')).body as Array<{ lastName: string; isAdmin: boolean; personalLink: string }>;
    const households = parties.filter((p) => !p.isAdmin);
    expect(households).toHaveLength(5);
    expect(households.every((p) => p.personalLink.startsWith('https://boda.example/i/'))).toBe(true);

    const res = await admin.raw('GET', '/api/admin/invitation-cards.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="invitation-cards-\d{4}-\d\d-\d\d\.pdf"/);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);

    const codes = qrCodes(pdf);
    expect(codes.sort()).toEqual(households.map((p) => p.personalLink).sort());
    // Each decodes to a link that signs its party in.
    const token = new URL(codes[0]).pathname.replace('/i/', '');
    const guest = new Client(undefined, server.baseUrl);
    expect((await guest.rest('POST', '/api/login/link', { token })).status).toBe(200);
  });

  it('is for admins only', async () => {
    const guest = new Client(undefined, server.baseUrl);
    expect((await guest.login('Smith', '10004')).status).toBe(200);
    expect((await guest.raw('GET', '/api/admin/invitation-cards.pdf')).status).toBe(403);
  });
});
