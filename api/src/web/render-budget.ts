/**
 * How much of the server's time rendering guest pages may take (issue 23 §2). A page rendered on
 * the server is a head start for a phone's first paint, not a duty: the same page sent
 * unrendered is drawn by the browser, complete. One render costs tens of milliseconds of the
 * server's one thread (the page's reads, then React and Chakra's styles) against well under a
 * millisecond for the page unrendered, so two hundred guests opening the site at once (the QR
 * codes on the tables) must not queue behind renders: at most `atOnce` renders run at a time and
 * the renders that ended within the last second took at most `share` of a second between them
 * (their durations summed: renders side by side can add up to more than 1); past either, the
 * page goes out unrendered.
 */
export class RenderBudget {
  private inFlight = 0;
  /** Renders that ended within the last second: when, and how long each took. */
  private recent: Array<{ end: number; ms: number }> = [];

  constructor(
    private readonly atOnce: number,
    private readonly share: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** False when no render may ever run (SERVER_RENDERS_AT_ONCE=0): the server bundle need not even load. */
  get renders(): boolean {
    return this.atOnce > 0 && this.share > 0;
  }

  /** A slot for one render, or null when renders already take their share; call the returned function when the render is over. */
  take(): (() => void) | null {
    const started = this.now();
    this.recent = this.recent.filter((r) => r.end > started - 1000);
    const used = this.recent.reduce((sum, r) => sum + r.ms, 0);
    if (this.inFlight >= this.atOnce || used >= this.share * 1000) return null;
    this.inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.inFlight -= 1;
      const end = this.now();
      this.recent.push({ end, ms: end - started });
    };
  }
}

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * The server's budget: two renders at a time, a quarter of each second, unless
 * SERVER_RENDERS_AT_ONCE and SERVER_RENDER_SHARE say otherwise (0 for either: no page is
 * rendered on the server, and its bundle is not even loaded). The tests' servers render 16 at a
 * time, so what a test checks of a rendered page does not depend on the test files beside it.
 */
export const renderBudget = new RenderBudget(numberFromEnv('SERVER_RENDERS_AT_ONCE', 2), numberFromEnv('SERVER_RENDER_SHARE', 0.25));
