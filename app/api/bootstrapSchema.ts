import { DEFAULT_CURRENCY_COUNT, HOVER_GAPS } from '../../schemas/specConstants.ts';
/**
 * The bootstrap check the browser runs, written with zod/mini (about 5 KB gzip instead of the
 * 25 KB of classic zod, which kept the first page over its JS budget). It mirrors
 * schemas/bootstrap.ts field for field, with the same defaults and fallbacks;
 * tests/engine/headerBootstrapSchema.test.ts holds the two to the same answers.
 */
// Order matters: jitless must be set before the schemas below are constructed.
import './zodJitless.ts';
import * as z from 'zod/mini';
import type { Bootstrap as BootstrapType } from '../../schemas/bootstrap.ts';
import { FLAG_NAMES, MARKET_KINDS, NAV_ITEM_TYPES, REGION_FLAG_NAMES, TAG_TYPES } from '../../schemas/enums.ts';
import { OFFER_NAMES } from '../../schemas/offers.ts';
import { LANG_CODES, SITE_CODES } from '../../schemas/siteConstants.ts';

export { FLAG_NAMES, MARKET_KINDS, NAV_ITEM_TYPES, REGION_FLAG_NAMES, TAG_TYPES };

const int = () => z.number().check(z.refine(Number.isSafeInteger, 'expected an integer'));
const coercedInt = () => z.coerce.number().check(z.refine(Number.isSafeInteger, 'expected an integer'));
const lenient = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z._default(z.catch(schema, fallback as never), fallback as never);

const SiteCode = z.enum(SITE_CODES);
const Lang = z.enum(LANG_CODES as [string, ...string[]]);
const Platform = z.enum(['web', 'h5']);
const AccountMode = z.enum(['classic', 'single_currency', 'multi_currency']);
const RiseColor = z.enum(['risered', 'risegreen']);
const RefTime = z.enum(['24h', 'utc0', 'utc8']);
const I18nText = z.partialRecord(Lang, z.string());
const strings = () => z.array(z.string().check(z.minLength(1)));

const Condition = z.strictObject({
  login: z.optional(z.enum(['in', 'out'])),
  sites: z.optional(z.array(SiteCode).check(z.minLength(1))),
  needs: z.optional(z.array(z.enum(OFFER_NAMES)).check(z.minLength(1))),
  compliance: z.optional(strings()),
  business: z.optional(strings()),
  flagsOff: z.optional(z.array(z.enum(FLAG_NAMES))),
  flagsOn: z.optional(z.array(z.enum(FLAG_NAMES))),
  platform: z.optional(Platform),
  langs: z.optional(z.array(Lang).check(z.minLength(1))),
  notLangs: z.optional(z.array(Lang)),
  accountModes: z.optional(z.array(AccountMode).check(z.minLength(1))),
  minTier: z.optional(int().check(z.minimum(0))),
  maxTier: z.optional(int().check(z.minimum(0))),
});

const NavTag = z.strictObject({
  type: z.enum(TAG_TYPES),
  code: z.optional(z.string()),
  word: z.optional(z.string()),
  light_icon: z.optional(z.string()),
  dark_icon: z.optional(z.string()),
});

const navItemFields = {
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9_.-]*$/, 'id: lower-case letters, digits, _ . - only')),
  type: z.enum(NAV_ITEM_TYPES),
  label: z.string(),
  label_i18n: z.optional(I18nText),
  desc: z.optional(z.string()),
  desc_i18n: z.optional(I18nText),
  href: z.optional(z.string()),
  external: z.optional(z.boolean()),
  icon: z.optional(z.string()),
  badge: z.optional(z.enum(['referral20', 'new', 'hot', 'zeroFees'])),
  tags: z.optional(z.array(NavTag)),
  show_mode: z.optional(z.enum(['vertical', 'horizontal'])),
  split: z.optional(z.union([z.literal(6), z.literal(8)])),
  hover_gap: z.optional(z.literal(HOVER_GAPS)),
  market: z.optional(z.enum(MARKET_KINDS)),
  analytics: z.optional(z.string()),
  when: z.optional(Condition),
};

type Item = { type: string; href?: string; market?: string; children?: Item[] };
const NavItem: z.ZodMiniType<Item> = z.lazy(() =>
  z.strictObject({ ...navItemFields, children: z.optional(z.array(NavItem)) }).check(
    z.superRefine((item, ctx) => {
      const issue = (key: string, message: string) => ctx.issues.push({ code: 'custom', path: [key], message, input: item });
      if (item.type === 'link' && !item.href) issue('href', 'a link needs an href');
      if (item.type === 'market' && !item.market) issue('market', 'a market item needs a market kind');
      if ((item.type === 'menu' || item.type === 'group') && !item.children?.length) issue('children', `a ${item.type} needs children`);
    }),
  ),
);

const FooterColumn = z.strictObject({
  id: z.string(),
  title: z.string(),
  title_i18n: z.optional(z.partialRecord(z.string(), z.string())),
  items: z.array(NavItem).check(z.minLength(1)),
  when: z.optional(Condition),
});

// Loose at the top: a field added to the region config schema later passes through unchecked here
// (the server validated the config with the full schema) instead of failing every page.
const RegionConfig = z.looseObject({
  $schema: z.optional(z.string()),
  code: SiteCode,
  name: z.string(),
  sub_website_id: z.nullable(int()),
  hosts: z._default(z.array(z.string()), []),
  countries: z._default(z.array(z.string().check(z.regex(/^[A-Z]{2}$/, 'an ISO 3166 country code like DE'))), []),
  linkHosts: z._default(z.array(z.string()), []),
  offers: z._default(z.array(z.enum(OFFER_NAMES)), []),
  defaults: z.strictObject({
    tradePair: z.string().check(z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/, 'a pair like BTC_USDT')),
    depositHref: z.string(),
    withdrawHref: z.string(),
    loginHref: z.string(),
    signupHref: z.string(),
    loginLabel: z.optional(z.string()),
    fiat: z._default(z.string(), 'USD'),
    upgradePlans: z._default(z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])), [1, 2, 3]),
    upgradeHover: z._default(z.enum(['always', 'paidTiers', 'never']), 'always'),
    liveSiteUrl: z.optional(z.string()),
    countrySites: z._default(z.partialRecord(Lang, z.string()), {}),
    restrictedLangs: z._default(z.array(Lang), []),
  }),
  flags: z._default(z.partialRecord(z.enum(REGION_FLAG_NAMES), z.boolean()), {}),
  riseColors: z.array(RiseColor).check(z.minLength(1)),
  refTimes: z.array(RefTime).check(z.minLength(1)),
  header: z.strictObject({ main: z.array(NavItem), wallet: z.array(NavItem), orders: z.array(NavItem), profile: z.array(NavItem) }),
  footer: z.strictObject({
    columns: z.array(FooterColumn),
    texts: z._default(z.array(NavItem), []),
    copyright: z.string(),
    social: z.boolean(),
    qr: z.boolean(),
    socialLinks: z._default(z.array(NavItem), []),
  }),
});

const bool = (v: boolean) => lenient(z.boolean(), v);
const str = (v: string) => lenient(z.string(), v);

const SiteParams = z.object({
  fiat_list: lenient(z.array(z.object({ fiat: z.string().check(z.minLength(1)), symbol: z.string() })), []),
  lang_list: lenient(z.record(z.string(), z.string()), {}),
  lang_prefix: str(''),
  sub_website_id: lenient(z.nullable(int()), 0),
  isLogin: bool(false),
  is_service_host: bool(false),
  curr_fiat: str('USD'),
  currency_count: lenient(int(), DEFAULT_CURRENCY_COUNT),
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
  limitCountryUserStatus: lenient(int(), 0),
  isShowComplianceTips: bool(false),
  isBlockedCountry: bool(false),
  isIpLimit: bool(false),
});

const num = (v: number) => z.catch(z.coerce.number(), v);
const UserInfo = z.object({
  uid: coercedInt(),
  tier_level: z.catch(coercedInt().check(z.minimum(0)), 0),
  nickname: z.catch(z.string(), ''),
  user_avatar: z.catch(z.string(), ''),
  user_nick: z.catch(z.string(), ''),
  tier_next_progress: z.catch(z.coerce.number().check(z.minimum(0), z.maximum(100)), 0),
  tier_next_usdt: num(0),
  tier_next_fiat: num(0),
  curr_fiat: z.catch(z.string(), 'USD'),
  tier_next_gt_min: num(0),
  tier_next_gt_only: num(0),
  tier_next_asset_only_usd: num(0),
  tier_all_trade_usdt: num(0),
  tier_all_trade_jpy: num(0),
  total_usd: num(0),
  kyc_status: z.catch(coercedInt(), 0),
  safe_level: z.catch(coercedInt(), 0),
  isLogin: z.catch(z.boolean(), true),
  is_login: z.catch(z.boolean(), true),
  is_sub_account: z.catch(z.boolean(), false),
  white_list_show: z.catch(z.boolean(), false),
  is_trial_vip: z._default(z.catch(z.boolean(), false), false),
});

const noLimit = { au_redirect: false, is_sanction_country: false };
const ComplianceCheck = z.object({
  menu: lenient(z.array(z.string()), []),
  business: lenient(z.array(z.string()), []),
  limit: lenient(z.object({ au_redirect: bool(false), is_sanction_country: bool(false) }), noLimit),
});

const MiniBootstrap = z.object({
  site: SiteCode,
  lang: Lang,
  config: RegionConfig,
  params: SiteParams,
  user: z.nullable(UserInfo),
  compliance: ComplianceCheck,
  accountMode: AccountMode,
  prefs: z.object({
    riseColorValue: RiseColor,
    reftimeValue: RefTime,
    currFiat: z.string(),
    currencyRate: z.enum(['open', 'closed']),
    theme: z.enum(['light', 'dark']),
    locale: Lang,
  }),
  profile: z.nullable(z.string()),
});

type Issue = { path: PropertyKey[]; message: string };
type Result = { success: true; data: BootstrapType } | { success: false; error: { issues: Issue[] } };

/** The same surface app/api/bootstrap.ts used with the classic schema. */
export const Bootstrap = {
  safeParse: (input: unknown): Result => MiniBootstrap.safeParse(input) as Result,
};
