import type { ComplianceCheck } from '../schemas/compliance.ts';
import type { Condition, ConditionKey } from '../schemas/condition.ts';
import type { VisibilityContext } from '../schemas/context.ts';
import type { RegionFlags } from '../schemas/regionConfig.ts';

/** The checks of a Rule beyond the config's Condition (see Rule). */
export type EngineRuleKey = 'off' | 'regionOff' | 'regionOn' | 'limitsOn' | 'anyOf';

/** Why an item is hidden: the rule (a Condition field or an engine check) and the value that hid it. */
export interface HiddenReason {
  rule: ConditionKey | EngineRuleKey | 'href' | 'children' | 'hidden' | 'title' | 'rollout';
  value: unknown;
  detail: string;
  /** Set when the failing check is one of the engine's own rules (its note): no config setting changes it. */
  builtIn?: string;
}

/** What a region config switches for the whole sub-site: the SPEC §6 `hidden*` flags and `footer.social`. */
export type RegionSwitches = RegionFlags & { social?: boolean };
export type RegionSwitch = keyof RegionSwitches;

/**
 * A rule of the one engine: a config Condition (what ops write on an item) plus the checks the
 * engine's own rules need (engine/rules.ts: header parts, whole lists, remote items). Every field
 * present must hold; the first that fails is the reason.
 */
export interface Rule extends Condition {
  /** Hidden whatever the audience, for this reason (a remote item's `hidden`, an untitled one). */
  off?: HiddenReason;
  /** Hidden when the region config sets any of these. */
  regionOff?: RegionSwitch[];
  /** Only when the region config sets every one of these. */
  regionOn?: RegionSwitch[];
  /** Only when one of these compliance limits is set for the visitor. */
  limitsOn?: (keyof ComplianceCheck['limit'])[];
  /** Holds when one of these rules holds. */
  anyOf?: Rule[];
  /** Said after the failing check's own words: what the rule hides. */
  note?: string;
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

function checkEngineFields(rule: Rule, ctx: VisibilityContext, region: RegionSwitches): HiddenReason | null {
  const set = rule.regionOff?.find((s) => region[s] === true);
  if (set) return { rule: 'regionOff', value: set, detail: `the region config sets ${set}` };
  const unset = rule.regionOn?.find((s) => region[s] !== true);
  if (unset) return { rule: 'regionOn', value: unset, detail: `the region config does not set ${unset}` };
  if (rule.limitsOn && !rule.limitsOn.some((l) => ctx.compliance.limit[l]))
    return { rule: 'limitsOn', value: rule.limitsOn, detail: `no compliance limit ${rule.limitsOn.join(' or ')} for this visitor` };
  if (rule.anyOf) {
    const failed = rule.anyOf.map((r) => checkRule(r, ctx, region));
    if (failed.every((r) => r !== null))
      return { rule: 'anyOf', value: failed.map((r) => r.rule), detail: failed.map((r) => r.detail).join('; and ') };
  }
  return null;
}

/** The engine: the first check of `rule` that fails for this context and region, or null when it holds. */
export function checkRule(rule: Rule, ctx: VisibilityContext, region: RegionSwitches = {}): HiddenReason | null {
  const reason = rule.off ?? checkCondition(rule, ctx) ?? checkEngineFields(rule, ctx, region);
  if (!reason || !rule.note) return reason;
  // A sub-site switch the rule reads (regionOn, regionOff) is a setting; its other checks are the engine's.
  const setting = reason.rule === 'regionOn' || reason.rule === 'regionOff';
  return { ...reason, detail: `${reason.detail}: ${rule.note}`, ...(setting ? {} : { builtIn: rule.note }) };
}

/** SPEC §3: a tag whose code is in the visitor's compliance menu list is not drawn (config and remote items alike). */
export function keepTags<T extends { code?: string }>(tags: readonly T[], complianceMenu: readonly string[]): T[] {
  return tags.filter((t) => !t.code || !complianceMenu.includes(t.code));
}
