import http from 'node:http';
import { inject } from 'vitest';
import { siteUrl } from './site.js';

let ipCounter = Math.floor(Math.random() * 200);

export interface RestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface GqlResponse<T = any> {
  status: number;
  data: T | null;
  errors?: Array<{
    message: string;
    extensions?: { code?: string; messageCode?: string; params?: Record<string, unknown>; field?: string; retryAfter?: number };
  }>;
}

/** A browser-like caller of the running server: keeps its session cookie and its own address. */
export class Client {
  private cookies = new Map<string, string>();
  readonly ip: string;
  /** Sent as Accept-Language with every request, as the web client sends the reader's choice. */
  language?: string;

  /** `baseUrl` names another server than the shared test server (see own-server.ts). */
  constructor(ip?: string, readonly baseUrl: string = siteUrl()) {
    ipCounter += 1;
    this.ip = ip ?? `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
  }

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = pair.split('=');
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(method: string, path: string, init: { body?: string | FormData; headers?: Record<string, string> } = {}): Promise<Response> {
    const res = await fetch(this.baseUrl + path, {
      method,
      body: init.body,
      headers: {
        'x-forwarded-for': this.ip,
        cookie: this.cookieHeader,
        ...(this.language ? { 'accept-language': this.language } : {}),
        ...init.headers,
      },
      redirect: 'manual',
    });
    this.remember(res);
    return res;
  }

  async rest<T = any>(method: string, path: string, body?: unknown): Promise<RestResponse<T>> {
    const res = await this.raw(method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>> {
    const res = await this.raw('POST', '/graphql', {
      body: JSON.stringify({ query, variables }),
      headers: { 'content-type': 'application/json' },
    });
    const json = (await res.json()) as { data?: T; errors?: GqlResponse['errors'] };
    return { status: res.status, data: json.data ?? null, errors: json.errors };
  }

  async login(lastName: string, zipCode: string): Promise<RestResponse> {
    return this.rest('POST', '/api/login', { lastName, zipCode });
  }
}

/** A client signed in as the test server's configured admin (or the given server's). */
export async function adminClient(server?: { baseUrl: string; admin: { lastName: string; zipCode: string } }): Promise<Client> {
  const admin = server?.admin ?? inject('admin');
  const client = new Client(undefined, server?.baseUrl);
  const res = await client.login(admin.lastName, admin.zipCode);
  if (res.status !== 200) throw new Error(`Admin sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

let seq = 0;
/** Names unique to this run, so tests never collide on a shared database. */
export function uniqueLastName(prefix = 'Guest'): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${seq}`;
}

export function uniqueZip(): string {
  return String(10000 + Math.floor(Math.random() * 89999));
}

/** Creates a party through the admin API and returns its credentials. */
export async function createParty(
  admin: Client,
  fields: Partial<{ lastName: string; zipCode: string; canRsvp: boolean; isAdmin: boolean; guestGroup: string }> = {},
) {
  const input = { lastName: uniqueLastName(), zipCode: uniqueZip(), ...fields };
  const res = await admin.rest('POST', '/api/admin/parties', input);
  if (res.status !== 201) throw new Error(`Creating a party failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...input, id: res.body.id as number, party: res.body };
}

/**
 * Requests over one kept-alive connection, to see that an answered request leaves the
 * connection usable for the next one. Each resolves to the status, or fails after 5 s.
 */
export function oneConnection() {
  const url = new URL(siteUrl());
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent, timeout: 5_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('timeout', () => req.destroy(new Error('no answer within 5 s')));
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}
