import * as z from 'zod/mini';
import { DEFAULT_CURRENCY_COUNT } from './constants/preferences.ts';

export const FiatItem = z.object({ fiat: z.string().check(z.minLength(1)), symbol: z.string() });
export type FiatItem = z.infer<typeof FiatItem>;

/** A field that falls back to `value` when it is missing or malformed: a bad param never breaks the page. */
const lenient = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) =>
  z._default(z.catch(schema, value as never), value as never) as z.ZodMiniDefault<z.ZodMiniCatch<T>>;
const bool = (v: boolean) => lenient(z.boolean(), v);
const str = (v: string) => lenient(z.string(), v);

/** SPEC §3 site parameter defaults and common data, as one object the page reads in one place. */
export const SiteParams = z.object({
  fiat_list: lenient(z.array(FiatItem), []),
  lang_list: lenient(z.record(z.string(), z.string()), {}),
  lang_prefix: str(''),
  sub_website_id: lenient(z.nullable(z.int()), 0),
  isLogin: bool(false),
  is_service_host: bool(false),
  curr_fiat: str('USD'),
  currency_count: lenient(z.int(), DEFAULT_CURRENCY_COUNT),
  defaultBuyCryptoFiat: str('USD'),
  defaultP2PFiat: str('USD'),
  curr_fiat_market_rates: lenient(z.record(z.string(), z.number()), {}),
  nonce: str(''),
  mockAuthorizeHost: str(''),
  userLandingPageCountry: str(''),
  is_phone: bool(false),
  is_copper: bool(false),
  isUKLimit: bool(false),
  isBrazilToast: bool(false),
  isNlLimit: bool(false),
  isHKUser: bool(false),
  isItalyLimit: bool(false),
  isLTWToast: bool(false),
  isUzbekistanToast: bool(false),
  isWithdrawOnlyUser: bool(false),
  kyc_toast: bool(false),
  limitCountryUserStatus: lenient(z.int(), 0),
  isShowComplianceTips: bool(false),
  isBlockedCountry: bool(false),
  /** Not-logged-in IP limit (SPEC §6 "IP-limit reminder bar"). */
  isIpLimit: bool(false),
});
export type SiteParams = z.infer<typeof SiteParams>;
