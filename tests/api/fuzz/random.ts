/** A small seeded generator (sfc32), so any fuzz request can be rebuilt from (seed, index). */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    this.a = 0x9e3779b9 ^ seed;
    this.b = 0x243f6a88 ^ stream;
    this.c = 0xb7e15162 ^ Math.imul(seed, 31);
    this.d = 1;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: [[weight, value], ...]. */
  weighted<T>(options: ReadonlyArray<readonly [number, T]>): T {
    const total = options.reduce((s, [w]) => s + w, 0);
    let x = this.next() * total;
    for (const [w, v] of options) {
      x -= w;
      if (x < 0) return v;
    }
    return options[options.length - 1][1];
  }

  letters(min: number, max: number): string {
    const n = this.int(min, max);
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(97 + this.int(0, 25));
    return s;
  }

  /** Any UTF-16 code units, surrogates and control characters included. */
  codeUnits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(this.int(0, 0xffff));
    return s;
  }
}
