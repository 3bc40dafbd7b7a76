import type * as z from 'zod/mini';
import { BUILD_NUMBER, LIST_PAGE_SIZE, RECORD_PAGE_SIZE } from './specConstants.ts';

/**
 * Every HTTP endpoint of the reference server, by name, each one entry: its method, its path (Hono
 * syntax, `:param` for a path segment), the query the browser sends (the fixed values, which a call
 * may override), the name fault injection knows it by, and its request and response schemas. The
 * one place an endpoint is written: the browser's calls (app/layer/api/call.ts), the server's routes
 * (server/routes/*), the fault table (server/faults.ts), the load bench and the tests all read it
 * from here, and tests/server/endpoints.test.ts checks that the server serves exactly this table.
 *
 * The schemas are behind `import()`, so the browser's first chunk carries the table and no schema:
 * a call loads its endpoint's schema module when it is made, and the server resolves them all at
 * start (schemas/endpointSchemas.ts). Pages the app draws (`GET *`) are not endpoints.
 */

export type Method = 'GET' | 'POST';

export type QueryValue = string | number | boolean | undefined;

/** The schemas of an endpoint: the body it accepts, the JSON answer (envelope included) it gives on success. */
export interface EndpointSchemas {
  readonly request?: z.core.$ZodType;
  readonly response?: z.core.$ZodType;
  /**
   * How the browser reads the answer (SPEC §5, §8): the envelope strictly, each list row by row
   * (rowsOf, schemas/api/envelope.ts: a row that does not fit is left out and counted, the others
   * kept) or, for the menus, left to the caller's item reader. `response` is the strict shape the
   * server makes; without `read` the browser reads with it.
   */
  readonly read?: z.core.$ZodType;
}

export interface EndpointSpec {
  /** The query the browser sends, with its fixed values; a call may override each. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Headers the browser sends with every call of this endpoint. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The name a test puts in `x-fault` (server/faults.ts); endpoints sharing one are one call. */
  readonly fault?: string;
  /** What a bare fault answers: 503 for the herald calls (tests rely on it), 500 otherwise. */
  readonly faultStatus?: 500 | 503;
  /**
   * The endpoint's schemas, loaded when first needed: written `lazy(() => import(…))`, which checks
   * the shape (typed `unknown` here so each entry keeps its own schemas' types).
   */
  readonly schemas?: unknown;
}

/** An endpoint's schema module, loaded on first use; typed as the module gives it. */
const lazy = <const T extends EndpointSchemas>(load: () => Promise<T>) => load;

const get = <const P extends string, const S extends EndpointSpec = EndpointSpec>(path: P, spec?: S) =>
  ({ method: 'GET', path, ...(spec as S) }) as { readonly method: 'GET'; readonly path: P } & S;
const post = <const P extends string, const S extends EndpointSpec = EndpointSpec>(path: P, spec?: S) =>
  ({ method: 'POST', path, ...(spec as S) }) as { readonly method: 'POST'; readonly path: P } & S;

/** The ops console API's prefix; its middleware (ops role only) covers everything below it. */
export const OPS_API = '/api/ops/v1';

/** SPEC §7 and our own calls, grouped as the server's route files are. */
export const ENDPOINTS = {
  // server/routes/herald.ts: the reminder (SPEC §7), all need a session.
  heraldTabs: get('/apiw/v2/herald/renew/tab', {
    query: { language: 'en' },
    fault: 'tabs',
    faultStatus: 503,
    schemas: lazy(() => import('./api/herald.ts').then((m) => ({ response: m.HeraldTabsResponse, read: m.HeraldTabsPage }))),
  }),
  heraldRecords: get('/apiw/v2/herald/renew/record', {
    query: { page: 1, size: RECORD_PAGE_SIZE, code: 'trade', language: 'en', now: undefined as number | undefined },
    fault: 'records',
    faultStatus: 503,
    schemas: lazy(() => import('./api/herald.ts').then((m) => ({ response: m.HeraldRecordsResponse, read: m.HeraldRecordsPage }))),
  }),
  heraldRead: post('/apiw/v2/herald/msg/read', {
    fault: 'read',
    faultStatus: 503,
    schemas: lazy(() => import('./api/herald.ts').then((m) => ({ response: m.MarkReadResponse }))),
  }),
  heraldUnread: get('/apiw/v2/herald/msg/unread/num', {
    fault: 'unread',
    faultStatus: 503,
    schemas: lazy(() => import('./api/herald.ts').then((m) => ({ response: m.UnreadNumResponse }))),
  }),
  // server/publicLists.ts: market lists (and the other public lists marked there).
  spots: get('/apiw/v2/market/spots', {
    query: { exchange_type: 'ALL', timezone: '' },
    fault: 'spots',
    schemas: lazy(() => import('./api/spot.ts').then((m) => ({ response: m.SpotsResponse, read: m.SpotsRead }))),
  }),
  futures: get('/apiw/v2/market/futures', {
    query: { exchange_type: 'CONTRACT_ALL', timezone: '', is_testnet: 0 },
    fault: 'futures',
    schemas: lazy(() => import('./api/futures.ts').then((m) => ({ response: m.FuturesResponse, read: m.FuturesRead }))),
  }),
  delivery: get('/apiw/v2/delivery/usdt/contracts', {
    fault: 'delivery',
    schemas: lazy(() => import('./api/delivery.ts').then((m) => ({ response: m.DeliveryResponse, read: m.DeliveryRead }))),
  }),
  options: get('/apiw/v2/options/underlying', {
    fault: 'options',
    schemas: lazy(() => import('./api/options.ts').then((m) => ({ response: m.OptionsResponse, read: m.OptionsRead }))),
  }),
  pilot: get('/apiw/v2/pilot/markets', {
    query: { exchange_type: 'PILOT_ALL', timezone: '' },
    fault: 'pilot',
    schemas: lazy(() => import('./api/pilot.ts').then((m) => ({ response: m.PilotResponse, read: m.PilotRead }))),
  }),
  preMarket: get('/apiw/v2/pre-market/service/currencies/simple-info', {
    query: { limit: LIST_PAGE_SIZE, page: 1 },
    fault: 'premarket',
    schemas: lazy(() => import('./api/preMarket.ts').then((m) => ({ response: m.PreMarketResponse, read: m.PreMarketRead }))),
  }),
  // server/routes/alpha.ts (the Alpha list: server/publicLists.ts)
  alpha: get('/apiw/v2/alpha/currencies', {
    query: { tab: 'ALPHA_ALLCHAIN', chain: undefined as string | undefined, timezone: '', page: 1, limit: LIST_PAGE_SIZE },
    fault: 'alpha',
    schemas: lazy(() => import('./api/alpha.ts').then((m) => ({ response: m.AlphaCurrenciesResponse, read: m.AlphaCurrenciesRead }))),
  }),
  alphaSearch: get('/apiw/v2/alpha/markets_by_keywords', {
    query: { keywords: '' },
    fault: 'alpha-search',
    schemas: lazy(() => import('./api/alpha.ts').then((m) => ({ response: m.AlphaSearchResponse, read: m.AlphaSearchRead }))),
  }),
  alphaPath: post('/api/web/v1/web3-trade-interface/memebox/symbol_to_path', {
    fault: 'alpha-path',
    schemas: lazy(() =>
      import('./api/alpha.ts').then((m) => ({ request: m.AlphaPathRequest, response: m.AlphaPathResponse, read: m.AlphaPathRead })),
    ),
  }),
  // server/routes/favourites.ts
  favourites: get('/api/web/v1/markets/favourites', {
    fault: 'favourites',
    schemas: lazy(() => import('./api/favourites.ts').then((m) => ({ response: m.FavouritesResponse, read: m.FavouritesRead }))),
  }),
  setFavourite: post('/api/web/v1/markets/favourites', {
    fault: 'favourites-set',
    schemas: lazy(() =>
      import('./api/favourites.ts').then((m) => ({ request: m.FavouriteRequest, response: m.FavouritesResponse, read: m.FavouritesRead })),
    ),
  }),
  // server/routes/site.ts and server/publicLists.ts: site-wide data.
  fiatList: get('/api/web/v1/site/buyCryptoFiatList', {
    fault: 'fiat-list',
    schemas: lazy(() => import('./api/fiat.ts').then((m) => ({ response: m.BuyCryptoFiatListResponse, read: m.BuyCryptoFiatListRead }))),
  }),
  fiatRates: get('/api/web/v1/site/currFiatMarketRates', {
    fault: 'fiat-rates',
    schemas: lazy(() => import('./api/fiat.ts').then((m) => ({ response: m.CurrFiatMarketRatesResponse }))),
  }),
  bulletin: get('/api/web/v1/site/fullsiteBulletin', {
    query: { site: undefined as string | undefined, as: undefined as string | undefined },
    fault: 'bulletin',
    schemas: lazy(() => import('./api/announcement.ts').then((m) => ({ response: m.BulletinResponse }))),
  }),
  headerMenu: get('/api/web/v1/site/headerMenuListV2', {
    fault: 'header-menu',
    schemas: lazy(() => import('./api/remoteMenu.ts').then((m) => ({ response: m.HeaderMenuResponse, read: m.MenuPage }))),
  }),
  remoteMenu: get('/apiw/v2/site/remote_menu', {
    query: { lang: 'en' },
    fault: 'remote-menu',
    schemas: lazy(() => import('./api/remoteMenu.ts').then((m) => ({ response: m.RemoteMenuResponse, read: m.MenuPage }))),
  }),
  tradeTabs: get('/apiw/v2/common/tabs', {
    query: { area: 'web_trade' },
    headers: { 'X-Gate-Build-Number': BUILD_NUMBER },
    fault: 'trade-tabs',
    schemas: lazy(() => import('./api/commonTabs.ts').then((m) => ({ response: m.CommonTabsResponse, read: m.CommonTabsRead }))),
  }),
  // server/routes/headerBubble.ts
  headerBubble: get('/api/web/v1/site/header_bubble', {
    fault: 'bubble',
    schemas: lazy(() => import('./api/headerBubble.ts').then((m) => ({ response: m.HeaderBubbleResponse }))),
  }),
  // server/routes/bootstrap.ts: the versioned region config and the bootstrap answer.
  regionConfig: get('/api/web/v1/site/regionConfig/:site/:lang/:version'),
  bootstrap: get('/api/web/v1/site/bootstrap', {
    query: { lang: 'en', site: undefined as string | undefined, as: undefined as string | undefined },
    fault: 'bootstrap',
    schemas: lazy(() => import('./api/bootstrap.ts').then((m) => ({ response: m.BootstrapResponse }))),
  }),
  // server/routes/account.ts
  accountMode: get('/apiw/v2/unified/account_mode', {
    fault: 'account-mode',
    schemas: lazy(() => import('./api/accountMode.ts').then((m) => ({ response: m.AccountModeResponse }))),
  }),
  crossMargin: get('/apiweb/v1/spot/cross_margin/info', {
    fault: 'cross-margin',
    schemas: lazy(() => import('./api/crossMargin.ts').then((m) => ({ response: m.CrossMarginResponse }))),
  }),
  // server/routes/user.ts: the user center.
  login: post('/api/web/v1/usercenter/login', {
    schemas: lazy(() => import('./api/session.ts').then((m) => ({ request: m.LoginRequest, response: m.LoginResponse }))),
  }),
  logout: post('/api/web/v1/usercenter/logout', {
    fault: 'logout',
    schemas: lazy(() => import('./api/session.ts').then((m) => ({ response: m.LogoutResponse }))),
  }),
  logoutAll: get('/api/web/v1/usercenter/logoutAll', {
    fault: 'logout-all',
    schemas: lazy(() => import('./api/session.ts').then((m) => ({ response: m.LogoutResponse }))),
  }),
  logoutLink: get('/logout', { fault: 'logout-link' }),
  logoutLinkLang: get('/:lang/logout', { fault: 'logout-link' }),
  userInfo: get('/api/web/v1/usercenter/user_info', {
    schemas: lazy(() => import('./api/session.ts').then((m) => ({ response: m.UserInfoResponse }))),
  }),
  userTag: get('/api/web/v1/usercenter/get_user_tag', {
    fault: 'user-tag',
    schemas: lazy(() => import('./api/session.ts').then((m) => ({ response: m.UserTagResponse, read: m.UserTagRead }))),
  }),
  // server/routes/telemetry.ts
  analytics: post('/api/web/v1/analytics/events', {
    schemas: lazy(() => import('./api/telemetry.ts').then((m) => ({ request: m.AnalyticsRequest, response: m.AnalyticsResponse }))),
  }),
  errorReport: post('/api/web/v1/error_reports', {
    schemas: lazy(() => import('./api/telemetry.ts').then((m) => ({ request: m.ErrorReportRequest, response: m.ErrorReportResponse }))),
  }),
  // server/routes/icons.ts: generated images.
  coinIcon: get('/icons/coins/:file'),
  chainIcon: get('/icons/chains/:file'),
  avatarIcon: get('/icons/avatars/:file'),
  navIcon: get('/icons/nav/:file'),
  bannerImage: get('/icons/banners/:file'),
  socialIcon: get('/icons/social/:file'),
  tagImage: get('/icons/tags/:file'),
  vipArt: get('/icons/vip/:file'),
  // server/routes/docs.ts: regional legal documents.
  legalDoc: get('/docs/:site/:file'),
  // server/routes/oauth.ts: the testnet's mock login.
  oauthAuthorize: get('/oauth/authorize'),
  oauthCallback: get('/oauth/callback'),
  // server/routes/ops.ts: the ops console API (ops role only).
  opsState: get(`${OPS_API}/state`),
  opsVersions: get(`${OPS_API}/targets/:name/versions`),
  opsVersion: get(`${OPS_API}/targets/:name/versions/:version`),
  opsValidate: post(`${OPS_API}/targets/:name/validate`),
  opsPublish: post(`${OPS_API}/targets/:name/publish`),
  opsRollback: post(`${OPS_API}/targets/:name/rollback`),
  opsAudit: get(`${OPS_API}/audit`),
  opsAuditExport: get(`${OPS_API}/audit/export`),
  opsExport: get(`${OPS_API}/targets/:name/export`),
  // server/routes/opsChanges.ts: change requests (four-eyes approval) and scheduled publishing.
  opsChanges: get(`${OPS_API}/changes`),
  opsChangeRequest: post(`${OPS_API}/targets/:name/changes`),
  opsChangeApprove: post(`${OPS_API}/changes/:id/approve`),
  opsChangeReject: post(`${OPS_API}/changes/:id/reject`),
  opsChangePublish: post(`${OPS_API}/changes/:id/publish`),
  opsChangeSchedule: post(`${OPS_API}/changes/:id/schedule`),
  opsChangeCancel: post(`${OPS_API}/changes/:id/cancel`),
  opsChangeRebase: post(`${OPS_API}/changes/:id/rebase`),
  // server/routes/opsRollouts.ts: an approved change released to a share of visitors, then widened.
  opsRollouts: get(`${OPS_API}/rollouts`, {
    schemas: lazy(() => import('./api/rollouts.ts').then((m) => ({ response: m.RolloutListResponse }))),
  }),
  opsRolloutStart: post(`${OPS_API}/changes/:id/rollout`, {
    schemas: lazy(() => import('./rollout.ts').then((m) => ({ request: m.StartRolloutBody }))),
  }),
  opsRolloutWiden: post(`${OPS_API}/rollouts/:id/widen`, {
    schemas: lazy(() => import('./rollout.ts').then((m) => ({ request: m.WidenRolloutBody }))),
  }),
  // Finish (publish the change to everyone) or stop (everyone back on the live version) in one step.
  opsRolloutFinish: post(`${OPS_API}/rollouts/:id/finish`, {
    schemas: lazy(() => import('./rollout.ts').then((m) => ({ request: m.FinishRolloutBody }))),
  }),
  opsRolloutStop: post(`${OPS_API}/rollouts/:id/stop`, {
    schemas: lazy(() => import('./rollout.ts').then((m) => ({ request: m.StopRolloutBody }))),
  }),
  // server/routes/opsRolloutEffect.ts: what a rollout does, per variant.
  opsRolloutEffect: get(`${OPS_API}/rollouts/:id/effect`, {
    schemas: lazy(() => import('./api/rolloutEffect.ts').then((m) => ({ response: m.RolloutEffectResponse }))),
  }),
  // server/routes/opsGrants.ts: people and their grants, given and taken by an administrator.
  opsPeople: get(`${OPS_API}/people`, {
    schemas: lazy(() => import('./api/opsGrants.ts').then((m) => ({ response: m.OpsPeopleResponse }))),
  }),
  opsGrant: post(`${OPS_API}/people/:username/grants`, {
    schemas: lazy(() => import('./api/opsGrants.ts').then((m) => ({ request: m.OpsGrantBody, response: m.OpsGrantChangeResponse }))),
  }),
  opsRevoke: post(`${OPS_API}/people/:username/grants/revoke`, {
    schemas: lazy(() => import('./api/opsGrants.ts').then((m) => ({ request: m.OpsGrantBody, response: m.OpsGrantChangeResponse }))),
  }),
  // server/routes/opsLive.ts: each target's live version, polled by every open console.
  opsLive: get(`${OPS_API}/live`),
  // server/routes/draftLinks.ts: private preview links of a draft or a change request.
  opsDraftLink: post(`${OPS_API}/targets/:name/draft-links`, {
    schemas: lazy(() => import('./api/draftLinks.ts').then((m) => ({ request: m.DraftLinkRequest, response: m.DraftLinkIssuedResponse }))),
  }),
  opsChangeDraftLink: post(`${OPS_API}/changes/:id/draft-link`, {
    schemas: lazy(() =>
      import('./api/draftLinks.ts').then((m) => ({ request: m.ChangeDraftLinkRequest, response: m.DraftLinkIssuedResponse })),
    ),
  }),
  opsDraftLinks: get(`${OPS_API}/draft-links`, {
    schemas: lazy(() => import('./api/draftLinks.ts').then((m) => ({ response: m.DraftLinkListResponse }))),
  }),
  opsDraftLinkRevoke: post(`${OPS_API}/draft-links/:id/revoke`, {
    schemas: lazy(() => import('./api/draftLinks.ts').then((m) => ({ response: m.DraftLinkRevokeResponse }))),
  }),
  // Pages: opening a draft link (sets the preview cookie), and leaving the preview.
  draftLinkLeave: get('/draft/leave'),
  draftLinkOpen: get('/draft/:token'),
  // server/routes/layer.ts: the layer as fragments for host pages.
  layerElements: get('/layer/elements.js'),
  layerElementsCss: get('/layer/elements.css'),
  layerPart: get('/layer/:part'),
  layerPartLang: get('/:lang/layer/:part'),
  // server/routes/health.ts: for load balancers and monitoring.
  healthz: get('/healthz'),
  readyz: get('/readyz'),
  metrics: get('/metrics'),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** The `:param` names of a path, as a union. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path of an endpoint with its `:params` filled in (each value URI-encoded). */
export function pathOf<N extends EndpointName>(
  name: N,
  params: Record<PathParams<(typeof ENDPOINTS)[N]['path']>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return ENDPOINTS[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key])));
}

/** The query an endpoint's entry declares with `overrides` on top, as a search string ('' or '?a=1&b='); undefined values are left out. */
export function queryString(name: EndpointName, overrides: Readonly<Record<string, QueryValue>> = {}): string {
  const entry = ENDPOINTS[name];
  const query = 'query' in entry ? (entry.query as Readonly<Record<string, QueryValue>>) : {};
  const pairs = Object.entries({ ...query, ...overrides }).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]));
  return pairs.length ? `?${new URLSearchParams(pairs)}` : '';
}

/** A matcher for a table path: each `:param` stands for one non-empty path segment. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
