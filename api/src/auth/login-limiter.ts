import type { LoginLimits } from '../config.js';
import { tooManyRequests } from '../graphql/errors.js';

/** Timestamps of recent events per key, forgetting those older than the window. */
class SlidingWindow {
  private hits = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  count(key: string, now: number): number {
    return this.recent(key, now).length;
  }

  /** Milliseconds until the oldest event in the window expires. */
  waitMs(key: string, now: number): number {
    const list = this.recent(key, now);
    return list.length ? this.windowMs - (now - list[0]) : 0;
  }

  add(key: string, now: number): void {
    this.hits.set(key, [...this.recent(key, now), now]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  /** Takes back the newest event, so a success does not count against the key. */
  removeOne(key: string, now: number): void {
    const list = this.recent(key, now);
    list.pop();
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
  }

  prune(now: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}

/**
 * IPv6 clients can pick any address in their /64, so they are counted by that prefix.
 */
export function addressKey(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * Stops guessing ZIP codes: a last name gets a number of failed tries, an address a number
 * of failed tries, within a sliding window. Every try counts as failed until it succeeds, so
 * guesses fired at the same moment cannot slip past the check. A guest who then types the
 * right pair waits only until the oldest try leaves the window, and a success clears that
 * name's failures.
 */
export class LoginLimiter {
  private failuresByName: SlidingWindow;
  private failuresByIp: SlidingWindow;
  private pruner: NodeJS.Timeout;

  constructor(private readonly limits: LoginLimits, private readonly now: () => number = Date.now) {
    this.failuresByName = new SlidingWindow(limits.windowMs);
    this.failuresByIp = new SlidingWindow(limits.windowMs);
    this.pruner = setInterval(() => {
      this.failuresByName.prune(this.now());
      this.failuresByIp.prune(this.now());
    }, 60_000);
    this.pruner.unref();
  }

  /**
   * Throws TOO_MANY_REQUESTS when this try is over a limit; otherwise counts it as failed
   * and returns what to call once it succeeds.
   */
  attempt(ip: string, lastName: string): { succeeded(): void } {
    const now = this.now();
    const name = lastName.trim().toLowerCase();
    const address = addressKey(ip);
    const ipFull = this.failuresByIp.count(address, now) >= this.limits.perIp;
    const nameFull = this.failuresByName.count(name, now) >= this.limits.perLastName;
    if (ipFull || nameFull) {
      const wait = Math.max(ipFull ? this.failuresByIp.waitMs(address, now) : 0, nameFull ? this.failuresByName.waitMs(name, now) : 0);
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw tooManyRequests(
        'TOO_MANY_SIGN_IN_ATTEMPTS',
        `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { minutes },
        Math.ceil(wait / 1000),
      );
    }
    this.failuresByIp.add(address, now);
    this.failuresByName.add(name, now);
    return {
      succeeded: () => {
        this.failuresByName.clear(name);
        this.failuresByIp.removeOne(address, now);
      },
    };
  }

  stop(): void {
    clearInterval(this.pruner);
  }
}
