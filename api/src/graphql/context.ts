import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import type { LoginLimiter } from '../auth/login-limiter.js';
import type { DeviceControl } from '../auth/device-token.js';
import type { Config } from '../config.js';
import type { Language } from '../content/content-keys.js';
import type { NewSession } from '../session/session.store.js';

/** What the browser session lets a resolver do to it. */
export interface SessionControl {
  /** The current session's id, when there is one. */
  readonly id?: string;
  /**
   * A fresh session (new id) for a sign-in to save in the statement that finds the party
   * (session.store's signInSavingSession), so a sign-in takes one round trip.
   */
  newSession(): NewSession;
  /**
   * Starts a fresh session (new id) for the party once the request's work is done; `saved`: the
   * one newSession() made, which the sign-in's statement saved for this party.
   */
  signIn(partyId: number, saved?: NewSession): void;
  signOut(): void;
}

/** Built once per request and shared by /graphql and the /api shim. */
export interface Context {
  user: SessionUser | null;
  /** The request's own EntityManager fork. */
  em: EntityManager;
  /**
   * The ORM's root EntityManager, never forked: only for prepared reads (db/prepared.ts) outside
   * any unit of work, which use its connection pool and nothing else. Saves the hot guest reads
   * the fork (its identity map and unit of work) they would never use.
   */
  reads: EntityManager;
  ip: string;
  /** The address the request came to (scheme and host, as the proxy forwarded it when trusted). */
  origin: string;
  session: SessionControl;
  config: Config;
  loginLimiter: LoginLimiter;
  /** The browser's device cookie (see auth/device-token.ts). */
  device: DeviceControl;
  /** The request's language (`?language=`, then `Accept-Language`, then en); reads take it via readerLanguage. */
  language: Language;
}
