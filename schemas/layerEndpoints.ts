import { BUILD_NUMBER } from './constants/api.ts';
import { LIST_PAGE_SIZE } from './constants/markets.ts';
import { RECORD_PAGE_SIZE } from './constants/reminder.ts';
import { get, lazy, post } from './endpointTable.ts';

/**
 * The layer's public endpoints (SPEC §7 and our own calls, the pages and files the server answers
 * outside the console), grouped as the server's route files are: what the layer's browser code,
 * the package and the fragments carry. The console's are schemas/opsEndpoints.ts.
 */
export const LAYER_ENDPOINTS = {
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

export type LayerEndpointName = keyof typeof LAYER_ENDPOINTS;
