import { createHmac, timingSafeEqual } from 'node:crypto';
import type Keygrip from 'keygrip';

/**
 * The keys that sign our cookies (the session's, the device's), made once for the app: what
 * Koa's cookies do with `app.keys` given as an array (keygrip), without its per-request cost.
 * Given an array, the cookies library makes a new keygrip for every request, and keygrip
 * checks a signature by drawing 32 random bytes and computing two more HMACs to compare them:
 * a tenth of a signed-in read's CPU in all (issue 23 §4). The signature is keygrip's, byte for
 * byte (HMAC-SHA1 of `name=value`, base64url without padding: what its replacements of / + =
 * make), and a given signature is still compared in constant time, as bytes of equal length.
 */
export function cookieKeys(keys: readonly string[]): Keygrip {
  if (!keys.length) throw new Error('Signed cookies need at least one key.');
  const signWith = (data: string, key: string) => createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string): number => {
    const given = Buffer.from(String(digest));
    for (let i = 0; i < keys.length; i++) {
      const expected = Buffer.from(signWith(data, keys[i]));
      if (given.length === expected.length && timingSafeEqual(given, expected)) return i;
    }
    return -1;
  };
  return {
    sign: (data: string) => signWith(data, keys[0]),
    verify: (data: string, digest: string) => index(data, digest) > -1,
    index,
  };
}
