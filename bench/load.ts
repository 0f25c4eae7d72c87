// One load run with autocannon, and the median of several.
import autocannon from 'autocannon';
import type { Running } from './servers.js';

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A status other than 2xx that is the right answer (304 to a request carrying its ETag). */
  expectStatus?: number;
}

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  /** The server's CPU time per answered request (all its threads): steadier than req/s on a busy machine. */
  cpuUs: number;
  /** Responses outside 2xx, errors and timeouts: any of them makes the run invalid. */
  failures: number;
}

function otherThan(stats: Record<string, { count?: number }>, status: number): number {
  return Object.entries(stats).reduce((n, [code, { count = 0 }]) => (code === String(status) ? n : n + count), 0);
}

export async function load(server: Running, req: Request, connections: number, seconds: number): Promise<Sample> {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({
    url: server.url + req.path,
    method: req.method,
    headers: req.headers,
    body: req.body,
    connections,
    duration: seconds,
    timeout: 10,
  });
  return {
    rps: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: ((server.cpuSeconds() - cpuBefore) * 1e6) / result.requests.total,
    failures: (req.expectStatus ? otherThan(result.statusCodeStats ?? {}, req.expectStatus) : result.non2xx) + result.errors + result.timeouts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure is the median over the rounds on its own. */
export function medianOf(samples: Sample[]): Sample {
  return {
    rps: median(samples.map((s) => s.rps)),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    cpuUs: median(samples.map((s) => s.cpuUs)),
    failures: samples.reduce((n, s) => n + s.failures, 0),
  };
}
