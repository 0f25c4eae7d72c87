import { describe, expect, it } from 'vitest';
import { LoginLimiter, addressKey, type SignInTry } from './login-limiter.js';
import { lastNameKey } from './last-name-key.js';

function limiterAt(start = 0) {
  const clock = { now: start };
  const limiter = new LoginLimiter({ perLastName: 3, perIp: 5, perDevice: 4, windowMs: 60_000 }, () => clock.now);
  // A stranger's try: no device token.
  const tryAs = (ip: string, lastName: string, zipCode = '00000', deviceParty?: number) =>
    limiter.attempt({ ip, nameKey: lastNameKey(lastName), zipCode, deviceParty } satisfies SignInTry);
  return { limiter, clock, tryAs };
}

describe('LoginLimiter', () => {
  it('blocks a last name after its failures, whatever the spelling, until the oldest leaves the window', () => {
    const { limiter, clock, tryAs } = limiterAt();
    for (const [i, name] of ['Smith', 'SMITH', ' ｓｍｉｔｈ'].entries()) {
      tryAs(`10.0.0.${i}`, name);
      clock.now += 1_000;
    }
    expect(() => tryAs('10.0.0.9', 'Smith')).toThrow(/Please wait 1 minute and try again/);
    clock.now = 60_001; // the first failure is now older than the window
    expect(() => tryAs('10.0.0.9', 'Smith')).not.toThrow();
    limiter.stop();
  });

  it('counts Greek sigma spellings as one name', () => {
    const { limiter, tryAs } = limiterAt();
    tryAs('10.1.0.1', 'ΠΑΠΑΔΟΠΟΥΛΟΣ');
    tryAs('10.1.0.2', 'Παπαδοπουλος');
    tryAs('10.1.0.3', 'παπαδοπουλοσ');
    expect(() => tryAs('10.1.0.4', 'Παπαδοπουλοσ')).toThrow(/Too many sign-in attempts/);
    limiter.stop();
  });

  it('counts a try as failed before its outcome is known, so simultaneous guesses are stopped', () => {
    const { limiter, tryAs } = limiterAt();
    // Three guesses in flight at once, none answered yet.
    tryAs('1.1.1.1', 'Jones');
    tryAs('1.1.1.2', 'Jones');
    tryAs('1.1.1.3', 'Jones');
    expect(() => tryAs('1.1.1.4', 'Jones')).toThrow(/Too many sign-in attempts/);
    limiter.stop();
  });

  it('a success takes back only its own pair: other households with the name keep their failures', () => {
    const { limiter, tryAs } = limiterAt();
    tryAs('2.2.2.2', 'Lee', '11111');
    tryAs('2.2.2.2', 'Lee', '22222');
    tryAs('2.2.2.3', 'Lee', '33333').succeeded(); // another Lee household signs in
    tryAs('2.2.2.2', 'Lee', '44444');
    expect(() => tryAs('2.2.2.2', 'Lee', '55555')).toThrow(/Too many/);
    limiter.stop();
  });

  it('successes never fill an address', () => {
    const { limiter, tryAs } = limiterAt();
    // Guests sharing venue Wi-Fi: successes never fill the address's budget.
    for (let i = 0; i < 20; i++) tryAs('3.3.3.3', `Guest${i}`, '12345').succeeded();
    expect(() => tryAs('3.3.3.3', 'Another')).not.toThrow();
    limiter.stop();
  });

  it('limits failures per address, and lets them expire', () => {
    const { limiter, clock, tryAs } = limiterAt();
    for (let i = 0; i < 5; i++) tryAs('4.4.4.4', `Name${i}`);
    expect(() => tryAs('4.4.4.4', 'Other')).toThrow(/Too many sign-in attempts/);
    expect(() => tryAs('5.5.5.5', 'Other')).not.toThrow();
    clock.now += 120_000;
    expect(() => tryAs('4.4.4.4', 'Other')).not.toThrow();
    limiter.stop();
  });

  it('a remembered browser is not held by a locked name or a full address, only by its own budget', () => {
    const { limiter, clock, tryAs } = limiterAt();
    for (let i = 0; i < 3; i++) tryAs('7.7.7.7', 'Garcia', `9999${i}`);
    tryAs('7.7.7.7', 'Someone', '99990');
    tryAs('7.7.7.7', 'Someone', '99991');
    expect(() => tryAs('7.7.7.8', 'Garcia')).toThrow(/Too many/); // name locked for strangers
    expect(() => tryAs('7.7.7.7', 'Someone')).toThrow(/Too many/); // address full
    // The family's browser, on the same address, carries a device token for party 42.
    for (let i = 0; i < 4; i++) tryAs('7.7.7.7', 'Garcia', `1000${i}`, 42);
    expect(() => tryAs('7.7.7.7', 'Garcia', '08001', 42)).toThrow(/Too many/);
    // Signing in again does not reset that budget: a token costs nothing to whoever knows one pair.
    clock.now += 30_000;
    expect(() => tryAs('7.7.7.7', 'Garcia', '08001', 42)).toThrow(/Too many/);
    // Other parties' browsers have budgets of their own.
    expect(() => tryAs('7.7.7.7', 'Garcia', '08001', 43)).not.toThrow();
    clock.now += 30_001;
    tryAs('7.7.7.7', 'Garcia', '08001', 42).succeeded();
    // Device failures count neither against the name nor the address.
    expect(() => tryAs('6.0.0.1', 'Garcia')).not.toThrow();
    limiter.stop();
  });

  it('counts IPv6 clients by their /64, so rotating addresses does not help', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.168.1.9')).toBe('192.168.1.9');
    const { limiter, tryAs } = limiterAt();
    for (let i = 0; i < 5; i++) tryAs(`2001:db8:1:2::${i + 1}`, `Name${i}`);
    expect(() => tryAs('2001:db8:1:2:ffff::9', 'Other')).toThrow(/Too many/);
    limiter.stop();
  });

  it('reports how long to wait in the error', () => {
    const { limiter, tryAs } = limiterAt();
    for (let i = 0; i < 3; i++) tryAs(`6.6.6.${i}`, 'Brown');
    try {
      tryAs('6.6.6.9', 'Brown');
      expect.unreachable();
    } catch (err) {
      expect((err as { extensions: Record<string, unknown> }).extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 });
    }
    limiter.stop();
  });
});
