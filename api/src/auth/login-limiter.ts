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

  prune(now: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}

/**
 * Stops guessing ZIP codes: a last name gets a number of failed tries, an address a number
 * of tries in all, within a sliding window. A guest who then types the right pair waits only
 * until the oldest try leaves the window, and a success clears that name's failures.
 */
export class LoginLimiter {
  private failuresByName: SlidingWindow;
  private attemptsByIp: SlidingWindow;
  private pruner: NodeJS.Timeout;

  constructor(private readonly limits: LoginLimits, private readonly now: () => number = Date.now) {
    this.failuresByName = new SlidingWindow(limits.windowMs);
    this.attemptsByIp = new SlidingWindow(limits.windowMs);
    this.pruner = setInterval(() => {
      this.failuresByName.prune(this.now());
      this.attemptsByIp.prune(this.now());
    }, 60_000);
    this.pruner.unref();
  }

  /** Throws TOO_MANY_REQUESTS when this try is over a limit; otherwise counts it. */
  attempt(ip: string, lastName: string): void {
    const now = this.now();
    const name = lastName.trim().toLowerCase();
    const ipFull = this.attemptsByIp.count(ip, now) >= this.limits.perIp;
    const nameFull = this.failuresByName.count(name, now) >= this.limits.perLastName;
    if (ipFull || nameFull) {
      const wait = Math.max(ipFull ? this.attemptsByIp.waitMs(ip, now) : 0, nameFull ? this.failuresByName.waitMs(name, now) : 0);
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw tooManyRequests(
        `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        Math.ceil(wait / 1000),
      );
    }
    this.attemptsByIp.add(ip, now);
  }

  failed(lastName: string): void {
    this.failuresByName.add(lastName.trim().toLowerCase(), this.now());
  }

  succeeded(lastName: string): void {
    this.failuresByName.clear(lastName.trim().toLowerCase());
  }

  stop(): void {
    clearInterval(this.pruner);
  }
}
