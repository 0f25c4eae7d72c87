import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';

/*
 * Two processes opening one PGlite folder would corrupt it, so one process at a time holds a
 * folder. The lock used to be a process id in a file; it failed both ways a self-hoster meets:
 * a start a moment after a crash was refused while the dead process was still being torn down
 * (its id still answered `kill(pid, 0)`), and after a reboot any unrelated process that happened
 * to get the recorded id blocked every start until someone deleted the file.
 *
 * The lock is now a listening local socket, named after the folder's real path. A socket is
 * closed by the kernel when the process that owns it dies, however it dies (SIGKILL, an
 * out-of-memory kill, a power cut: nothing survives a reboot), so no stale lock can outlive its
 * holder, and no other program can hold it by chance. Node has no flock(2); this needs no
 * native module and works the same under tsx, Vitest and a build.
 *  - Linux: an abstract socket (`\0wedding-<hash>`): no file at all, released with the holder.
 *    (Abstract names are per network namespace: two containers sharing one volume but not
 *    one network namespace would not see each other's lock. They carry no file permissions:
 *    another local user who takes the name first can keep the site from starting, named in
 *    the refusal; a secret id kept in the folder would prevent that, but a restore or a tidy-up
 *    that replaced it would let two processes open one folder, which is worse.)
 *  - Windows: a named pipe, which the system also drops with its owner.
 *  - Elsewhere (macOS): a socket file in the data folder (or, when that path is longer than
 *    socket paths may be, in the temp folder). The file may outlive a killed holder, but then
 *    nobody accepts on it (ECONNREFUSED), and the next start removes it and takes over.
 * A second process that can connect is refused; the holder answers with its process id and
 * what it is, so the refusal names it ("the running site (npm start)").
 */

/** What the holder of a folder says about itself when asked. */
export interface LockHolder {
  pid: number;
  /** The script the holder runs (api/src/main.ts, seed-demo.ts…). */
  script: string;
}

/** The folder is held by a living process: refused with a sentence, never a stack trace. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(DataDirInUseError.sentence(dataDir, holder, 'set DATA_DIR to another folder'));
    this.name = 'DataDirInUseError';
  }

  /** "The embedded database in ./data is in use by the running site (npm start). Stop it first, or <advice>." */
  static sentence(dataDir: string, holder: LockHolder | null, advice: string): string {
    return `The embedded database in ${shownPath(dataDir)} is in use by ${describeHolder(holder)}. Stop it first, or ${advice}.`;
  }
}

/** A folder under the current one is shown as ./data, as the README names it. */
function shownPath(dir: string): string {
  const rel = relative(process.cwd(), dir);
  return rel && !rel.startsWith('..') && !rel.startsWith(sep) ? `.${sep}${rel}` : dir;
}

function describeHolder(holder: LockHolder | null): string {
  if (!holder) return 'another process';
  const script = basename(holder.script);
  if (/^main\.(ts|js)$/.test(script)) return `the running site (npm start, process ${holder.pid})`;
  if (/^seed-demo\.(ts|js)$/.test(script)) return `npm run seed:demo (process ${holder.pid})`;
  return `process ${holder.pid}${script ? ` (${script})` : ''}`;
}

/** The socket's name for one folder: the same for every path that leads to it (symlinks, ./data). */
export function lockAddress(realDir: string): { path: string; isFile: boolean } {
  const hash = createHash('sha256').update(realDir).digest('hex').slice(0, 24);
  if (process.platform === 'linux') return { path: `\0wedding-${hash}`, isFile: false };
  if (process.platform === 'win32') return { path: `\\\\?\\pipe\\wedding-${hash}`, isFile: false };
  // sun_path holds 104 bytes on macOS and the BSDs (108 on Linux), the terminating zero included.
  const inDir = join(realDir, 'embedded.lock');
  return { path: Buffer.byteLength(inDir) < 100 ? inDir : join(tmpdir(), `wedding-${hash}.lock`), isFile: true };
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

type Asked = { holder: LockHolder } | { gone: true } | { silent: true };

/** Asks the socket's owner who it is: gone (nobody listens), silent (dying or hung), or its answer. */
function askHolder(path: string, timeoutMs = 1000): Promise<Asked> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(path);
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ silent: true });
    }, timeoutMs);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        const holder = JSON.parse(text) as LockHolder;
        resolve(typeof holder.pid === 'number' ? { holder } : { silent: true });
      } catch {
        resolve({ silent: true });
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? { gone: true } : { silent: true });
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Takes the folder for this process, or throws DataDirInUseError naming the living holder.
 * Returns the release (also done by the kernel if this process dies).
 */
export async function lockDataDir(dataDir: string, opts: { waitMs?: number } = {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const realDir = realpathSync(dataDir);
  const { path, isFile } = lockAddress(realDir);
  const holder = () =>
    createServer((socket) => {
      socket.end(JSON.stringify({ pid: process.pid, script: process.argv[1] ?? '' } satisfies LockHolder));
    });
  let server = holder();
  // A holder that is being killed can keep its socket for a moment (the kernel closes it when
  // the process's files are torn down): a holder that connects but stays silent is waited for.
  const deadline = Date.now() + (opts.waitMs ?? 5000);
  for (;;) {
    try {
      await listen(server, path);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      // A server whose listen failed is not reused.
      server = holder();
    }
    const asked = await askHolder(path);
    if ('holder' in asked) throw new DataDirInUseError(dataDir, asked.holder);
    if ('gone' in asked) {
      // Only a socket file can outlive its holder; nobody listens on it, so it is stale.
      if (isFile) rmSync(path, { force: true });
      else await sleep(50);
      continue;
    }
    if (Date.now() > deadline) throw new DataDirInUseError(dataDir, null);
    await sleep(200);
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  // The process-id file of earlier versions is no lock any more; remove it so nobody is misled.
  rmSync(join(realDir, 'embedded-postgres.pid'), { force: true });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        if (isFile) rmSync(path, { force: true });
        resolve();
      });
    });
}
