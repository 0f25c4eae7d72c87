import { describe, expect, it } from 'vitest';
import { LoginLimiter, addressKey } from './login-limiter.js';

function limiterAt(start = 0) {
  const clock = { now: start };
  const limiter = new LoginLimiter({ perLastName: 3, perIp: 5, windowMs: 60_000 }, () => clock.now);
  return { limiter, clock };
}

describe('LoginLimiter', () => {
  it('blocks a last name after its failures, whatever the case, until the oldest leaves the window', () => {
    const { limiter, clock } = limiterAt();
    for (const [i, name] of ['Smith', 'SMITH', ' smith'].entries()) {
      limiter.attempt(`10.0.0.${i}`, name);
      clock.now += 1_000;
    }
    expect(() => limiter.attempt('10.0.0.9', 'Smith')).toThrow(/Please wait 1 minute and try again/);
    clock.now = 60_001; // the first failure is now older than the window
    expect(() => limiter.attempt('10.0.0.9', 'Smith')).not.toThrow();
    limiter.stop();
  });

  it('counts a try as failed before its outcome is known, so simultaneous guesses are stopped', () => {
    const { limiter } = limiterAt();
    // Three guesses in flight at once, none answered yet.
    limiter.attempt('1.1.1.1', 'Jones');
    limiter.attempt('1.1.1.2', 'Jones');
    limiter.attempt('1.1.1.3', 'Jones');
    expect(() => limiter.attempt('1.1.1.4', 'Jones')).toThrow(/Too many sign-in attempts/);
    limiter.stop();
  });

  it('a success clears the name and does not count against the address', () => {
    const { limiter } = limiterAt();
    limiter.attempt('2.2.2.2', 'Lee');
    limiter.attempt('2.2.2.2', 'Lee');
    limiter.attempt('2.2.2.2', 'Lee').succeeded();
    limiter.attempt('2.2.2.2', 'Lee');
    limiter.attempt('2.2.2.2', 'Lee');
    // Guests sharing venue Wi-Fi: successes never fill the address's budget.
    for (let i = 0; i < 20; i++) limiter.attempt('3.3.3.3', `Guest${i}`).succeeded();
    expect(() => limiter.attempt('3.3.3.3', 'Another')).not.toThrow();
    limiter.stop();
  });

  it('limits failures per address, and lets them expire', () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 5; i++) limiter.attempt('4.4.4.4', `Name${i}`);
    expect(() => limiter.attempt('4.4.4.4', 'Other')).toThrow(/Too many sign-in attempts/);
    expect(() => limiter.attempt('5.5.5.5', 'Other')).not.toThrow();
    clock.now += 120_000;
    expect(() => limiter.attempt('4.4.4.4', 'Other')).not.toThrow();
    limiter.stop();
  });

  it('counts IPv6 clients by their /64, so rotating addresses does not help', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.168.1.9')).toBe('192.168.1.9');
    const { limiter } = limiterAt();
    for (let i = 0; i < 5; i++) limiter.attempt(`2001:db8:1:2::${i + 1}`, `Name${i}`);
    expect(() => limiter.attempt('2001:db8:1:2:ffff::9', 'Other')).toThrow(/Too many/);
    limiter.stop();
  });

  it('reports how long to wait in the error', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 3; i++) limiter.attempt(`6.6.6.${i}`, 'Brown');
    try {
      limiter.attempt('6.6.6.9', 'Brown');
      expect.unreachable();
    } catch (err) {
      expect((err as { extensions: Record<string, unknown> }).extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 });
    }
    limiter.stop();
  });
});
