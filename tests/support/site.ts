import { inject } from 'vitest';

/**
 * The site a test file talks to: the shared test server (tests/support/global-setup.ts), or,
 * for a file that changes site-wide settings, a server and database of the file's own
 * (tests/support/own-site.setup.ts), so it can run beside every other file.
 */
let own: { baseUrl: string; databaseUrl: string } | undefined;

export function useOwnSite(site: { baseUrl: string; databaseUrl: string } | undefined): void {
  own = site;
}

/** The site's address, e.g. http://127.0.0.1:40123. */
export function siteUrl(): string {
  return own?.baseUrl ?? inject('baseUrl');
}

/** The site's PostgreSQL server database, or '' on embedded PostgreSQL. */
export function siteDatabaseUrl(): string {
  return own?.databaseUrl ?? inject('databaseUrl');
}
