import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkLastName, checkZipCode } from './auth/auth.service.js';
import { loadChatbotConfig, type ChatbotConfig } from './chatbot/chatbot-config.js';

export interface Config {
  port: number;
  host: string;
  /** A real PostgreSQL server; when unset the embedded one keeps its data in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  /** The address guests use (SITE_URL), for links; unset, a link takes the address the admin's request came to. */
  siteUrl?: string;
  /** Trust X-Forwarded-* headers (behind a reverse proxy): client IP and HTTPS detection. */
  trustProxy: boolean;
  admin?: { lastName: string; zipCode: string };
  webDist: string;
  login: LoginLimits;
  /** Sessions kept per party, newest first; 0 keeps all. */
  sessionsPerParty: number;
  /** How long a session lives unused (idle) and at most (max), shorter for admins. */
  sessions: SessionLimits;
  /** The AI assistant's model endpoint and limits (CHATBOT_* variables). */
  chatbot: ChatbotConfig;
  /** Where backups are written (BACKUP_DIR, default DATA_DIR/backups) and how many are kept (BACKUP_KEEP; 0: no daily ones). */
  backupDir: string;
  backupKeep: number;
  /** Sending e-mail (issue 22 §3). */
  mail: MailConfig;
}

export interface MailConfig {
  /** smtp:// or smtps:// with user and password in it; unset: nothing is sent. */
  smtpUrl?: string;
  /** The From address. */
  from: string;
  /** The address guests use, for the links in messages (no trailing slash). */
  siteUrl: string;
  /** Messages sent per minute at most. */
  perMinute: number;
  /** The first retry's wait after a failed try; each next one waits twice as long (at most an hour). */
  retrySeconds: number;
  /** NOTIFY_EMAIL: where the couple's notes go unless the dashboard names another address. */
  notifyEmail?: string;
  /** NOTIFY_DIGEST_HOUR: the hour (0–23, the wedding's timezone) the couple's daily digest is queued; default 20. */
  digestHour: number;
  /** MAIL_GROUP_SECONDS: a party's answers changed within this time make one confirmation and one note to the couple. */
  groupSeconds: number;
  /** MAIL_SCHEDULE_SECONDS: how often the worker looks whether the digest or the automatic reminder is due. */
  scheduleSeconds: number;
}

/** SMTP_URL, MAIL_FROM, SITE_URL and MAIL_PER_MINUTE, checked at start so a typo is not found at the first send. */
function mailConfig(env: NodeJS.ProcessEnv, port: number): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    let scheme = '';
    try {
      scheme = new URL(smtpUrl).protocol;
    } catch {
      // said below, without echoing the password
    }
    if (scheme !== 'smtp:' && scheme !== 'smtps:') throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  }
  let siteUrl = env.SITE_URL?.trim() || `http://localhost:${port}`;
  try {
    const url = new URL(siteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new Error(`SITE_URL must be an http:// or https:// address, got "${siteUrl}"`);
  }
  siteUrl = siteUrl.replace(/\/+$/, '');
  const from = env.MAIL_FROM?.trim() || `wedding@${new URL(siteUrl).hostname}`;
  if (/[\r\n]/.test(from)) throw new Error('MAIL_FROM must be one line');
  const notifyEmail = env.NOTIFY_EMAIL?.trim() || undefined;
  if (notifyEmail && !/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(notifyEmail)) throw new Error(`NOTIFY_EMAIL must be one e-mail address, got "${notifyEmail}"`);
  const hour = env.NOTIFY_DIGEST_HOUR?.trim();
  if (hour && !/^(1?\d|2[0-3])$/.test(hour)) throw new Error(`NOTIFY_DIGEST_HOUR must be an hour from 0 to 23, got "${hour}"`);
  return {
    smtpUrl,
    from,
    siteUrl,
    perMinute: positiveFromEnv('MAIL_PER_MINUTE', 30),
    retrySeconds: positiveFromEnv('MAIL_RETRY_SECONDS', 60),
    notifyEmail,
    digestHour: hour ? Number(hour) : 20,
    // The tests set both short, so they wait seconds instead of tens of seconds on the real timers.
    groupSeconds: positiveFromEnv('MAIL_GROUP_SECONDS', 10),
    scheduleSeconds: positiveFromEnv('MAIL_SCHEDULE_SECONDS', 5),
  };
}

export interface LoginLimits {
  /** Failed sign-ins allowed per last name within the window. */
  perLastName: number;
  /** Failed sign-ins allowed per client address within the window. */
  perIp: number;
  /** Failed sign-ins allowed, within the window, to all browsers remembered for one party. */
  perDevice: number;
  windowMs: number;
}

export interface SessionLimits {
  guest: { idleMs: number; maxMs: number };
  admin: { idleMs: number; maxMs: number };
}

export const projectRoot = resolve(import.meta.dirname, '../..');

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

function positiveFromEnv(name: string, fallback: number): number {
  const n = intFromEnv(name, fallback);
  if (n === 0) throw new Error(`${name} must be at least 1`);
  return n;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A guest's phone stays signed in for the wedding season; the couple's dashboard does not. */
function sessionLimits(): SessionLimits {
  return {
    guest: { idleMs: positiveFromEnv('SESSION_IDLE_DAYS', 30) * DAY, maxMs: positiveFromEnv('SESSION_MAX_DAYS', 90) * DAY },
    admin: { idleMs: positiveFromEnv('ADMIN_SESSION_IDLE_HOURS', 12) * HOUR, maxMs: positiveFromEnv('ADMIN_SESSION_MAX_DAYS', 7) * DAY },
  };
}

/** The embedded default has no operator to set a secret, so one is made once and kept with the data. */
function sessionSecretFor(dataDir: string): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || join(projectRoot, 'data'));
  const adminLast = env.ADMIN_LAST_NAME?.trim();
  const adminZip = env.ADMIN_ZIP?.trim();
  if (Boolean(adminLast) !== Boolean(adminZip)) {
    throw new Error('Set both ADMIN_LAST_NAME and ADMIN_ZIP, or neither');
  }
  if (adminLast && adminZip) {
    // Same rules as sign-in, so the configured admin can always sign in.
    try {
      checkLastName(adminLast);
      checkZipCode(adminZip);
    } catch (err) {
      throw new Error(`ADMIN_LAST_NAME / ADMIN_ZIP cannot be used to sign in: ${(err as Error).message}`);
    }
  }
  const port = intFromEnv('PORT', 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sessionSecret: sessionSecretFor(dataDir),
    siteUrl: env.SITE_URL ? env.SITE_URL.trim().replace(/\/+$/, '') : undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    admin: adminLast && adminZip ? { lastName: adminLast, zipCode: adminZip } : undefined,
    webDist: resolve(env.WEB_DIST || join(projectRoot, 'web/dist')),
    login: {
      perLastName: intFromEnv('LOGIN_MAX_FAILURES_PER_NAME', 10),
      perIp: intFromEnv('LOGIN_MAX_ATTEMPTS_PER_IP', 30),
      perDevice: intFromEnv('LOGIN_MAX_FAILURES_PER_DEVICE', 20),
      windowMs: intFromEnv('LOGIN_WINDOW_MINUTES', 15) * 60_000,
    },
    sessionsPerParty: intFromEnv('SESSIONS_PER_PARTY', 20),
    sessions: sessionLimits(),
    chatbot: loadChatbotConfig(env),
    backupDir: resolve(env.BACKUP_DIR || join(dataDir, 'backups')),
    backupKeep: intFromEnv('BACKUP_KEEP', 14),
    mail: mailConfig(env, port),
  };
}
