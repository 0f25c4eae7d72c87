import { randomBytes } from 'node:crypto';
import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { cookieKeys } from './cookie-keys.js';

// The cookies library's own signer (keygrip, what Koa uses for `app.keys` given as an array) is
// the reference: a cookie signed before this change must still be accepted, and the reverse.
describe('cookie keys', () => {
  it("sign as keygrip does, and accept exactly the signatures keygrip accepts", () => {
    const secret = randomBytes(16).toString('hex');
    const ours = cookieKeys([secret]);
    const theirs = new Keygrip([secret]);
    for (let i = 0; i < 300; i++) {
      const data = `wedding.sid=${randomBytes(1 + (i % 40)).toString(i % 2 ? 'base64' : 'hex')}${i % 7 ? '' : 'é€'}`;
      const signature = theirs.sign(data);
      expect(ours.sign(data)).toBe(signature);
      expect(ours.index(data, signature)).toBe(0);
      expect(ours.verify(data, signature)).toBe(true);
      const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      for (const wrong of [tampered, signature.slice(1), `${signature}=`, '', 'é'.repeat(27)]) {
        expect(ours.index(data, wrong)).toBe(theirs.index(data, wrong));
        expect(ours.verify(data, wrong)).toBe(false);
      }
    }
  });

  it('sign with the first key and accept any, saying which', () => {
    const ours = cookieKeys(['new', 'old']);
    const byOld = new Keygrip(['old']).sign('wedding.sid=x');
    expect(ours.sign('wedding.sid=x')).toBe(new Keygrip(['new']).sign('wedding.sid=x'));
    expect(ours.index('wedding.sid=x', byOld)).toBe(1);
    expect(ours.index('wedding.sid=y', byOld)).toBe(-1);
    expect(() => cookieKeys([])).toThrow();
  });
});
