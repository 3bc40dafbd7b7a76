import type { Context } from 'hono';
import { hostCookieName } from '../schemas/cookieNames.ts';
import type { AppEnv, Deps } from './appDeps.ts';
import { liveSession } from './auth/sessionMemo.ts';
import { hasDraftCookie } from './draft/view.ts';
import type { ListAnswer, ListRequest } from './listRequest.ts';
import { configGeneration } from './ops/configStore.ts';
import type { PreparedHeaders } from './preparedHeaders.ts';
import { addSecurityHeaders } from './security.ts';
import { acceptsGzip } from './snapshots.ts';

/**
 * A logged-in page as the chain last sent it to one session, kept for the fast path while every
 * input it was drawn from still holds: the same request (path, query, audience cookies, scheme,
 * host), the same page slot and published configs, and the same look-up of the session's user
 * (server/auth/sessionMemo.ts: at most a second old, and forgotten at once on a logout or any
 * state-changing call of the session on this instance). It is then the very answer the chain would
 * draw, and a reload storm, several tabs or a burst of prefetches cost one drawing a second per
 * session. A request after the look-up has expired is drawn by the chain as before.
 */
interface Kept {
  slot: number;
  generation: number;
  user: Promise<unknown>;
  status: 200 | 404;
  answer: ListAnswer;
}

/** Sessions' pages kept at once (a home page's gzip is about 11 KB), least recently kept out first. */
export const PERSONAL_PAGES_MAX = 1024;
const kept = new WeakMap<object, Map<string, Kept>>();

function keptOf(deps: Deps): Map<string, Kept> {
  let map = kept.get(deps);
  if (!map) {
    map = new Map();
    kept.set(deps, map);
  }
  return map;
}

/** A logged-in request as this cache reads it. */
export interface PersonalRequest {
  key: string;
  token: string;
}

/**
 * A logged-in request whose page may be kept: `inputs` is what a visitor's page is keyed on
 * (server/pageCache.ts), the session token the one the chain reads (server/cookies.ts). Undefined
 * for a draft link's viewer and a client that takes no gzip (the chain compresses its page whole).
 */
export function personalRequest(
  request: ListRequest,
  cookies: Readonly<Record<string, string>>,
  inputs: string,
): PersonalRequest | undefined {
  const token = cookies[hostCookieName(request.https, 'sid')];
  if (!token || hasDraftCookie(cookies) || !acceptsGzip(request.header('accept-encoding'))) return undefined;
  return { key: `${inputs}\u0000${token}`, token };
}

/** The kept answer of a logged-in request, or undefined (the chain draws it). */
export function personalAnswer(deps: Deps, p: PersonalRequest, slot: number): ListAnswer | undefined {
  const map = keptOf(deps);
  const k = map.get(p.key);
  if (!k) return undefined;
  if (k.slot !== slot || k.generation !== configGeneration(deps.configs) || liveSession(p.token) !== k.user) {
    map.delete(p.key);
    return undefined;
  }
  return k.answer;
}

// The headers of a kept page but its length, per scheme: made once, as the chain would send them.
const baseHeaders = new Map<boolean, [name: string, value: string][]>();

function personalHeaders(https: boolean, length: number): PreparedHeaders {
  let base = baseHeaders.get(https);
  if (!base) {
    const h = new Headers({
      'Cache-Control': 'private, no-store',
      Vary: 'Accept-Encoding',
      'Content-Encoding': 'gzip',
      'Content-Type': 'text/html; charset=UTF-8',
    });
    addSecurityHeaders(h, false, https);
    base = [...h];
    baseHeaders.set(https, base);
  }
  // In the order Headers lists them (by name), as a record made from Headers would be.
  const entries = [...base, ['content-length', String(length)] as [string, string]].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const record = Object.fromEntries(entries);
  return { record, flat: entries.flat() };
}

/**
 * Keeps the logged-in page the chain is sending as `body` (its gzip from pieces, server/page/send.ts),
 * when it was drawn from the session's live look-up and sets no cookie; `p` is its request.
 */
export async function keepPersonalPage(
  c: Context<AppEnv>,
  p: PersonalRequest,
  body: Buffer,
  status: 200 | 404,
  slot: number,
): Promise<void> {
  if (c.var.draft || c.res.headers.has('set-cookie')) return;
  const user = liveSession(p.token);
  if (!user || (await user) !== c.var.user) return;
  const { deps } = c.var;
  const headers = personalHeaders(c.var.ctx.https, body.length);
  const map = keptOf(deps);
  map.delete(p.key);
  map.set(p.key, { slot, generation: configGeneration(deps.configs), user, status, answer: { status, headers, body } });
  if (map.size > PERSONAL_PAGES_MAX) map.delete(map.keys().next().value!);
}
