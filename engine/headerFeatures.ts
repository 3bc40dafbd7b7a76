import type { VisibilityContext } from '../schemas/context.ts';
import type { NavItem } from '../schemas/navItem.ts';
import type { RefTime, RegionConfig, RiseColor } from '../schemas/regionConfig.ts';
import { HEADER_PART_RULES, HEADER_PARTS, type HeaderPart, regionSwitches } from './rules.ts';
import { type HiddenReason, ruleReasons, withOthers } from './visibility.ts';

/** Which header parts show for a context (SPEC §6): each by its rule in engine/rules.ts. */
export type HeaderFeatures = Record<HeaderPart, boolean> & {
  riseColors: RiseColor[];
  refTimes: RefTime[];
};

/** Why each hidden header part is hidden (the console's matrix shows these). */
export type HiddenParts = Partial<Record<HeaderPart, HiddenReason>>;

/** The header parts for a context, and the reason for each one that is off. */
export function headerParts(config: RegionConfig, ctx: VisibilityContext): { features: HeaderFeatures; hidden: HiddenParts } {
  const region = regionSwitches(config);
  const hidden: HiddenParts = {};
  const shown = {} as Record<HeaderPart, boolean>;
  for (const part of HEADER_PARTS) {
    const reason = withOthers(ruleReasons(HEADER_PART_RULES[part], ctx, region));
    shown[part] = reason === null;
    if (reason) hidden[part] = reason;
  }
  return { features: { ...shown, riseColors: config.riseColors, refTimes: config.refTimes }, hidden };
}

export function headerFeatures(config: RegionConfig, ctx: VisibilityContext): HeaderFeatures {
  return headerParts(config, ctx).features;
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
