/**
 * Polls `read` every 200 ms until it gives something other than undefined or false (a mail
 * arrived, a worker ran), or fails naming `what` after `timeoutMs`.
 */
export async function until<T>(what: string, read: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 40_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
