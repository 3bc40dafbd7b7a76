import type { Condition, ConditionKey } from '../schemas/condition.ts';
import type { VisibilityContext } from '../schemas/context.ts';

/** Why an item is hidden: the rule (a Condition field or an engine check) and the value that hid it. */
export interface HiddenReason {
  rule: ConditionKey | 'href' | 'children' | 'platform_type' | 'title';
  value: unknown;
  detail: string;
}

const some = (list: readonly string[] | undefined, pool: readonly string[]) => list?.find((k) => pool.includes(k));

/**
 * Checks a condition against a context and returns the first failing rule, or null when the item
 * is shown. Fields are checked in a fixed order so explanations are stable.
 */
export function checkCondition(when: Condition | undefined, ctx: VisibilityContext): HiddenReason | null {
  if (!when) return null;
  if (when.login === 'in' && !ctx.isLogin) return { rule: 'login', value: 'in', detail: 'only for logged-in users' };
  if (when.login === 'out' && ctx.isLogin) return { rule: 'login', value: 'out', detail: 'only for visitors' };
  if (when.sites && !when.sites.includes(ctx.site)) return { rule: 'sites', value: when.sites, detail: `only on ${when.sites.join(', ')}` };
  const missing = when.needs?.find((o) => !ctx.offers.includes(o));
  if (missing) return { rule: 'needs', value: missing, detail: `${ctx.site} does not offer ${missing}` };
  const key = some(when.compliance, ctx.compliance.menu);
  if (key) return { rule: 'compliance', value: key, detail: `compliance menu list holds "${key}"` };
  const biz = some(when.business, ctx.compliance.business);
  if (biz) return { rule: 'business', value: biz, detail: `compliance business list holds "${biz}"` };
  const on = when.flagsOff?.find((f) => ctx.flags[f] === true);
  if (on) return { rule: 'flagsOff', value: on, detail: `flag ${on} is set` };
  const off = when.flagsOn?.find((f) => ctx.flags[f] !== true);
  if (off) return { rule: 'flagsOn', value: off, detail: `flag ${off} is not set` };
  if (when.platform && when.platform !== ctx.platform)
    return { rule: 'platform', value: when.platform, detail: `only on ${when.platform}` };
  if (when.langs && !when.langs.includes(ctx.lang)) return { rule: 'langs', value: when.langs, detail: `only in ${when.langs.join(', ')}` };
  if (when.notLangs?.includes(ctx.lang)) return { rule: 'notLangs', value: ctx.lang, detail: `hidden in ${ctx.lang}` };
  if (when.accountModes && !when.accountModes.includes(ctx.accountMode))
    return { rule: 'accountModes', value: ctx.accountMode, detail: `only in ${when.accountModes.join(', ')} mode` };
  if (when.minTier !== undefined && ctx.tier < when.minTier)
    return { rule: 'minTier', value: when.minTier, detail: `needs tier ${when.minTier} or above` };
  if (when.maxTier !== undefined && ctx.tier > when.maxTier)
    return { rule: 'maxTier', value: when.maxTier, detail: `only up to tier ${when.maxTier}` };
  return null;
}
