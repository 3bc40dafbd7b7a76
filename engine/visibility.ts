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
  /** The other checks that fail too, in order (the console shows every reason, not only the first). */
  also?: HiddenReason[];
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

type Check = (when: Condition, ctx: VisibilityContext) => HiddenReason | null;
/** The checks of a condition, one per field, in the fixed order explanations follow. */
const CHECKS: readonly Check[] = [
  (w, ctx) => (w.login === 'in' && !ctx.isLogin ? { rule: 'login', value: 'in', detail: 'only for logged-in users' } : null),
  (w, ctx) => (w.login === 'out' && ctx.isLogin ? { rule: 'login', value: 'out', detail: 'only for visitors' } : null),
  (w, ctx) => (w.sites && !w.sites.includes(ctx.site) ? { rule: 'sites', value: w.sites, detail: `only on ${w.sites.join(', ')}` } : null),
  (w, ctx) => {
    const missing = w.needs?.find((o) => !ctx.offers.includes(o));
    return missing ? { rule: 'needs', value: missing, detail: `${ctx.site} does not offer ${missing}` } : null;
  },
  (w, ctx) => {
    const key = some(w.compliance, ctx.compliance.menu);
    return key ? { rule: 'compliance', value: key, detail: `compliance menu list holds "${key}"` } : null;
  },
  (w, ctx) => {
    const biz = some(w.business, ctx.compliance.business);
    return biz ? { rule: 'business', value: biz, detail: `compliance business list holds "${biz}"` } : null;
  },
  (w, ctx) => {
    const on = w.flagsOff?.find((f) => ctx.flags[f] === true);
    return on ? { rule: 'flagsOff', value: on, detail: `flag ${on} is set` } : null;
  },
  (w, ctx) => {
    const off = w.flagsOn?.find((f) => ctx.flags[f] !== true);
    return off ? { rule: 'flagsOn', value: off, detail: `flag ${off} is not set` } : null;
  },
  (w, ctx) => (w.platform && w.platform !== ctx.platform ? { rule: 'platform', value: w.platform, detail: `only on ${w.platform}` } : null),
  (w, ctx) => (w.langs && !w.langs.includes(ctx.lang) ? { rule: 'langs', value: w.langs, detail: `only in ${w.langs.join(', ')}` } : null),
  (w, ctx) => (w.notLangs?.includes(ctx.lang) ? { rule: 'notLangs', value: ctx.lang, detail: `hidden in ${ctx.lang}` } : null),
  (w, ctx) =>
    w.accountModes && !w.accountModes.includes(ctx.accountMode)
      ? { rule: 'accountModes', value: ctx.accountMode, detail: `only in ${w.accountModes.join(', ')} mode` }
      : null,
  (w, ctx) =>
    w.minTier !== undefined && ctx.tier < w.minTier
      ? { rule: 'minTier', value: w.minTier, detail: `needs tier ${w.minTier} or above` }
      : null,
  (w, ctx) =>
    w.maxTier !== undefined && ctx.tier > w.maxTier ? { rule: 'maxTier', value: w.maxTier, detail: `only up to tier ${w.maxTier}` } : null,
];

type EngineCheck = (rule: Rule, ctx: VisibilityContext, region: RegionSwitches) => HiddenReason | null;
/** The checks of a Rule beyond its Condition, in order. */
const ENGINE_CHECKS: readonly EngineCheck[] = [
  (rule, _ctx, region) => {
    const set = rule.regionOff?.find((s) => region[s] === true);
    return set ? { rule: 'regionOff', value: set, detail: `the region config sets ${set}` } : null;
  },
  (rule, _ctx, region) => {
    const unset = rule.regionOn?.find((s) => region[s] !== true);
    return unset ? { rule: 'regionOn', value: unset, detail: `the region config does not set ${unset}` } : null;
  },
  (rule, ctx) =>
    rule.limitsOn && !rule.limitsOn.some((l) => ctx.compliance.limit[l])
      ? { rule: 'limitsOn', value: rule.limitsOn, detail: `no compliance limit ${rule.limitsOn.join(' or ')} for this visitor` }
      : null,
  (rule, ctx, region) => {
    if (!rule.anyOf) return null;
    const failed = rule.anyOf.map((one) => checkRule(one, ctx, region));
    return failed.every((f) => f !== null)
      ? { rule: 'anyOf', value: failed.map((f) => f.rule), detail: failed.map((f) => f.detail).join('; and ') }
      : null;
  },
];

/**
 * Checks a condition against a context and returns the first failing rule, or null when the item
 * is shown. Fields are checked in a fixed order so explanations are stable.
 */
export function checkCondition(when: Condition | undefined, ctx: VisibilityContext): HiddenReason | null {
  if (!when) return null;
  for (const check of CHECKS) {
    const reason = check(when, ctx);
    if (reason) return reason;
  }
  return null;
}

/** Every failing check of a condition, in the order checkCondition tries them (empty: shown). */
export function conditionReasons(when: Condition | undefined, ctx: VisibilityContext): HiddenReason[] {
  if (!when) return [];
  return CHECKS.map((check) => check(when, ctx)).filter((r) => r !== null);
}

function engineReason(rule: Rule, ctx: VisibilityContext, region: RegionSwitches): HiddenReason | null {
  for (const check of ENGINE_CHECKS) {
    const reason = check(rule, ctx, region);
    if (reason) return reason;
  }
  return null;
}

/** A failing check of a rule with the rule's note: a sub-site switch it reads is a setting, its other checks are the engine's. */
function noted(reason: HiddenReason, rule: Rule): HiddenReason {
  if (!rule.note) return reason;
  const setting = reason.rule === 'regionOn' || reason.rule === 'regionOff';
  return { ...reason, detail: `${reason.detail}: ${rule.note}`, ...(setting ? {} : { builtIn: rule.note }) };
}

/** The engine: the first check of `rule` that fails for this context and region, or null when it holds. */
export function checkRule(rule: Rule, ctx: VisibilityContext, region: RegionSwitches = {}): HiddenReason | null {
  const reason = rule.off ?? checkCondition(rule, ctx) ?? engineReason(rule, ctx, region);
  return reason ? noted(reason, rule) : null;
}

/** Every check of `rule` that fails, in checkRule's order, each with the rule's note (empty: it holds). */
export function ruleReasons(rule: Rule, ctx: VisibilityContext, region: RegionSwitches = {}): HiddenReason[] {
  if (rule.off) return [noted(rule.off, rule)];
  const engine = ENGINE_CHECKS.map((check) => check(rule, ctx, region)).filter((r) => r !== null);
  return [...conditionReasons(rule, ctx), ...engine].map((r) => noted(r, rule));
}

/** SPEC §3: a tag whose code is in the visitor's compliance menu list is not drawn (config and remote items alike). */
export function keepTags<T extends { code?: string }>(tags: readonly T[], complianceMenu: readonly string[]): T[] {
  return tags.filter((t) => !t.code || !complianceMenu.includes(t.code));
}

/** The first of several failing checks, carrying the others in `also`; null when none fails. */
export function withOthers(reasons: readonly HiddenReason[]): HiddenReason | null {
  const [first, ...also] = reasons;
  if (!first) return null;
  return also.length ? { ...first, also } : first;
}

/** A reason and the others it carries, as one list. */
export const everyReason = (reason: HiddenReason): HiddenReason[] => [reason, ...(reason.also ?? [])];
