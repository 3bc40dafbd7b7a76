import type { ComposedLayer } from '../../engine/composeLayer.ts';
import type { Json } from '../../engine/configMerge.ts';
import { localizeConfig } from '../../engine/i18n/configLabels.ts';
import { type Audience, audienceRoute, composeForAudience } from '../../engine/ops/audience.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { resolveRegionSet } from '../../engine/regionSet.ts';
import { type LoadedMenus, type Placement, placedMenu } from '../../engine/remoteMenu.ts';
import type { HiddenItem } from '../../engine/resolveItems.ts';
import type { ResolvedLayer } from '../../engine/resolveLayer.ts';
import { menuForLang, type StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { Lang } from '../../schemas/site.ts';
import type { UserInfo } from '../../schemas/user.ts';

/** The region files with the draft in place of its live version (when the draft parses). */
export function filesWithDraft(
  liveFiles: Record<string, Json>,
  name: string,
  kind: 'region' | 'menu' | 'announcement',
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

export interface PreviewModel {
  config?: RegionConfig;
  issues: PathIssue[];
  /** The site's own composition for this audience (engine/composeLayer.ts). */
  composed?: ComposedLayer;
  layer?: ResolvedLayer;
  drawer?: ResolvedLayer['header'];
  hidden: HiddenItem[];
}

/** A draft remote menu as the site would load it for one language: filtered per placement (SPEC §5). */
export function previewMenus(menu: unknown, lang: Lang, complianceMenu: readonly string[]): LoadedMenus {
  const list = menuForLang((menu as StoredRemoteMenu).list ?? [], lang);
  const placed = (placement: Placement) => {
    const items = placedMenu(list, placement, complianceMenu);
    // As on the site: a placement the menu leaves empty keeps the region config's menu.
    return items ? { source: 'remote' as const, items } : { source: 'config' as const, items: [] };
  };
  return { header: placed('header'), side: placed('side') };
}

/** The address the preview stands for: the home page of the audience's language. */
export const previewRoute = audienceRoute;

/**
 * What the site would draw for one audience, by the site's own composition: the region config
 * resolved with the draft and localized for the audience's language, or (for the remote menu) the live config with the draft menu as the
 * main nav, filtered for its placement as SPEC §5 says.
 */
export function previewModel(
  files: Record<string, Json>,
  audience: Audience,
  menu?: unknown,
  page: { origin: string; year: number } = { origin: '', year: new Date().getUTCFullYear() },
): PreviewModel {
  const { configs, issues } = resolveRegionSet(files, [audience.site]);
  const resolved = configs[audience.site];
  if (!resolved) return { issues, hidden: [] };
  const config = localizeConfig(resolved, audience.lang);
  const remote = menu === undefined ? null : previewMenus(menu, audience.lang, audience.compliance);
  const composed = composeForAudience(config, audience, remote, page);
  const { layer } = composed;
  return { config: composed.config, issues, composed, layer, drawer: composed.drawer(), hidden: layer.hidden };
}
