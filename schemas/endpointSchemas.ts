import type * as z from 'zod';
import { AccountModeResponse } from './api/accountMode.ts';
import { AlphaCurrenciesResponse, AlphaPathRequest, AlphaPathResponse, AlphaSearchResponse } from './api/alpha.ts';
import { BulletinResponse } from './api/announcement.ts';
import { BootstrapResponse } from './api/bootstrap.ts';
import { CommonTabsResponse } from './api/commonTabs.ts';
import { CrossMarginResponse } from './api/crossMargin.ts';
import { DeliveryResponse } from './api/delivery.ts';
import { FavouriteRequest, FavouritesResponse } from './api/favourites.ts';
import { BuyCryptoFiatListResponse, CurrFiatMarketRatesResponse } from './api/fiat.ts';
import { FuturesResponse } from './api/futures.ts';
import { HeaderBubbleResponse } from './api/headerBubble.ts';
import { HeraldRecordsResponse, HeraldTabsResponse, MarkReadResponse, UnreadNumResponse } from './api/herald.ts';
import { OptionsResponse } from './api/options.ts';
import { PilotResponse } from './api/pilot.ts';
import { PreMarketResponse } from './api/preMarket.ts';
import { HeaderMenuResponse, RemoteMenuResponse } from './api/remoteMenu.ts';
import { LoginRequest, LoginResponse, LogoutResponse, UserInfoResponse, UserTagResponse } from './api/session.ts';
import { SpotsResponse } from './api/spot.ts';
import { AnalyticsRequest, AnalyticsResponse, ErrorReportRequest, ErrorReportResponse } from './api/telemetry.ts';
import type { EndpointName } from './endpoints.ts';

/** The body an endpoint accepts and the JSON answer (envelope included) it gives on success. */
export interface EndpointSchemas {
  readonly request?: z.core.$ZodType;
  readonly response?: z.core.$ZodType;
}

/**
 * The schemas of schemas/endpoints.ts, by the same names (a name that is not in ENDPOINTS fails the
 * type check). The same schemas the browser reads its answers with (zod/mini where it loads them):
 * the server validates bodies with them and the tests check answers. Images, documents, pages
 * and the ops console (its answers are checked in app/ops/opsApi.ts) have none here.
 */
export const ENDPOINT_SCHEMAS = {
  heraldTabs: { response: HeraldTabsResponse },
  heraldRecords: { response: HeraldRecordsResponse },
  heraldRead: { response: MarkReadResponse },
  heraldUnread: { response: UnreadNumResponse },
  spots: { response: SpotsResponse },
  futures: { response: FuturesResponse },
  delivery: { response: DeliveryResponse },
  options: { response: OptionsResponse },
  pilot: { response: PilotResponse },
  preMarket: { response: PreMarketResponse },
  alpha: { response: AlphaCurrenciesResponse },
  alphaSearch: { response: AlphaSearchResponse },
  alphaPath: { request: AlphaPathRequest, response: AlphaPathResponse },
  favourites: { response: FavouritesResponse },
  setFavourite: { request: FavouriteRequest, response: FavouritesResponse },
  fiatList: { response: BuyCryptoFiatListResponse },
  fiatRates: { response: CurrFiatMarketRatesResponse },
  bulletin: { response: BulletinResponse },
  headerMenu: { response: HeaderMenuResponse },
  remoteMenu: { response: RemoteMenuResponse },
  tradeTabs: { response: CommonTabsResponse },
  headerBubble: { response: HeaderBubbleResponse },
  bootstrap: { response: BootstrapResponse },
  accountMode: { response: AccountModeResponse },
  crossMargin: { response: CrossMarginResponse },
  login: { request: LoginRequest, response: LoginResponse },
  logout: { response: LogoutResponse },
  logoutAll: { response: LogoutResponse },
  userInfo: { response: UserInfoResponse },
  userTag: { response: UserTagResponse },
  analytics: { request: AnalyticsRequest, response: AnalyticsResponse },
  errorReport: { request: ErrorReportRequest, response: ErrorReportResponse },
} as const satisfies Partial<Record<EndpointName, EndpointSchemas>>;
