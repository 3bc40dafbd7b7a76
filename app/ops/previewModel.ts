import type { Json } from '../../engine/configMerge.ts';
import { headerFeatures } from '../../engine/headerFeatures.ts';
import { linkOptionsFor, type ResolvedLayer, resolveLayer } from '../../engine/layer.ts';
import { buildHref } from '../../engine/links.ts';
import { type Audience, audienceContext } from '../../engine/ops/audience.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { resolveRegionSet } from '../../engine/ops/validateDraft.ts';
import { filterRemoteMenu, remoteToNavItems } from '../../engine/remoteMenu.ts';
import { type HiddenItem, resolveItems } from '../../engine/resolveItems.ts';
import type { StoredRemoteMenu, StoredRemoteMenuItem } from '../../schemas/api/remoteMenu.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { RemoteMenuItem } from '../../schemas/remoteMenu.ts';
import type { Lang } from '../../schemas/site.ts';
import type { UserInfo } from '../../schemas/user.ts';

/** The region files with the draft in place of its live version (when the draft parses). */
export function filesWithDraft(
  liveFiles: Record<string, Json>,
  name: string,
  kind: 'region' | 'menu',
  value: unknown,
): Record<string, Json> {
  return kind === 'region' && value !== undefined ? { ...liveFiles, [name]: value as Json } : liveFiles;
}

/** A demo account for "logged in" previews: the header needs a user card to draw. */
export function previewUser(tier: number): UserInfo {
  return {
    uid: 10_000_001,
    tier_level: tier,
    nickname: 'Preview user',
    user_avatar: '',
    user_nick: 'preview',
    tier_next_progress: 40,
    tier_next_usdt: 5000,
    tier_next_fiat: 5000,
    curr_fiat: 'USD',
    tier_next_gt_min: 0,
    tier_next_gt_only: 0,
    tier_next_asset_only_usd: 0,
    tier_all_trade_usdt: 0,
    tier_all_trade_jpy: 0,
    total_usd: 12_345.67,
    kyc_status: 2,
    safe_level: 3,
    isLogin: true,
    is_login: true,
    is_sub_account: false,
    white_list_show: true,
    is_trial_vip: false,
  };
}

/** The server's per-language step (server/remoteMenu.ts menuForLang), for the preview language. */
function forLang(items: readonly StoredRemoteMenuItem[], lang: Lang): RemoteMenuItem[] {
  return items.map(({ title_i18n, desc_i18n, children, ...item }) => ({
    ...item,
    title: title_i18n?.[lang] ?? item.title,
    desc: desc_i18n?.[lang] ?? item.desc,
    children: forLang(children ?? [], lang),
  }));
}

export interface PreviewModel {
  config?: RegionConfig;
  issues: PathIssue[];
  layer?: ResolvedLayer;
  drawer?: ResolvedLayer['header'];
  hidden: HiddenItem[];
}

/**
 * What the site would draw for one audience, by the site's own engine: the region config resolved
 * with the draft, or (for the remote menu) the live config with the draft menu as the main nav,
 * filtered for its placement as SPEC §5 says.
 */
export function previewModel(files: Record<string, Json>, audience: Audience, menu?: unknown): PreviewModel {
  const { configs, issues } = resolveRegionSet(files, [audience.site]);
  const config = configs[audience.site];
  if (!config) return { issues, hidden: [] };
  const ctx = audienceContext(audience);
  const links = linkOptionsFor(config);
  const layer = resolveLayer(config, ctx, links);
  const drawer = resolveLayer(config, { ...ctx, platform: 'h5' }, links).header;
  if (menu === undefined) return { config, issues, layer, drawer, hidden: layer.hidden };
  const list = forLang((menu as StoredRemoteMenu).list ?? [], audience.lang);
  const placed = (placement: 'header' | 'side') => remoteToNavItems(filterRemoteMenu(list, placement, ctx.compliance.menu));
  const header = resolveItems(placed('header'), ctx, 'remote.header', links);
  const side = resolveItems(placed('side'), { ...ctx, platform: 'h5' }, 'remote.side', links);
  return {
    config,
    issues,
    layer: { ...layer, header: { ...layer.header, main: header.visible } },
    drawer: { ...drawer, main: side.visible },
    hidden: [...header.hidden, ...side.hidden],
  };
}

export function headerLinks(config: RegionConfig, lang: Lang) {
  const links = linkOptionsFor(config);
  const href = (raw: string) => buildHref(raw, lang, links);
  return {
    home: lang === 'en' ? '/' : `/${lang}`,
    login: href(config.defaults.loginHref),
    signup: href(config.defaults.signupHref),
    deposit: href(config.defaults.depositHref),
  };
}

export { headerFeatures };
