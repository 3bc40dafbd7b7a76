import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import * as z from 'zod';
import { csrfCookieName } from '../../schemas/cookieNames.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { createApp } from '../../server/app.ts';
import type { AppEnv, Deps } from '../../server/appDeps.ts';
import { openServerDeps } from '../../server/openDeps.ts';
import { openMemoryDb } from './memoryDb.ts';

/** A fixed clock: Friday 2025-11-21 10:00:00 UTC. Tests move it explicitly. */
export const T0 = Date.UTC(2025, 10, 21, 10, 0, 0);

export interface TestServer {
  app: Hono<AppEnv>;
  deps: Deps;
  clock: { now: number };
  close(): Promise<void>;
}

/** The real app over an in-memory PGlite with the real region configs and the demo seed. */
export async function startTestServer(
  options: { staticDir?: string; seedDemo?: boolean; doorLimits?: Deps['doorLimits'] } = {},
): Promise<TestServer> {
  const clock = { now: T0 };
  const deps = await openServerDeps({ db: await openMemoryDb('migrated'), seedDemo: options.seedDemo ?? true, now: () => clock.now });
  const app = createApp({ ...deps, staticDir: options.staticDir, doorLimits: options.doorLimits });
  return { app, deps, clock, close: () => deps.db.close() };
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  form?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
  /** Send the csrftoken header from the jar on non-GET calls (default true). */
  csrf?: boolean;
}

/** Where requests go: the app in-process (app.request) or a real server (fetch). */
export interface Target {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}
export const overHttp: Target = { request: (url, init) => fetch(url, { ...init, redirect: 'manual' }) };

/** The app as reached from one client address (the node server's socket peer, as @hono/node-server passes it). */
export function fromAddress(app: Hono<AppEnv>, address: string): Target {
  return { request: (url, init) => app.request(url, init, { incoming: { socket: { remoteAddress: address } } }) };
}

/** A browser stand-in: keeps cookies like a browser would and sends the csrftoken header like the SPEC client. */
export class Browser {
  readonly jar = new Map<string, string>();

  constructor(
    private readonly app: Target,
    public base = 'http://localhost',
  ) {}

  async request(path: string, init: RequestOptions = {}): Promise<Response> {
    const { form, json, csrf = true, ...rest } = init;
    const headers = new Headers(rest.headers);
    const method = rest.method ?? (form !== undefined || json !== undefined || rest.body !== undefined ? 'POST' : 'GET');
    const sendToken = csrf && (method !== 'GET' || path.includes('logoutAll'));
    const https = this.base.startsWith('https:') || headers.get('x-forwarded-proto') === 'https';
    if (sendToken) headers.set('csrftoken', this.csrfToken(https));
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = rest.body;
    if (form) {
      body = new URLSearchParams(form).toString();
      headers.set('content-type', 'application/x-www-form-urlencoded');
    } else if (json !== undefined) {
      body = JSON.stringify(json);
      headers.set('content-type', 'application/json');
    }
    const res = await this.app.request(new URL(path, this.base).toString(), { ...rest, method, headers, body });
    for (const line of res.headers.getSetCookie()) this.store(line);
    return res;
  }

  /**
   * The browser's csrftoken: no public answer sets one, so the page's code makes its own
   * before its first state-changing call (app/layer/api/csrfToken.ts), and so does this stand-in. Login
   * replaces it with the server's. Over https its name is `__Host-csrftoken`.
   */
  csrfToken(https = false): string {
    const name = csrfCookieName(https);
    let token = this.jar.get(name);
    if (!token) {
      token = randomBytes(18).toString('base64url');
      this.jar.set(name, token);
    }
    return token;
  }

  private store(line: string) {
    const [pair, ...attrs] = line.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const expired = attrs.some(
      (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()),
    );
    if (expired || value === '') this.jar.delete(name);
    else this.jar.set(name, value);
  }

  /** Parses the body with a schema and fails loudly (with the issues) when it does not match. */
  async get<S extends z.core.$ZodType>(path: string, schema: S, init?: RequestOptions): Promise<z.output<S>> {
    const res = await this.request(path, init);
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
    return parsed.data;
  }

  /** A first GET, as a page load would be (it sets no cookie: see csrfToken). */
  async visit(): Promise<this> {
    await this.request(ENDPOINTS.fiatRates.path);
    return this;
  }

  async login(username: string, password = 'demo1234'): Promise<Response> {
    if (!this.jar.has('csrftoken')) await this.visit();
    return this.request(ENDPOINTS.login.path, { form: { username, password } });
  }
}

/** A signed-in Browser for each named demo account (the ops people), by name. */
export async function signedIn(app: Target, names: readonly string[]): Promise<Record<string, Browser>> {
  const people: Record<string, Browser> = {};
  for (const name of names) {
    people[name] = new Browser(app);
    const res = await people[name].login(name);
    if (res.status !== 200) throw new Error(`${name} could not log in: HTTP ${res.status}`);
  }
  return people;
}
