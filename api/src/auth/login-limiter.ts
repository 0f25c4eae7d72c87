import type { LoginLimits } from '../config.js';
import { tooManyRequests } from '../graphql/errors.js';

/** A recent event and what it was for (the sign-in pair tried). */
interface Hit {
  at: number;
  pair: string;
}

/** Recent events per key, forgetting those older than the window. */
class SlidingWindow {
  private hits = new Map<string, Hit[]>();

  constructor(private readonly windowMs: number) {}

  private recent(key: string, now: number): Hit[] {
    const list = (this.hits.get(key) ?? []).filter((h) => now - h.at < this.windowMs);
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
    return list.length ? this.windowMs - (now - list[0].at) : 0;
  }

  add(key: string, pair: string, now: number): void {
    this.hits.set(key, [...this.recent(key, now), { at: now, pair }]);
  }

  /**
   * Takes back the tries of a pair that signed in: they were counted as failed only until
   * their outcome was known. Failures of other pairs under the same key stay.
   */
  takeBack(key: string, pair: string, now: number): void {
    const list = this.recent(key, now).filter((h) => h.pair !== pair);
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

export interface SignInTry {
  ip: string;
  /** lastNameKey() of the last name tried. */
  nameKey: string;
  zipCode: string;
  /** The party whose valid device token the browser carries, when it has this last name. */
  deviceParty?: number | null;
}

/**
 * Stops guessing ZIP codes. A stranger's tries count against the last name and against the
 * client address; a browser carrying a device token for that last name (it signed in as one
 * of its parties before) is not held by either, only by the failures of all browsers
 * remembered for that party, so nobody else can lock a family out. Every try counts as failed
 * until it succeeds, so guesses fired at the same moment cannot slip past the check; a success
 * takes back only the tries of the pair that signed in, never other pairs' failures: neither
 * another household with the same name nor someone who knows one pair can reset a counter.
 */
export class LoginLimiter {
  private failuresByName: SlidingWindow;
  private failuresByIp: SlidingWindow;
  private failuresByDevice: SlidingWindow;
  private pruner: NodeJS.Timeout;

  constructor(private readonly limits: LoginLimits, private readonly now: () => number = Date.now) {
    this.failuresByName = new SlidingWindow(limits.windowMs);
    this.failuresByIp = new SlidingWindow(limits.windowMs);
    this.failuresByDevice = new SlidingWindow(limits.windowMs);
    this.pruner = setInterval(() => {
      for (const w of [this.failuresByName, this.failuresByIp, this.failuresByDevice]) w.prune(this.now());
    }, 60_000);
    this.pruner.unref();
  }

  /**
   * Throws TOO_MANY_REQUESTS when this try is over a limit; otherwise counts it as failed
   * and returns what to call once it succeeds.
   */
  attempt(t: SignInTry): { succeeded(): void } {
    const now = this.now();
    const pair = `${t.nameKey}\n${t.zipCode}`;
    // Device budgets are per party, not per browser: a token costs nothing to whoever knows
    // one pair, so a budget per token would bound nothing.
    const counters: Array<[SlidingWindow, string, number]> =
      t.deviceParty != null
        ? [[this.failuresByDevice, String(t.deviceParty), this.limits.perDevice]]
        : [
            [this.failuresByIp, addressKey(t.ip), this.limits.perIp],
            [this.failuresByName, t.nameKey, this.limits.perLastName],
          ];
    const wait = Math.max(0, ...counters.map(([w, key, max]) => (w.count(key, now) >= max ? Math.max(1, w.waitMs(key, now)) : 0)));
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw tooManyRequests(
        'TOO_MANY_SIGN_IN_ATTEMPTS',
        `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { minutes },
        Math.ceil(wait / 1000),
      );
    }
    for (const [w, key] of counters) w.add(key, pair, now);
    return {
      succeeded: () => {
        for (const [w, key] of counters) w.takeBack(key, pair, this.now());
      },
    };
  }

  /**
   * A personal link tried (issue 22 §2): counted only against the client address, with the
   * sign-in tries, so guessing links costs the same budget as guessing ZIP codes. The token is
   * the "pair" a success takes back: only that try, never earlier wrong ones.
   */
  attemptLink(ip: string, token: string): { succeeded(): void } {
    const now = this.now();
    const key = addressKey(ip);
    const pair = `link\n${token}`;
    if (this.failuresByIp.count(key, now) >= this.limits.perIp) {
      const wait = Math.max(1, this.failuresByIp.waitMs(key, now));
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw tooManyRequests(
        'TOO_MANY_SIGN_IN_ATTEMPTS',
        `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { minutes },
        Math.ceil(wait / 1000),
      );
    }
    this.failuresByIp.add(key, pair, now);
    return { succeeded: () => this.failuresByIp.takeBack(key, pair, this.now()) };
  }

  stop(): void {
    clearInterval(this.pruner);
  }
}
