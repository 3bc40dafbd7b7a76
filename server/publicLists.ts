import { Hono } from 'hono';
import { getQueryParam } from 'hono/utils/url';
import * as z from 'zod';
import { announcementTarget, REMOTE_MENU } from '../engine/ops/targets.ts';
import type { RolloutKey } from '../engine/rollout.ts';
import { CHAIN_NAMES, CHAINS, Chain } from '../schemas/api/chain.ts';
import { ENDPOINTS, type EndpointName, pathOf } from '../schemas/endpoints.ts';
import type { AppEnv, Deps, RequestContext } from './appDeps.ts';
import { deliveryContracts, futuresContracts, optionsUnderlyings } from './data/contracts.ts';
import { buyCryptoOptions } from './data/fiat.ts';
import { alphaRow, alphaTokens, pilotRow, pilotTokens } from './data/onchain.ts';
import { preMarketRows } from './data/preMarket.ts';
import { TICK_MS } from './data/prices.ts';
import { spotRows } from './data/spots.ts';
import { tradeTabs } from './data/tradeTabs.ts';
import { draftListData } from './draft/content.ts';
import { hasDraftCookie } from './draft/view.ts';
import { faultAsked, faultCallOf } from './faults.ts';
import { ok, parseQuery, validate } from './http.ts';
import { cookiesOf, type ListAnswer, type ListRequest } from './listRequest.ts';
import { barFor, menuFor, rolledOut } from './ops/activeRollouts.ts';
import { bulletinAt } from './ops/announcementStore.ts';
import { configStoreFor, refreshLiveConfigs } from './ops/configStore.ts';
import { hasSession } from './pageCache.ts';
import { preparedHeaders } from './preparedHeaders.ts';
import { fixedParam, intParam, timezoneParam } from './queryParams.ts';
import { builtInMenu, latestMenu, liveMenuVersion, menuForLang } from './remoteMenu.ts';
import { readContext } from './requestContext.ts';
import { rolloutKey, visitorRolloutKey } from './rolloutKey.ts';
import { currentUser } from './session.ts';
import {
  type CachePolicy,
  chooseEncoding,
  matchesEtag,
  readySnapshot,
  STATIC_POLICY,
  sendSnapshot,
  snapshotBytes,
  TICK_POLICY,
  type Versioned,
} from './snapshots.ts';
import { webFastPath } from './webFastPath.ts';

/**
 * The public lists (SPEC §7 market lists, trade tabs, fiat list, menus, bulletin): the
 * same bytes for every visitor of a sub-site and language, built once per data change (the price
 * tick, a menu version) into a snapshot (server/snapshots.ts). This table is the one place that
 * knows them: their routes are registered from it, and so is the fast path that answers them
 * before the middleware chain.
 */
interface PublicList<Q = Record<string, unknown>> {
  endpoint: EndpointName;
  policy: CachePolicy;
  /** The query the call takes (a bad one is a 400); a list without one ignores its query. */
  query?: z.ZodType<Q, Record<string, string>>;
  /** The answer follows the sub-site, which the Host names through the live region configs. */
  bySite?: boolean;
  /**
   * The console target whose rollout this list follows (the remote menu, the sub-site's bar): while
   * one is served, the answer depends on the request's rollout key (engine/rollout.ts).
   */
  rolloutTarget?: (ctx: RequestContext) => string;
  /** The snapshot key (with the data's version) and how to build it when it is not there yet; `key` is the request's rollout key. */
  resolve(q: Q, ctx: RequestContext, deps: Deps, key: RolloutKey | null): Resolved | Promise<Resolved>;
}

interface Resolved {
  key: string;
  build: () => unknown;
  /** For data that moves with the price tick: the previous tick's answer serves while this one builds. */
  versioned?: Versioned;
}

// Each list is typed with its own query; the table holds them side by side.
const list = <Q>(l: PublicList<Q>) => l as unknown as PublicList;

/** The start of the current price tick: the version of everything that moves with prices. */
const tickOf = (deps: Deps) => Math.floor(deps.now() / TICK_MS) * TICK_MS;

/**
 * A list that moves with the price tick: keyed by the current tick `t` (built from it), and while
 * the new tick's answer is being built the newest one built is served if it is no older than a
 * cache may serve it anyway (the policy's stale-while-revalidate), so no request waits on a rebuild.
 */
function ticked(family: string, deps: Deps, build: (t: number) => unknown): Resolved {
  const t = tickOf(deps);
  return {
    key: `${family}|${t}`,
    build: () => build(t),
    versioned: { family, version: t, maxLag: TICK_POLICY.staleWhileRevalidate * 1000 },
  };
}

/** One page of a paged list, as SPEC §7's paged answers say it. */
const pageOf = <T>(all: readonly T[], q: { page: number; limit: number }) => ({
  list: all.slice((q.page - 1) * q.limit, q.page * q.limit),
  total: all.length,
  page: q.page,
  limit: q.limit,
});

// The testnet's list follows the sub-site, which may come from the site cookie.
const SITE_POLICY: CachePolicy = { ...TICK_POLICY, vary: ['Cookie'] };
// Per sub-site (Host, ?site= or the site cookie) and language (?lang= or X-Gate-AppLang).
const SITE_LANG_POLICY: CachePolicy = { ...STATIC_POLICY, vary: ['Cookie', 'X-Gate-AppLang'] };
const LANG_POLICY: CachePolicy = { ...STATIC_POLICY, vary: ['X-Gate-AppLang'] };
// Published by ops at any moment: a browser or CDN may keep it but asks (ETag) every time. During a
// rollout of the menu the answer follows the bucket cookie, the consent and the session.
const REVALIDATE_POLICY: CachePolicy = { maxAge: 0, staleWhileRevalidate: 0, vary: ['Cookie', 'X-Gate-AppLang'] };

const chainTabs = () => CHAINS.map((c) => ({ web3_chain: c, name: CHAIN_NAMES[c], icon: pathOf('chainIcon', { file: `${c}.svg` }) }));

function remoteMenuAt(version: number, lang: RequestContext['lang'], deps: Deps, key: RolloutKey | null): Resolved {
  // In a rollout of the menu: its change, numbered as its publish will be, kept apart from any published
  // version's answer; only while the version it was made on is live (a newer publish ends it).
  const variant = menuFor(deps.configs, key, deps.now());
  if (variant?.version === version + 1)
    return {
      key: `remote-menu|${variant.version}|${lang}|rollout ${variant.rollout}`,
      build: () => ({ version: variant.version, list: menuForLang(variant.menu.list, lang) }),
    };
  return {
    key: `remote-menu|${version}|${lang}`,
    build: async () => {
      const latest = await latestMenu(deps.db);
      return { version: latest.version, list: menuForLang(latest.menu.list, lang) };
    },
  };
}

export const PUBLIC_LISTS: readonly PublicList[] = [
  list({
    endpoint: 'spots',
    policy: TICK_POLICY,
    query: z.object({ exchange_type: fixedParam('ALL'), timezone: timezoneParam }),
    resolve: (q, _ctx, deps) => ticked(`spots|${q.timezone}`, deps, (t) => spotRows(t, q.timezone)),
  }),
  list({
    endpoint: 'futures',
    policy: SITE_POLICY,
    bySite: true,
    query: z.object({ exchange_type: fixedParam('CONTRACT_ALL'), timezone: timezoneParam, is_testnet: z.enum(['0', '1']).optional() }),
    resolve: (q, ctx, deps) => {
      const testnet = q.is_testnet === '1' || ctx.site === 'testnet';
      return ticked(`futures|${q.timezone}|${testnet}`, deps, (t) => futuresContracts(t, q.timezone, testnet));
    },
  }),
  list({
    endpoint: 'delivery',
    policy: TICK_POLICY,
    resolve: (_q, _ctx, deps) => ticked('delivery', deps, (t) => deliveryContracts(t)),
  }),
  list({
    endpoint: 'options',
    policy: TICK_POLICY,
    resolve: (_q, _ctx, deps) => ticked('options', deps, (t) => optionsUnderlyings(t)),
  }),
  list({
    endpoint: 'pilot',
    policy: TICK_POLICY,
    query: z.object({ exchange_type: fixedParam('PILOT_ALL'), timezone: timezoneParam }),
    resolve: (q, _ctx, deps) => ticked(`pilot|${q.timezone}`, deps, (t) => pilotTokens().map((p) => pilotRow(p, t, q.timezone))),
  }),
  list({
    endpoint: 'preMarket',
    policy: TICK_POLICY,
    query: z.object({ limit: intParam(100, 1, 100), page: intParam(1, 1, 10_000) }),
    resolve: (q, _ctx, deps) => ticked(`premarket|${q.page}|${q.limit}`, deps, (t) => pageOf(preMarketRows(t), q)),
  }),
  /** Alpha tokens by market cap, all chains or one (SPEC §7: tab ALPHA_ALLCHAIN, page 1, limit 100). */
  list({
    endpoint: 'alpha',
    policy: TICK_POLICY,
    query: z.object({
      tab: fixedParam('ALPHA_ALLCHAIN'),
      chain: z.union([Chain, z.literal('')]).optional(),
      timezone: timezoneParam,
      page: intParam(1, 1, 10_000),
      limit: intParam(100, 1, 100),
    }),
    resolve: (q, _ctx, deps) =>
      ticked(`alpha|${q.chain ?? ''}|${q.timezone}|${q.page}|${q.limit}`, deps, (t) => {
        const page = pageOf(
          alphaTokens().filter((token) => !q.chain || token.chain === q.chain),
          q,
        );
        return { ...page, list: page.list.map((token) => alphaRow(token, t, q.timezone)), chains: chainTabs() };
      }),
  }),
  /** The markets of the trade menu with their category tabs (SPEC §7 area=web_trade). */
  list({
    endpoint: 'tradeTabs',
    policy: LANG_POLICY,
    query: z.object({ area: fixedParam('web_trade') }),
    resolve: (q, { lang }) => ({ key: `tabs|${lang}`, build: () => ({ area: q.area, list: tradeTabs(lang) }) }),
  }),
  list({ endpoint: 'fiatList', policy: STATIC_POLICY, resolve: () => ({ key: 'fiat-list', build: () => ({ list: buyCryptoOptions() }) }) }),
  list({
    endpoint: 'bulletin',
    policy: SITE_LANG_POLICY,
    bySite: true,
    rolloutTarget: ({ site }) => announcementTarget(site),
    // Published by ops: the key follows the version and the item live now (and the rollout the request is in).
    resolve: async (_q, { site, lang }, deps, who) => {
      const { bar, rollout } = barFor(deps.configs, site, (await configStoreFor(deps)).announcements[site], who, deps.now());
      const { key, item } = bulletinAt(bar, lang, deps.now());
      return { key: `bulletin|${site}|${lang}|${key}${rollout === undefined ? '' : `|rollout ${rollout}`}`, build: () => item };
    },
  }),
  /** The built-in menu: what the client falls back to when the remote menu fails (SPEC §8). */
  list({
    endpoint: 'headerMenu',
    policy: LANG_POLICY,
    resolve: (_q, { lang }) => ({
      key: `header-menu|${lang}`,
      build: async () => ({ list: menuForLang((await builtInMenu()).list, lang) }),
    }),
  }),
  /**
   * Remote menu config (SPEC §7 "path not shown"): the latest version stored by the ops console,
   * built and compressed once per version and language. The version is asked per request on
   * PostgreSQL, so a publish on any instance is live on the next request (liveMenuVersion).
   */
  list({
    endpoint: 'remoteMenu',
    policy: REVALIDATE_POLICY,
    rolloutTarget: () => REMOTE_MENU,
    resolve: (_q, { lang }, deps, who) => {
      const version = liveMenuVersion(deps.db);
      return typeof version === 'number' ? remoteMenuAt(version, lang, deps, who) : version.then((v) => remoteMenuAt(v, lang, deps, who));
    },
  }),
];

/** The public lists through the middleware chain: what the fast path leaves, and the first build of each snapshot. */
export const publicListRoutes = new Hono<AppEnv>();
for (const l of PUBLIC_LISTS) {
  publicListRoutes.get(ENDPOINTS[l.endpoint].path, async (c) => {
    const q = l.query ? parseQuery(c, l.query) : {};
    // A draft link's viewer is sent the draft's bar or menu, drawn for this request alone.
    const drafted = await draftListData(c, l.endpoint);
    if (drafted) return ok(c, drafted.data);
    const { ctx, deps } = c.var;
    const who =
      l.rolloutTarget && rolledOut(deps.configs, l.rolloutTarget(ctx)) ? rolloutKey(c, deps.configs[ctx.site], await currentUser(c)) : null;
    const { key, build, versioned } = await l.resolve(q, ctx, deps, who);
    return sendSnapshot(c, key, l.policy, build, versioned);
  });
}

/** A query string as the fast path reads it: its values, and the list's validated query (undefined: a 400). */
interface ReadQuery {
  query: Record<string, string>;
  q: Record<string, unknown> | undefined;
}

const BY_PATH = new Map<string, { list: PublicList; fault: string | undefined; queries: Map<string, ReadQuery> }>(
  PUBLIC_LISTS.map((l) => {
    const { path } = ENDPOINTS[l.endpoint];
    return [path, { list: l, fault: faultCallOf('GET', path)?.name, queries: new Map() }];
  }),
);
/** The paths of the public lists: a request for any other is left at the first look. */
export const PUBLIC_LIST_PATHS: ReadonlySet<string> = new Set(BY_PATH.keys());
// Clients send the same few query strings again and again: each is read and validated once.
const MAX_QUERIES = 256;

function readQuery(list: PublicList, search: string): ReadQuery {
  // getQueryParam reads a whole URL; only what follows its '?' counts.
  const query = getQueryParam(`http://localhost/${search}`) as Record<string, string>;
  if (!list.query) return { query, q: {} };
  try {
    return { query, q: validate(list.query, query, 'query') };
  } catch {
    return { query, q: undefined };
  }
}

type Decided = ListAnswer | undefined;

/**
 * Answers a public list from its built snapshot before the middleware chain, with the very headers
 * the chain would send (snapshotHeaders plus addSecurityHeaders, prepared once per snapshot), so a
 * list costs about what a static file does. It answers only what the chain would answer with
 * nothing but the snapshot; it returns undefined, and the chain answers, for anything else: another
 * path or method, ?site= or ?as= (they
 * set cookies), a draft link's cookie (its viewer may be shown a draft), a bad query (a 400), a fault asked for (FAULTS=1), a snapshot not built yet (the
 * chain builds it, under its timeout), a client that takes neither brotli nor gzip but names an
 * encoding (the chain's compress() may deflate), or a database error.
 */
export function publicListAnswer(deps: Deps): (request: ListRequest) => Decided | Promise<Decided> {
  return (request) => {
    if (request.method !== 'GET') return undefined;
    const entry = BY_PATH.get(request.path);
    if (!entry) return undefined;
    const cookies = cookiesOf(request);
    if (hasDraftCookie(cookies)) return undefined;
    if (entry.fault && faultAsked(request.header('x-fault'), cookies.fault, entry.fault)) return undefined;
    const { search } = request;
    let read = entry.queries.get(search);
    if (!read) {
      read = readQuery(entry.list, search);
      if (entry.queries.size >= MAX_QUERIES) entry.queries.clear();
      entry.queries.set(search, read);
    }
    const { query, q } = read;
    if (query.site !== undefined || query.as !== undefined || !q) return undefined;
    // On PostgreSQL the sub-site's Host is checked against the configs published now, as liveRegionConfigs does.
    const waiting = entry.list.bySite ? refreshLiveConfigs(deps) : undefined;
    return waiting
      ? waiting.then(() => listAnswer(request, deps, entry.list, query, q, cookies))
      : listAnswer(request, deps, entry.list, query, q, cookies);
  };
}

// A module function, not a closure made per request: a named closure costs tsx's __name each time.
function listAnswer(
  request: ListRequest,
  deps: Deps,
  list: PublicList,
  query: Record<string, string>,
  q: Record<string, unknown>,
  cookies: Readonly<Record<string, string>>,
): Decided | Promise<Decided> {
  const { ctx, problem } = readContext(
    { query, cookies, host: request.host, langHeader: request.header('x-gate-applang'), https: request.https },
    deps,
  );
  if (problem) return undefined;
  // In a rollout of this list's target: a trader's key is the uid, read by the chain from the session.
  const rolled = list.rolloutTarget !== undefined && rolledOut(deps.configs, list.rolloutTarget(ctx));
  if (rolled && hasSession(cookies)) return undefined;
  const resolved = list.resolve(
    q,
    ctx,
    deps,
    rolled ? visitorRolloutKey(request.header('cookie'), deps.configs[ctx.site], deps.now()) : null,
  );
  return resolved instanceof Promise
    ? resolved.then((r) => fromSnapshot(request, deps, r, list.policy, ctx.https))
    : fromSnapshot(request, deps, resolved, list.policy, ctx.https);
}

function fromSnapshot(request: ListRequest, deps: Deps, { key, build, versioned }: Resolved, policy: CachePolicy, https: boolean): Decided {
  const snap = readySnapshot(deps, key, build, versioned);
  if (!snap) return undefined;
  const acceptEncoding = request.header('accept-encoding');
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === 'identity' && acceptEncoding !== undefined) return undefined;
  const notModified = matchesEtag(request.header('if-none-match'), snap.etag);
  const headers = preparedHeaders(snap, { policy, encoding, notModified, https, api: true });
  return { status: notModified ? 304 : 200, headers, body: notModified ? null : snapshotBytes(snap, encoding) };
}

/** publicListAnswer for a web Request (tests call it alone; createApp runs server/fastPath.ts). */
export function publicListFastPath(deps: Deps): (request: Request) => Response | undefined | Promise<Response | undefined> {
  return webFastPath(publicListAnswer(deps));
}
