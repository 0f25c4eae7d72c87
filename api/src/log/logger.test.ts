import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLineJson, type RequestLine } from './logger.js';

describe('request lines (requestLineJson)', () => {
  it('are the bytes pino writes for them, whatever the strings hold', async () => {
    let written = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const pino = createLogger({ LOG_LEVEL: 'debug' }, stream);
    const lines: Array<[level: 'debug' | 'info' | 'error', RequestLine, string]> = [
      ['info', { reqId: 'c0ffee-1', method: 'GET', path: '/api/user', status: 200, durationMs: 1.25 }, 'request'],
      ['error', { reqId: 'edge-4711.a:b', method: 'POST', path: '/api/login', status: 500, durationMs: 0, aborted: true }, 'request failed'],
      ['debug', { reqId: 'x', method: 'GET', path: '/healthz', status: 503, durationMs: 12345.67 }, 'request'],
      ['info', { reqId: 'y', method: 'GET', path: '/api/x?a[]=1&b=~!#$%^*()_+{}|:<>', status: 200, durationMs: 2 }, 'request'],
      ['info', { reqId: 'z', method: 'GET', path: '/\u007f/\u001f/\\', status: 200, durationMs: 2 }, 'request'],
      ['info', { reqId: 'q"uote\\back', method: 'GET', path: '/a\u2028b/\u00e9/\ud800/\u0001', status: 404, durationMs: NaN }, 'request'],
    ];
    for (const [level, line, msg] of lines) pino[level](line, msg);
    await new Promise((resolve) => setImmediate(resolve));
    const pinoLines = written.split(/(?<=\n)/);
    expect(pinoLines).toHaveLength(lines.length);
    lines.forEach(([level, line, msg], i) => {
      const time = new Date((JSON.parse(pinoLines[i]) as { time: string }).time);
      expect(requestLineJson(level, line, msg, time)).toBe(pinoLines[i]);
    });
  });
});
