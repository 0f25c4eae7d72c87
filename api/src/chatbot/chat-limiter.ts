import { tooManyRequests } from '../graphql/errors.js';

const WINDOW_MS = 60_000;

/**
 * Questions per party per minute: a model call costs the couple money (or a small server's
 * time), and one guest should not be able to run it up.
 */
export class ChatLimiter {
  private asked = new Map<number, number[]>();
  private pruner: NodeJS.Timeout;

  constructor(private readonly perMinute: number, private readonly now: () => number = Date.now) {
    this.pruner = setInterval(() => {
      for (const party of [...this.asked.keys()]) this.recent(party, this.now());
    }, WINDOW_MS);
    this.pruner.unref();
  }

  private recent(party: number, now: number): number[] {
    const list = (this.asked.get(party) ?? []).filter((at) => now - at < WINDOW_MS);
    if (list.length) this.asked.set(party, list);
    else this.asked.delete(party);
    return list;
  }

  /** Counts a question, or throws TOO_MANY_REQUESTS (429) saying how long to wait. */
  take(party: number): void {
    const now = this.now();
    const list = this.recent(party, now);
    if (list.length >= this.perMinute) {
      const seconds = Math.max(1, Math.ceil((WINDOW_MS - (now - list[0])) / 1000));
      throw tooManyRequests('TOO_MANY_QUESTIONS', `You have asked a lot of questions. Please wait ${seconds} seconds and try again.`, { seconds }, seconds);
    }
    list.push(now);
    this.asked.set(party, list);
  }
}
