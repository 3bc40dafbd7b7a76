import * as z from 'zod';
import { DEFAULT_CURRENCY_COUNT } from './specConstants.ts';

export const FiatItem = z.object({ fiat: z.string().min(1), symbol: z.string() });
export type FiatItem = z.infer<typeof FiatItem>;

/** SPEC §3 site parameter defaults and common data, as one object the page reads in one place. */
export const SiteParams = z.object({
  fiat_list: z.array(FiatItem).catch([]).default([]),
  lang_list: z.record(z.string(), z.string()).catch({}).default({}),
  lang_prefix: z.string().catch('').default(''),
  sub_website_id: z.number().int().nullable().catch(0).default(0),
  isLogin: z.boolean().catch(false).default(false),
  is_service_host: z.boolean().catch(false).default(false),
  curr_fiat: z.string().catch('USD').default('USD'),
  currency_count: z.number().int().catch(DEFAULT_CURRENCY_COUNT).default(DEFAULT_CURRENCY_COUNT),
  defaultBuyCryptoFiat: z.string().catch('USD').default('USD'),
  defaultP2PFiat: z.string().catch('USD').default('USD'),
  curr_fiat_market_rates: z.record(z.string(), z.number()).catch({}).default({}),
  nonce: z.string().catch('').default(''),
  mockAuthorizeHost: z.string().catch('').default(''),
  userLandingPageCountry: z.string().catch('').default(''),
  is_phone: z.boolean().catch(false).default(false),
  is_copper: z.boolean().catch(false).default(false),
  isUKLimit: z.boolean().catch(false).default(false),
  isBrazilToast: z.boolean().catch(false).default(false),
  isNlLimit: z.boolean().catch(false).default(false),
  isHKUser: z.boolean().catch(false).default(false),
  isItalyLimit: z.boolean().catch(false).default(false),
  isLTWToast: z.boolean().catch(false).default(false),
  isUzbekistanToast: z.boolean().catch(false).default(false),
  isWithdrawOnlyUser: z.boolean().catch(false).default(false),
  kyc_toast: z.boolean().catch(false).default(false),
  limitCountryUserStatus: z.number().int().catch(0).default(0),
  isShowComplianceTips: z.boolean().catch(false).default(false),
  isBlockedCountry: z.boolean().catch(false).default(false),
  /** Not-logged-in IP limit (SPEC §6 "IP-limit reminder bar"). */
  isIpLimit: z.boolean().catch(false).default(false),
});
export type SiteParams = z.infer<typeof SiteParams>;
