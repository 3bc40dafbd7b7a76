import type { Context } from 'hono';
import { DISMISSED_KEY } from '../engine/notifications/announcement.ts';
import { withoutTrackingParams } from '../engine/trackingParams.ts';
import type { AppEnv, Deps } from './appDeps.ts';
import { bucketOfHeader, consentKeyOf, DATED, readsAsFirstPairs } from './cacheKeyCookies.ts';
import { cookiesOf, type ListAnswer, type ListRequest, listRequestFrom } from './listRequest.ts';
import { rolloutCachePart } from './ops/activeRollouts.ts';
import { configGeneration, refreshLiveConfigs } from './ops/configStore.ts';
import { type PersonalRequest, personalAnswer, personalRequest } from './personalPages.ts';
import { type PreparedHeaders, preparedHeaders } from './preparedHeaders.ts';
import { type Remembered, remember } from './remember.ts';
import { isApiPath } from './requestContext.ts';
import { asBody, chooseEncoding, compressedSnapshot, matchesEtag, type Snapshot, snapshotBytes } from './snapshots.ts';

/**
 * Visitor pages and layer fragments served like static files. A visitor's answer is the
 * same bytes for everyone of its audience (server/audience.ts), so it is kept here whole (HTML,
 * brotli, gzip, ETag) under the request's raw inputs, and the next such request is answered before
 * the middleware chain, as the public lists are (server/publicLists.ts): by server/nodeListener.ts
 * straight from node's request, or through createApp's fast path.
 */

/**
 * What a shared cache (nginx, a CDN) may do with a visitor's page or fragment: keep it 10 s and
 * serve it 30 s more while it fetches a fresh one. Browsers revalidate every time (max-age=0), so a
 * changed cookie (theme, consent) is seen at once; the ETag makes that a 304.
 */
export const PAGE_SHARED_MAX_AGE = 10;
export const PAGE_STALE_WHILE_REVALIDATE = 30;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`;

/**
 * A page's time slot: its exchange rates and year are the slot's, so two instances draw the same
 * bytes for an audience, and a kept answer is good until the slot ends.
 */
export const PAGE_SLOT_MS = PAGE_SHARED_MAX_AGE * 1000;
export const pageSlot = (nowMs: number) => Math.floor(nowMs / PAGE_SLOT_MS) * PAGE_SLOT_MS;

/**
 * The cookies a visitor's page or fragment depends on as they are, and so the ones a shared cache's
 * key must hold besides the scheme, host, path and query (docs/operating.md "Run it as a fleet").
 * Two more count by what they mean (server/cacheKeyCookies.ts): the consent cookie by its state,
 * the rollout bucket by the variants it is in. `fault` is read only by test servers (FAULTS=1). A
 * request with the session cookie (`sid`, `__Host-sid` over https) is never answered from here.
 */
export const AUDIENCE_COOKIES = [
  'site',
  'as',
  'country',
  'theme',
  'market_rise_color',
  'change-reftime',
  'curr_fiat',
  'defaultBuyCryptoFiat',
  'is_switch_tag',
  DISMISSED_KEY,
  'fault',
] as const;

/** Query parameters a page remembers in a cookie: such an answer is the browser's own. */
const REMEMBERED = /[?&](?:site|as|country)=/;
const STATIC_FILE = /\.[a-z0-9]{1,8}$/i;
const FRAGMENT = /^(?:\/[a-z]{2})?\/layer\/(?:header|footer)$/;
// Besides files and the API: the probes, the metrics, logout and draft links are never a page.
const NOT_PAGES = /^\/(?:assets|icons|docs|oauth|ssr|layer|healthz|readyz|metrics|logout|draft)(?:\/|$)/;

/** Whether a GET of `path` is a page or a layer fragment (what this cache may hold). */
export function isPageOrFragment(path: string): boolean {
  if (FRAGMENT.test(path)) return true;
  return !isApiPath(path) && !NOT_PAGES.test(path) && !STATIC_FILE.test(path);
}

/**
 * The inputs a page or fragment is drawn from besides the session, or undefined when its answer is
 * never kept (a fault asked for, a query a page remembers in a cookie, a consent cookie of the
 * older form, whose date decides whether it still counts).
 */
function inputsOf(request: ListRequest, cookies: Readonly<Record<string, string>>, deps: Deps): string | undefined {
  if (request.method !== 'GET' || request.header('x-fault') !== undefined) return undefined;
  // A fragment never remembers ?site= (server/requestContext.ts); a page does, in a cookie.
  if (REMEMBERED.test(request.search) && !FRAGMENT.test(request.path)) return undefined;
  // The consent state, not the cookie's dated text; an older, dated form or cookies a shared cache
  // would read otherwise (server/cacheKeyCookies.ts): never kept.
  const consent = consentKeyOf(request.header('cookie'));
  if (consent === DATED || !readsAsFirstPairs(request.header('cookie'), cookies, AUDIENCE_COOKIES)) return undefined;
  // A page is drawn without campaign identifiers (engine/trackingParams.ts): one answer for all of them.
  let key = `${request.https ? 'https' : 'http'}\u0000${request.host.toLowerCase()}\u0000${request.path}\u0000${withoutTrackingParams(request.search)}`;
  for (const name of AUDIENCE_COOKIES) key += `\u0000${cookies[name] ?? '\u0001'}`;
  return `${key}\u0000${consent}\u0000${rolloutCachePart(deps.configs, bucketOfHeader(request.header('cookie')), deps.now())}`;
}

/** Whether a request carries a session cookie (`sid`, `__Host-sid` over https): its answers are its own. */
export const hasSession = (cookies: Readonly<Record<string, string>>) => cookies.sid !== undefined || cookies['__Host-sid'] !== undefined;

/** The raw inputs of a visitor's page or fragment, or undefined when its answer is not everyone's. */
function keyOf(request: ListRequest, cookies: Readonly<Record<string, string>>, deps: Deps): string | undefined {
  return hasSession(cookies) ? undefined : inputsOf(request, cookies, deps);
}

/** A logged-in request as server/personalPages.ts keeps its page, or undefined when it is never kept. */
export function personalRequestOf(request: ListRequest, deps: Deps): PersonalRequest | undefined {
  const cookies = cookiesOf(request);
  const inputs = hasSession(cookies) ? inputsOf(request, cookies, deps) : undefined;
  return inputs === undefined ? undefined : personalRequest(request, cookies, inputs);
}

interface Kept {
  slot: number;
  generation: number;
  status: 200 | 404;
  snap: Snapshot;
  /** A request of the next slot is drawing this answer's successor (see usable). */
  refreshing?: boolean;
}

/**
 * At most MAX_KEPT answers per server, least recently used out first; each holds its HTML three
 * ways (about 35 + 8 + 10 KB for a page), so about 30 MB at most.
 */
export const PAGE_CACHE_MAX_ENTRIES = 512;
const kept = new WeakMap<object, Map<string, Remembered<Kept>>>();

function keptOf(deps: Deps): Map<string, Remembered<Kept>> {
  let map = kept.get(deps);
  if (!map) {
    map = new Map();
    kept.set(deps, map);
  }
  return map;
}

/**
 * Whether a kept answer may be sent now: one of this slot, for the configs published now. When the
 * slot has just turned, the first request goes through the chain to draw the new one and the
 * others are sent the previous slot's meanwhile (a second old, well within the stale-while-
 * revalidate it promises), so a turn of the slot costs one drawing per audience, not a burst.
 */
function usable(k: Kept, deps: Deps): boolean {
  if (k.generation !== configGeneration(deps.configs)) return false;
  const slot = pageSlot(deps.now());
  if (k.slot === slot) return true;
  if (k.slot !== slot - PAGE_SLOT_MS) return false;
  if (k.refreshing) return true;
  k.refreshing = true;
  return false;
}

function answerFrom(request: Pick<ListRequest, 'header' | 'https'>, k: Kept): ListAnswer {
  const encoding = chooseEncoding(request.header('accept-encoding'));
  const notModified = matchesEtag(request.header('if-none-match'), k.snap.etag);
  const headers: PreparedHeaders = preparedHeaders(k.snap, {
    policy: PUBLIC_PAGE_CACHE_CONTROL,
    encoding,
    notModified,
    https: request.https,
    api: false,
    contentType: 'text/html; charset=UTF-8',
  });
  return { status: notModified ? 304 : k.status, headers, body: notModified ? null : snapshotBytes(k.snap, encoding) };
}

/**
 * The fast path: a visitor's page or fragment kept for this slot and these published configs,
 * else undefined (the chain draws it and keeps it, keepPublicAnswer). A client that names an
 * encoding other than brotli or gzip goes through the chain, whose compress() may deflate.
 */
export function pageAnswer(deps: Deps): (request: ListRequest) => ListAnswer | undefined | Promise<ListAnswer | undefined> {
  const decide = (request: ListRequest): ListAnswer | undefined | Promise<ListAnswer | undefined> => {
    const cookies = cookiesOf(request);
    if (hasSession(cookies)) {
      const p = personalRequestOf(request, deps);
      return p && personalAnswer(deps, p, pageSlot(deps.now()));
    }
    const key = keyOf(request, cookies, deps);
    if (key === undefined) return undefined;
    const kept = keptOf(deps).get(key);
    if (!kept) return undefined;
    const acceptEncoding = request.header('accept-encoding');
    if (acceptEncoding !== undefined && chooseEncoding(acceptEncoding) === 'identity') return undefined;
    // Just drawn and still being compressed: wait for it rather than draw it again (a burst of
    // requests in those few milliseconds would each have drawn and compressed the same page).
    if (!kept.value) return kept.pending.then((k) => (usable(k, deps) ? answerFrom(request, k) : undefined));
    return usable(kept.value, deps) ? answerFrom(request, kept.value) : undefined;
  };
  return (request) => {
    if (request.method !== 'GET' || !isPageOrFragment(request.path)) return undefined;
    // On PostgreSQL, at most once a second: has another instance published?
    const waiting = refreshLiveConfigs(deps);
    return waiting ? waiting.then(() => decide(request)) : decide(request);
  };
}

/**
 * A visitor's page or fragment drawn by the chain: kept for the fast path when its answer is
 * everyone's (no cookie set, no session, no consent cookie of the older form, cookies a shared
 * cache reads as the server does), and sent from the kept snapshot, so this answer and every
 * later one are the same bytes with the same ETag. Undefined when it is not everyone's: the caller
 * sends it as the request's own.
 */
export async function sendPublicAnswer(c: Context<AppEnv>, html: string, status: 200 | 404, slot: number): Promise<Response | undefined> {
  if (c.res.headers.has('set-cookie')) return undefined;
  const request = listRequestFrom(c.req.raw);
  // A consent cookie of the older form (what this answer shows depends on the clock; nginx bypasses
  // its cache for it too), or audience cookies a shared cache's key would read otherwise than the
  // server did: this browser's own.
  const cookie = request.header('cookie');
  if (consentKeyOf(cookie) === DATED || !readsAsFirstPairs(cookie, cookiesOf(request), AUDIENCE_COOKIES)) return undefined;
  const { deps } = c.var;
  const key = keyOf(request, cookiesOf(request), deps);
  const generation = configGeneration(deps.configs);
  let k: Kept;
  if (key === undefined || deps.drawEveryRequest) {
    k = { slot, generation, status, snap: await compressedSnapshot(Buffer.from(html)) };
  } else {
    const map = keptOf(deps);
    // Requests of one audience drawn together (the first moment after a start or a publish) share
    // one compression: an entry of this slot and these configs is taken even while it is pending.
    const tag = `${slot}/${generation}`;
    const known = map.get(key);
    const entry =
      known?.tag === tag
        ? known
        : Object.assign(
            remember(map, key, async () => ({ slot, generation, status, snap: await compressedSnapshot(Buffer.from(html)) })),
            { tag },
          );
    map.delete(key);
    map.set(key, entry);
    if (map.size > PAGE_CACHE_MAX_ENTRIES) map.delete(map.keys().next().value!);
    k = await entry.pending;
  }
  const answer = answerFrom(request, k);
  return new Response(answer.body && asBody(answer.body), { status: answer.status, headers: answer.headers.record });
}
