import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { Client } from '../../tests/support/client.js';

describe('slow clients', () => {
  it('a client that never finishes its headers is answered 408 and cut off within seconds, not minutes', async () => {
    const url = new URL(new Client().baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    socket.write('POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const closed = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 20_000);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    socket.destroy();
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);
});
