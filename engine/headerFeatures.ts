import type { VisibilityContext } from '../schemas/context.ts';
import type { NavItem } from '../schemas/navItem.ts';
import type { RefTime, RegionConfig, RiseColor } from '../schemas/regionConfig.ts';

/** Which header parts show for a context (SPEC §6), derived from region flags and compliance. */
export interface HeaderFeatures {
  login: boolean;
  signup: boolean;
  deposit: boolean;
  notifications: boolean;
  language: boolean;
  theme: boolean;
  settings: boolean;
  search: boolean;
  download: boolean;
  logout: boolean;
  fiat: boolean;
  accountMenus: boolean;
  ipLimitBar: boolean;
  demoBadge: boolean;
  complianceRedirect: boolean;
  riseColors: RiseColor[];
  refTimes: RefTime[];
}

export function headerFeatures(config: RegionConfig, ctx: VisibilityContext): HeaderFeatures {
  const f = config.flags;
  const visitor = !ctx.isLogin;
  const limit = ctx.compliance.limit;
  return {
    login: visitor && !f.hiddenLogin,
    signup: visitor && !f.hiddenSignup,
    deposit: ctx.isLogin && !f.hiddenDeposit && !ctx.compliance.menu.includes('deposit'),
    notifications: ctx.isLogin && !f.hiddenNotification,
    language: !f.hiddenLanguage,
    theme: !f.hiddenThemeMode,
    settings: !f.hiddenSetting,
    search: !f.hiddenSearch,
    download: !f.hiddenDownload,
    logout: ctx.isLogin && !f.hiddenLogout,
    fiat: !f.hiddenFiat,
    accountMenus: ctx.isLogin,
    ipLimitBar: visitor && ctx.flags.isIpLimit === true,
    demoBadge: ctx.site === 'testnet',
    // SPEC §6: Australia redirect or the Turkey sanction-country flag go to the compliance tips page.
    complianceRedirect: limit.au_redirect || (ctx.site === 'tr' && limit.is_sanction_country),
    riseColors: config.riseColors,
    refTimes: config.refTimes,
  };
}

const DEFAULT_PAIR = 'BTC_USDT';
const TRADE_PATH = /^\/trade\/BTC_USDT(?=$|[?#])/;

function withPair(items: readonly NavItem[], pair: string): NavItem[] {
  return items.map((item) => {
    const next: NavItem = { ...item };
    if (item.href && TRADE_PATH.test(item.href)) next.href = item.href.replace(TRADE_PATH, `/trade/${pair}`);
    if (item.children) next.children = withPair(item.children, pair);
    return next;
  });
}

/**
 * SPEC §2 region defaults: the header's trade entries open the sub-site's own pair (BTC_TRY,
 * BTC_SGD, BTC_USDC, BTC_JPY, BTC_AED...). Configs write the global pair once in base.json; this
 * rewrites the main navigation for the region's `defaults.tradePair`.
 */
export function withRegionDefaults(config: RegionConfig): RegionConfig {
  const pair = config.defaults.tradePair;
  if (pair === DEFAULT_PAIR) return config;
  return { ...config, header: { ...config.header, main: withPair(config.header.main, pair) } };
}

/**
 * SPEC §2 testnet: the live-trading link goes to the live site keeping the current path, or to
 * /trade/BTC_USDT from the home page and the login pages. Null when the region has no live site.
 */
export function liveTradingHref(liveSiteUrl: string | undefined, path: string, search = ''): string | null {
  if (!liveSiteUrl) return null;
  const keep = path !== '/' && path !== '' && !/^\/(login|signup|oauth)(\/|$)/.test(path);
  try {
    const live = new URL(liveSiteUrl);
    const url = new URL(keep ? `${path}${search}` : `/trade/${DEFAULT_PAIR}`, live);
    // A path like `//host/x` (the app answers any path) would otherwise point the link at that host.
    return url.origin === live.origin ? url.href : new URL(`/trade/${DEFAULT_PAIR}`, live).href;
  } catch {
    return null;
  }
}

export type LanguageChoice = { kind: 'switch' } | { kind: 'countrySite'; url: string };

/**
 * SPEC §4: choosing a language that has its own country site (Turkish) on another sub-site asks
 * whether to stay or go; on that country's sub-site (its host is ours) it switches directly.
 */
export function languageChoice(config: Pick<RegionConfig, 'defaults' | 'hosts'>, lang: string): LanguageChoice {
  const url = config.defaults.countrySites[lang as keyof RegionConfig['defaults']['countrySites']];
  if (!url) return { kind: 'switch' };
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return { kind: 'switch' };
  }
  return config.hosts.includes(host) ? { kind: 'switch' } : { kind: 'countrySite', url };
}

export interface RemoteMenuFlags {
  /** Build-time VITE_NEW_MENU. */
  newMenu: boolean;
  site: string;
  /** Build-time VITE_LEGACY_MENU: set, it keeps the config menu whatever the first flag says. */
  legacyMenu: boolean;
}

/** SPEC §4: the new (remote) menu is on only when the flag is true, on the main site, and the second flag is not set. */
export function remoteMenuEnabled(f: RemoteMenuFlags): boolean {
  return f.newMenu && f.site === 'main' && !f.legacyMenu;
}

/** A build-time env value as a boolean ("true"/"1" only). */
export function envFlag(v: unknown): boolean {
  return v === true || v === 'true' || v === '1';
}
