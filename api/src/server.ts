import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import { migrate, openDatabase, type Database } from './db/orm.js';
import { getSchema } from './graphql/schema.js';
import { createApolloServer } from './graphql/server.js';
import { LoginLimiter } from './auth/login-limiter.js';
import { ensureFirstAdmin } from './parties/first-admin.js';
import { deleteExpiredSessions } from './session/session.store.js';
import { createApp } from './app.js';
import { seedDefaultTexts } from './content/content.service.js';
import { backupBeforeMigrations, scheduleDailyBackups } from './backup/backup.service.js';
import { MailWorker } from './mail/mail-worker.js';
import { setNotifyDefaults } from './mail/couple-notes.js';
import { mailDomainOf, setConfirmationDelay } from './mail/mail.service.js';
import { keepLeaderboard } from './trivia/leaderboard-cache.js';

export interface RunningServer {
  url: string;
  db: Database;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, makes sure an admin exists and serves HTTP. */
export async function startServer(config: Config): Promise<RunningServer> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let http: Server | undefined;
  const loginLimiter = new LoginLimiter(config.login);
  let stopLeaderboard = async () => {};
  try {
    await backupBeforeMigrations(db.orm, config);
    await migrate(db.orm);
    await ensureFirstAdmin(db.orm.em.fork(), config);
    await seedDefaultTexts(db.orm.em.fork());
    await deleteExpiredSessions(db.orm);
    // Before the first request: the board is kept from now on, and on a server heard of from every process.
    stopLeaderboard = keepLeaderboard(db.orm, config.databaseUrl);
    const schema = await getSchema();
    const apollo = createApolloServer(schema);
    await apollo.start();
    const app = createApp({ orm: db.orm, config, schema, apollo, loginLimiter });
    http = createServer(
      {
        // A client that trickles its headers or body must not hold a socket for Node's default 5 minutes.
        headersTimeout: 10_000,
        requestTimeout: 60_000,
        connectionsCheckingInterval: 2_000,
      },
      app.callback(),
    );
    http.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      http!.once('error', reject);
      http!.listen(config.port, config.host, resolve);
    });
    const { port } = http.address() as AddressInfo;
    // PORT=0 picks a port only now: the links in messages name the one picked.
    if (!process.env.SITE_URL?.trim()) config.mail.siteUrl = `http://localhost:${port}`;
    const mailDomain = mailDomainOf(config.mail.from);
    setNotifyDefaults({ email: config.mail.notifyEmail, mailDomain, siteUrl: config.mail.siteUrl, digestHour: config.mail.digestHour });
    setConfirmationDelay(config.mail.groupSeconds);
    const mailWorker = new MailWorker(db.orm, config.mail, config.sessionSecret, { digestHour: config.mail.digestHour, mailDomain });
    mailWorker.start();
    const prune = setInterval(() => deleteExpiredSessions(db.orm).catch(() => {}), 3_600_000);
    prune.unref();
    const stopBackups = scheduleDailyBackups(db.orm, config);
    return {
      url: `http://127.0.0.1:${port}`,
      db,
      async close() {
        clearInterval(prune);
        stopBackups();
        loginLimiter.stop();
        // Requests in flight get up to 10 s to finish; idle keep-alive sockets close at once.
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => http!.closeAllConnections(), 10_000);
          http!.close(() => {
            clearTimeout(force);
            resolve();
          });
          http!.closeIdleConnections();
        });
        await apollo.stop();
        await mailWorker.stop();
        await stopLeaderboard();
        await db.close();
      },
    };
  } catch (err) {
    loginLimiter.stop();
    http?.close();
    await stopLeaderboard();
    await db.close();
    throw err;
  }
}
