import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';

function limiterAt(start = 0) {
  const clock = { now: start };
  const limiter = new LoginLimiter({ perLastName: 3, perIp: 5, windowMs: 60_000 }, () => clock.now);
  return { limiter, clock };
}

describe('LoginLimiter', () => {
  it('blocks a last name after its failures, whatever the case, until the oldest leaves the window', () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 3; i++) {
      limiter.attempt(`10.0.0.${i}`, 'Smith');
      limiter.failed(i % 2 ? 'SMITH' : ' smith');
      clock.now += 1_000;
    }
    expect(() => limiter.attempt('10.0.0.9', 'Smith')).toThrow(/Please wait 1 minute and try again/);
    clock.now = 60_001; // the first failure is now older than the window
    expect(() => limiter.attempt('10.0.0.9', 'Smith')).not.toThrow();
    limiter.stop();
  });

  it('counts every attempt per address, and a success clears only the name', () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 5; i++) limiter.attempt('1.1.1.1', `Name${i}`);
    expect(() => limiter.attempt('1.1.1.1', 'Other')).toThrow(/Too many sign-in attempts/);
    expect(() => limiter.attempt('2.2.2.2', 'Other')).not.toThrow();
    limiter.failed('Jones');
    limiter.failed('Jones');
    limiter.succeeded('jones');
    limiter.failed('Jones');
    limiter.failed('Jones');
    expect(() => limiter.attempt('3.3.3.3', 'Jones')).not.toThrow();
    clock.now += 120_000;
    expect(() => limiter.attempt('1.1.1.1', 'Other')).not.toThrow();
    limiter.stop();
  });

  it('reports how long to wait in the error', () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 3; i++) limiter.failed('Brown');
    try {
      limiter.attempt('4.4.4.4', 'Brown');
      expect.unreachable();
    } catch (err) {
      expect((err as { extensions: Record<string, unknown> }).extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 });
    }
    limiter.stop();
  });
});
