import { isAnnouncementTarget, REMOTE_MENU } from '../../engine/ops/targets.ts';
import { remoteToNavItems } from '../../engine/remoteMenu.ts';
import { type ChangedItem, changedItems } from '../../engine/rollout/changedItems.ts';
import { clickLift, type VariantCounts, variantEffect } from '../../engine/rollout/effect.ts';
import { effectWords, errorWords } from '../../engine/rollout/effectWords.ts';
import { guardrailWords } from '../../engine/rollout/guardrail.ts';
import type { RolloutEffect } from '../../schemas/api/ops/rolloutEffect.ts';
import { StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { SiteCode } from '../../schemas/site.ts';
import type { Queryable } from '../db/types.ts';
import type { TelemetryLimits } from '../telemetryLimitValues.ts';
import { activeRollout } from './activeRollouts.ts';
import type { StoredRollout } from './rollouts.ts';

/** The SPEC §7 events that are a click on a menu entry (the changed items are menu and footer entries). */
const ITEM_CLICKS = ['home_top_navigation_click', 'home_secondary_navigation_click'];

const NONE: VariantCounts = { views: 0, clicks: 0, errors: 0 };

/**
 * What each variant of a rollout counted, from the rows the tables still hold: page views and
 * clicks on `clickNames` (analytics_events) and error reports (the counts of error_reports' groups).
 */
export async function rolloutCounts(
  db: Queryable,
  rollout: number,
  clickNames: readonly string[],
): Promise<{ change: VariantCounts; live: VariantCounts }> {
  const events = await db.query<{ variant: boolean; views: number; clicks: number }>(
    `SELECT variant,
            COUNT(*) FILTER (WHERE name = 'layer_page_view')::int AS views,
            COUNT(*) FILTER (WHERE name IN (SELECT jsonb_array_elements_text($2::jsonb))
                               AND props->>'button_name' IN (SELECT jsonb_array_elements_text($3::jsonb)))::int AS clicks
       FROM analytics_events WHERE rollout_id = $1 AND variant IS NOT NULL GROUP BY variant`,
    [rollout, JSON.stringify(ITEM_CLICKS), JSON.stringify(clickNames)],
  );
  const errors = await db.query<{ variant: boolean; errors: number }>(
    'SELECT variant, COALESCE(SUM(count), 0)::int AS errors FROM error_reports WHERE rollout_id = $1 AND variant IS NOT NULL GROUP BY variant',
    [rollout],
  );
  const side = (variant: boolean): VariantCounts => {
    const e = events.find((r) => r.variant === variant);
    return { ...NONE, views: e?.views ?? 0, clicks: e?.clicks ?? 0, errors: errors.find((r) => r.variant === variant)?.errors ?? 0 };
  };
  return { change: side(true), live: side(false) };
}

/** A stored remote menu as the items the layer draws from it (their ids are what a click is named by). */
function menuItems(menu: unknown): unknown {
  const parsed = StoredRemoteMenu.safeParse(menu);
  return parsed.success ? { list: remoteToNavItems(parsed.data.list) } : {};
}

/**
 * The menu and footer items a rollout's change alters: for a region file, while it is served,
 * between the resolved configs the two variants see, else between the file now live and the
 * change's file; for the remote menu, between the entries as the layer draws them. An announcement
 * bar has no menu items (its effect is its page views and error reports).
 */
export function rolloutItems(
  configs: Record<SiteCode, RegionConfig>,
  rollout: StoredRollout,
  files: { live: unknown; change: unknown },
): ChangedItem[] {
  if (isAnnouncementTarget(rollout.target)) return [];
  if (rollout.target === REMOTE_MENU) return changedItems(menuItems(files.live), menuItems(files.change));
  const running = rollout.state === 'running' ? activeRollout(configs, rollout.target) : undefined;
  if (running?.kind === 'region' && running.rollout.id === rollout.id)
    return changedItems(configs[rollout.target as SiteCode], running.config);
  return changedItems(files.live, files.change);
}

/** The effect as the console shows it. */
export function rolloutEffect(
  rollout: StoredRollout,
  percentNow: number,
  items: readonly ChangedItem[],
  counts: { change: VariantCounts; live: VariantCounts },
  limits: TelemetryLimits,
): RolloutEffect {
  const change = variantEffect(counts.change);
  const live = variantEffect(counts.live);
  const lift = clickLift(counts.change, counts.live);
  return {
    rollout: rollout.id,
    changeId: rollout.changeId,
    target: rollout.target,
    state: rollout.state,
    percent: percentNow,
    items: items.map((i) => ({ id: i.id, label: i.label })),
    change,
    live,
    clickLift: lift,
    words: effectWords(items, { change: change.views, live: live.views }, lift),
    errorWords: errorWords(change, live),
    guardrail: guardrailWords(),
    endedBy: rollout.endedBy,
    endReason: rollout.endReason,
    counted: `Counted over the analytics events kept (the newest ${limits.analyticsRows.toLocaleString('en-US')}) and the error groups kept (the ${limits.errorGroups.toLocaleString('en-US')} seen last), for visitors and traders who allow analytics.`,
  };
}
