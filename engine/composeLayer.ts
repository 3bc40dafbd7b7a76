import type { Bootstrap } from '../schemas/bootstrap.ts';
import type { VisibilityContext } from '../schemas/context.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { AccountMode, Lang, Platform } from '../schemas/site.ts';
import { LANGUAGES } from '../schemas/siteConstants.ts';
import { contextFromBootstrap } from './context.ts';
import { type HeaderFeatures, type HiddenParts, headerParts, liveTradingHref, withRegionDefaults } from './headerFeatures.ts';
import { buildHref, type LinkOptions, langPrefix } from './links.ts';
import type { LoadedMenus } from './remoteMenu.ts';
import type { HiddenItem, ResolvedItem } from './resolveItems.ts';
import { linkOptionsFor, type ResolvedLayer, resolveLayer } from './resolveLayer.ts';
import { PLACEMENT_PLATFORM } from './rules.ts';

/** The page the layer is drawn on: language prefix, path under it and query (SPEC §2). */
export interface LayerRoute {
  lang: Lang;
  /** '' for English, '/zh' etc. otherwise. */
  prefix: string;
  /** The path without the language prefix, always starting with '/'. */
  path: string;
  /** The query string of the address ('' or '?…'), kept by language links and the live-trading link. */
  search: string;
}

/** Where the ops console opens (engine/route.ts names the page); it has no language prefix. */
export const OPS_CONSOLE_PATH = '/ops';

export interface LayerLanguage {
  code: string;
  name: string;
  /** The same page under this language's prefix. */
  href: string;
  current: boolean;
}

export interface LayerLinks {
  home: string;
  login: string | null;
  signup: string | null;
  deposit: string | null;
  /** The header's app-download entry: the download page (SPEC §2, pos=header). */
  download: string | null;
  /** SPEC §2 testnet: the same page on the live site, null when the region has none. */
  liveTrading: string | null;
  /** The ops console, for a logged-in person who holds ops grants; null for everyone else. */
  opsConsole: string | null;
}

/** Everything the header, drawer and footer draw for one request, and nothing that is not data. */
export interface ComposedLayer {
  /** The region config with its defaults (trade pair) and the remote menu applied. */
  config: RegionConfig;
  ctx: VisibilityContext;
  linkOptions: LinkOptions;
  layer: ResolvedLayer;
  /** The h5 drawer's trees, resolved only when asked for (the drawer is closed on first paint). */
  drawer: () => ResolvedLayer['header'];
  /** Why each item of the drawer's trees is hidden (the console's matrix reads these). */
  drawerHidden: () => HiddenItem[];
  features: HeaderFeatures;
  /** Why each header part that is off is off. */
  hiddenParts: HiddenParts;
  links: LayerLinks;
  /** Empty when the region hides the language switch. */
  languages: LayerLanguage[];
  /** The footer's app-download QR value. */
  appDownload: string;
  /** The region name shown beside the logo; undefined on the main site. */
  regionName: string | undefined;
  /** The rewards entry of the main nav (the drawer's promo card links to it when features.drawerPromo holds). */
  rewards: ResolvedItem | undefined;
  /** The regulator's fixed risk warning (UK), null where the region has none. */
  riskWarning: LayerRiskWarning | null;
}

export interface LayerRiskWarning {
  text: string;
  /** The fuller risk summary, through the link allow-list; null when there is none or it was refused. */
  link: { label: string; href: string } | null;
}

function riskWarningOf(config: RegionConfig, href: (raw: string) => string | null): LayerRiskWarning | null {
  const warning = config.riskWarning;
  if (!warning) return null;
  const to = warning.link ? href(warning.link.href) : null;
  return { text: warning.label, link: warning.link && to ? { label: warning.link.label, href: to } : null };
}

export interface LayerInput {
  /** The region config as published (already validated when it was published). */
  config: RegionConfig;
  ctx: VisibilityContext;
  /** The remote menus when the new menu system answered, else null (the config menu is drawn). */
  remote: LoadedMenus | null;
  route: LayerRoute;
  /** The site's origin, e.g. https://www.gate.com (the QR code is an absolute address). */
  origin: string;
  /** The site's language list (site params lang_list); empty means every language. */
  langList: Record<string, string>;
  /** The calendar year for the footer's copyright. */
  year: number;
  /** The person may open the ops console (the bootstrap's opsConsole). */
  opsConsole?: boolean;
}

/** The same page (path and query) under another language prefix. */
export function pathInLang(route: Pick<LayerRoute, 'path'>, lang: Lang, search = ''): string {
  const path = route.path === '/' ? (lang === 'en' ? '/' : '') : route.path;
  return `${langPrefix(lang)}${path}${search}`;
}

function withMenu(config: RegionConfig, menu: LoadedMenus[keyof LoadedMenus] | undefined): RegionConfig {
  if (!menu || menu.source === 'config') return config;
  return { ...config, header: { ...config.header, main: menu.items } };
}

function findItem(items: readonly ResolvedItem[], id: string): ResolvedItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = findItem(item.children, id);
    if (inner) return inner;
  }
  return undefined;
}

function languageList(langList: Record<string, string>, route: LayerRoute): LayerLanguage[] {
  const listed = Object.entries(langList);
  const source = listed.length > 0 ? listed : Object.entries(LANGUAGES);
  return source
    .filter(([code]) => Object.hasOwn(LANGUAGES, code))
    .map(([code, name]) => ({ code, name, href: pathInLang(route, code as Lang, route.search), current: code === route.lang }));
}

/**
 * The one composition of the layer: region defaults, remote menu, visibility context,
 * resolved header/drawer/footer trees, header parts, links, languages and the app-download value.
 * Pure: the browser shell, the server renderer, the ops preview and the tests all call it, and
 * whatever the page knows from window, cookies or the clock comes in as an argument.
 */
export function composeLayer(input: LayerInput): ComposedLayer {
  const { ctx, route } = input;
  const regional = withRegionDefaults(input.config);
  const config = withMenu(regional, input.remote?.header);
  const linkOptions = linkOptionsFor(config);
  const layer = resolveLayer(config, ctx, linkOptions, input.year);
  const { features, hidden: hiddenParts } = headerParts(config, ctx);
  const rewards = findItem(layer.header.main, 'rewards');
  if (features.drawerPromo && !rewards?.href) {
    features.drawerPromo = false;
    hiddenParts.drawerPromo = {
      rule: 'hidden',
      value: 'rewards',
      detail: 'the main menu shows no rewards entry with a link for the card to open',
    };
  }
  const href = (raw: string) => buildHref(raw, ctx.lang, linkOptions);
  const live = liveTradingHref(config.defaults.liveSiteUrl, route.path, route.search);
  let drawer: ResolvedLayer | undefined;
  // The drawer is the region config with the side placement's menu, resolved for its platform
  // (SPEC §5): when the remote menu has nothing for the side, the region's own menu, never the
  // header's web-only items.
  const drawerLayer = () =>
    (drawer ??= resolveLayer(
      withMenu(regional, input.remote?.side),
      { ...ctx, platform: PLACEMENT_PLATFORM.side },
      linkOptions,
      input.year,
    ));
  return {
    config,
    ctx,
    linkOptions,
    layer,
    drawer: () => drawerLayer().header,
    drawerHidden: () => drawerLayer().hidden,
    features,
    hiddenParts,
    links: {
      home: route.prefix || '/',
      login: href(config.defaults.loginHref),
      signup: href(config.defaults.signupHref),
      deposit: href(config.defaults.depositHref),
      download: href('/mobileapp?pos=header'),
      liveTrading: live ? buildHref(live, ctx.lang, linkOptions) : null,
      opsConsole: input.opsConsole === true && ctx.isLogin ? OPS_CONSOLE_PATH : null,
    },
    languages: features.language ? languageList(input.langList, route) : [],
    appDownload: appDownloadHref(input.origin, route.prefix),
    regionName: regionNameOf(ctx.site, config),
    rewards,
    riskWarning: riskWarningOf(config, href),
  };
}

/** What the footer's app-download QR code encodes: the download page, absolute, so a phone's camera can open it. */
/** The sub-site's name as the brand shows it ("Gate US"); the main site has none. */
export const regionNameOf = (site: string, config: Pick<RegionConfig, 'name'>): string | undefined =>
  site === 'main' ? undefined : config.name;

export const appDownloadHref = (origin: string, langPrefix: string) => `${origin}${langPrefix}/mobileapp?pos=footer`;

export interface PageClient {
  platform: Platform;
  /** The is_switch_tag cookie (SPEC §3). */
  isSwitchTag: boolean;
  /** An account mode answered after the bootstrap (the wallet/orders menus ask again), else undefined. */
  accountMode?: AccountMode;
  origin: string;
  year: number;
}

/** The composition for a page of the site itself: the bootstrap becomes the context. */
export function composeFromBootstrap(boot: Bootstrap, remote: LoadedMenus | null, route: LayerRoute, client: PageClient): ComposedLayer {
  const base = contextFromBootstrap(boot, { platform: client.platform, isSwitchTag: client.isSwitchTag });
  const ctx = client.accountMode ? { ...base, accountMode: client.accountMode } : base;
  return composeLayer({
    config: boot.config,
    ctx,
    remote,
    route,
    origin: client.origin,
    langList: boot.params.lang_list,
    year: client.year,
    opsConsole: boot.opsConsole === true,
  });
}
