/**
 * Every HTTP endpoint of the reference server, by name: its method and its path (Hono syntax,
 * `:param` for a path segment). The one place a path is written: the browser's calls (app/**), the
 * server's routes (server/routes/*), the fault table (server/faults.ts) and the tests all read it
 * from here, and tests/server/endpoints.test.ts checks that the server serves exactly this table.
 *
 * No imports, so the browser's first chunk can carry it; the request and response schemas of each
 * endpoint are in schemas/endpointSchemas.ts (classic zod, kept out of the browser's first chunk).
 * Pages the app draws (`GET *`) are not endpoints and are not listed.
 */

export type Method = 'GET' | 'POST';

interface Endpoint {
  readonly method: Method;
  readonly path: string;
}

const get = <const P extends string>(path: P) => ({ method: 'GET', path }) as const;
const post = <const P extends string>(path: P) => ({ method: 'POST', path }) as const;

/** The ops console API's prefix; its middleware (ops role only) covers everything below it. */
export const OPS_API = '/api/ops/v1';

/** SPEC §7 and our own calls, grouped as the server's route files are. */
export const ENDPOINTS = {
  // server/routes/herald.ts: the reminder (SPEC §7), all need a session.
  heraldTabs: get('/apiw/v2/herald/renew/tab'),
  heraldRecords: get('/apiw/v2/herald/renew/record'),
  heraldRead: post('/apiw/v2/herald/msg/read'),
  heraldUnread: get('/apiw/v2/herald/msg/unread/num'),
  // server/publicLists.ts: market lists (and the other public lists marked there).
  spots: get('/apiw/v2/market/spots'),
  futures: get('/apiw/v2/market/futures'),
  delivery: get('/apiw/v2/delivery/usdt/contracts'),
  options: get('/apiw/v2/options/underlying'),
  pilot: get('/apiw/v2/pilot/markets'),
  preMarket: get('/apiw/v2/pre-market/service/currencies/simple-info'),
  // server/routes/alpha.ts (the Alpha list: server/publicLists.ts)
  alpha: get('/apiw/v2/alpha/currencies'),
  alphaSearch: get('/apiw/v2/alpha/markets_by_keywords'),
  alphaPath: post('/api/web/v1/web3-trade-interface/memebox/symbol_to_path'),
  // server/routes/favourites.ts
  favourites: get('/api/web/v1/markets/favourites'),
  setFavourite: post('/api/web/v1/markets/favourites'),
  // server/routes/site.ts and server/publicLists.ts: site-wide data.
  fiatList: get('/api/web/v1/site/buyCryptoFiatList'),
  fiatRates: get('/api/web/v1/site/currFiatMarketRates'),
  bulletin: get('/api/web/v1/site/fullsiteBulletin'),
  headerMenu: get('/api/web/v1/site/headerMenuListV2'),
  remoteMenu: get('/apiw/v2/site/remote_menu'),
  tradeTabs: get('/apiw/v2/common/tabs'),
  // server/routes/headerBubble.ts
  headerBubble: get('/api/web/v1/site/header_bubble'),
  // server/routes/bootstrap.ts: the versioned region config (issue 15) and the bootstrap answer.
  regionConfig: get('/api/web/v1/site/regionConfig/:site/:lang/:version'),
  bootstrap: get('/api/web/v1/site/bootstrap'),
  // server/routes/account.ts
  accountMode: get('/apiw/v2/unified/account_mode'),
  crossMargin: get('/apiweb/v1/spot/cross_margin/info'),
  // server/routes/user.ts: the user center.
  login: post('/api/web/v1/usercenter/login'),
  logout: post('/api/web/v1/usercenter/logout'),
  logoutAll: get('/api/web/v1/usercenter/logoutAll'),
  logoutLink: get('/logout'),
  logoutLinkLang: get('/:lang/logout'),
  userInfo: get('/api/web/v1/usercenter/user_info'),
  userTag: get('/api/web/v1/usercenter/get_user_tag'),
  // server/routes/telemetry.ts
  analytics: post('/api/web/v1/analytics/events'),
  errorReport: post('/api/web/v1/error_reports'),
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
  opsLabels: get(`${OPS_API}/labels/:lang`),
  opsVersions: get(`${OPS_API}/targets/:name/versions`),
  opsVersion: get(`${OPS_API}/targets/:name/versions/:version`),
  opsValidate: post(`${OPS_API}/targets/:name/validate`),
  opsPublish: post(`${OPS_API}/targets/:name/publish`),
  opsRollback: post(`${OPS_API}/targets/:name/rollback`),
  opsAudit: get(`${OPS_API}/audit`),
  opsExport: get(`${OPS_API}/targets/:name/export`),
  // server/routes/layer.ts: the layer as fragments for host pages (issue 14).
  layerElements: get('/layer/elements.js'),
  layerElementsCss: get('/layer/elements.css'),
  layerPart: get('/layer/:part'),
  layerPartLang: get('/:lang/layer/:part'),
} as const satisfies Record<string, Endpoint>;

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

/** A matcher for a table path: each `:param` stands for one non-empty path segment. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
