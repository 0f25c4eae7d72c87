import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pg from 'pg';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { LeaderboardRow } from './trivia.types.js';

/**
 * The leaderboard is computed once per change, not once per read (issue 23 §5): every open
 * trivia page asks for it every 5 s, and its cost grows with the guest list.
 *
 * What changes it: an answer, a question's key changed or the question deleted (its answers go
 * with it), a party renamed or deleted. Each of those writes says so in its own transaction with
 * NOTIFY on BOARD_CHANNEL (NOTIFY_BOARD_SQL; the answer's insert does it in the same statement),
 * which PostgreSQL delivers on commit only, to every server process sharing the database. The
 * writing process marks its own copy stale itself once the write is committed (boardChanged),
 * so a guest reads its own answer on the next read, and skips its own notification.
 *
 * "No database work when nothing was answered": a read while nothing changed sends no statement
 * for the board (the request's session read is all), whether 50 or 5,000 parties answered.
 *
 * - Embedded database: one process only (the data folder's lock), so the writes' own marks are
 *   every change there is.
 * - PostgreSQL server: a connection of its own LISTENs. While it is down (the server restarted,
 *   the network broke), nothing is cached: every read computes the board, as before, until it
 *   listens again; then the copy is thrown away, since a change may have gone unheard.
 * - Several processes: another process's change reaches this one when its transaction commits,
 *   plus the notification's trip (a few milliseconds), so a read in between may get the board
 *   as it was just before.
 */
export const BOARD_CHANNEL = 'trivia_board';
/**
 * Names this process in its notifications: it marked its own copy when its write committed, so
 * its own notification, arriving a moment later, would only make it compute the board again.
 */
export const BOARD_SENDER = randomUUID();
export const NOTIFY_BOARD_SQL = `select pg_notify('${BOARD_CHANNEL}', '${BOARD_SENDER}')`;

export type BoardEncoding = 'br' | 'gzip';

/** One computed board: its rows (GraphQL), its JSON and ETag (REST), compressed once on demand. */
export class Board {
  readonly json: string;
  readonly etag: string;
  private encoded = new Map<BoardEncoding, Promise<Buffer>>();

  constructor(readonly rows: LeaderboardRow[]) {
    this.json = JSON.stringify(rows);
    this.etag = `W/"${createHash('sha256').update(this.json).digest('base64url').slice(0, 27)}"`;
  }

  /** The JSON compressed as the response middleware would, once per board rather than per read. */
  encodedAs(encoding: BoardEncoding): Promise<Buffer> {
    let done = this.encoded.get(encoding);
    if (!done) {
      done =
        encoding === 'br'
          ? promisify(brotliCompress)(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : promisify(gzip)(this.json, { level: 6 });
      this.encoded.set(encoding, done);
    }
    return done;
  }
}

export class LeaderboardCache {
  /** Moves on every change this process learns of; a board is good for the version it was started at. */
  private version = 0;
  private kept?: { version: number; board: Board };
  private computing?: { version: number; board: Promise<Board> };
  /** False while a server's notifications could be missed (the listening connection is down). */
  private trusted: boolean;

  constructor(listens: boolean) {
    this.trusted = !listens;
  }

  /** Something that changes the board was committed (or is about to be: see the class notes). */
  changed(): void {
    this.version += 1;
  }

  /** The listening connection came up (every change from now on is heard) or went down. */
  setListening(up: boolean): void {
    this.trusted = up;
    this.changed();
  }

  get(compute: () => Promise<LeaderboardRow[]>): Promise<Board> {
    const version = this.version;
    if (this.kept?.version === version && this.trusted) return Promise.resolve(this.kept.board);
    // Readers arriving while the board for this version is being computed share that work.
    if (this.computing?.version === version) return this.computing.board;
    const board = compute().then((rows) => {
      const made = new Board(rows);
      // Kept only if nothing changed meanwhile: a change after the statement began may be missing.
      if (this.trusted && this.version === version) this.kept = { version, board: made };
      return made;
    });
    this.computing = { version, board };
    const forget = () => {
      if (this.computing?.board === board) this.computing = undefined;
    };
    board.then(forget, forget);
    return board;
  }
}

/** The server's cache, by the ORM it reads through (CLI scripts and tests of services have none: they compute). */
const caches = new WeakMap<object, LeaderboardCache>();

export function boardCache(em: EntityManager): LeaderboardCache | undefined {
  return caches.get(em.config);
}

/** The writer's own mark, after its change is committed (NOTIFY_BOARD_SQL tells the others). */
export function boardChanged(em: EntityManager): void {
  boardCache(em)?.changed();
}

/**
 * Keeps the leaderboard for a running server. On a PostgreSQL server (databaseUrl) it LISTENs on
 * a connection of its own, reconnecting after a loss; returns what stops it.
 */
export function keepLeaderboard(orm: MikroORM, databaseUrl: string | undefined): () => Promise<void> {
  const cache = new LeaderboardCache(Boolean(databaseUrl));
  caches.set(orm.em.config, cache);
  if (!databaseUrl) return async () => {};
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 500;
  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    client = c;
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      cache.setListening(false);
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, delayMs);
      delayMs = Math.min(delayMs * 2, 30_000);
    };
    c.on('notification', (n) => {
      if (n.payload !== BOARD_SENDER) cache.changed();
    });
    c.on('error', lose);
    c.on('end', lose);
    try {
      await c.connect();
      await c.query(`listen ${BOARD_CHANNEL}`);
      if (stopped) return;
      delayMs = 500;
      cache.setListening(true);
    } catch {
      lose();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
