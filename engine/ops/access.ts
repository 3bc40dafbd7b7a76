import { OPS_GRANT_ACTIONS } from '../../schemas/api/ops/grants.ts';
import { isAnnouncementTarget, regionOfTarget, TARGETS, type TargetName } from './targets.ts';

/**
 * Who may do what in the ops console. A person holds grants: an action on one
 * target (the base file, a sub-site's file, the remote menu) or on every target (`*`). Editing
 * saves and checks drafts; publishing makes a version live (a rollback is a publish); approving
 * signs off another person's change; administering gives and takes grants on the targets it covers
 * (engine/ops/grantRules.ts). Pure: the server enforces it, the console explains it.
 */
export const OPS_ACTIONS = OPS_GRANT_ACTIONS;
export type OpsAction = (typeof OPS_ACTIONS)[number];
export const ALL_TARGETS = '*';

export interface OpsGrant {
  target: TargetName | typeof ALL_TARGETS;
  can: OpsAction;
}

export function isOpsAction(value: string): value is OpsAction {
  return (OPS_ACTIONS as readonly string[]).includes(value);
}

/** A grant on a sub-site covers its announcement bar too (roles are per region); one on the bar alone does not cover the file. */
export function mayDo(grants: readonly OpsGrant[], action: OpsAction, target: TargetName): boolean {
  const region = isAnnouncementTarget(target) ? regionOfTarget(target) : undefined;
  return grants.some((g) => g.can === action && (g.target === ALL_TARGETS || g.target === target || g.target === region));
}

/** Whether `target` is covered only because its region is (then naming the region says it). */
const impliedByRegion = (grants: readonly OpsGrant[], action: OpsAction, target: TargetName) => {
  const region = isAnnouncementTarget(target) ? regionOfTarget(target) : undefined;
  return region !== undefined && grants.some((g) => g.can === action && g.target === region);
};

/** The targets an action covers, in the console's order; `all` when it covers every one. */
export function coverage(grants: readonly OpsGrant[], action: OpsAction): readonly TargetName[] | 'all' {
  if (grants.some((g) => g.can === action && g.target === ALL_TARGETS)) return 'all';
  return TARGETS.filter((t) => mayDo(grants, action, t) && !impliedByRegion(grants, action, t));
}

const VERB: Record<OpsAction, string> = { edit: 'edit', publish: 'publish', approve: 'approve changes to', admin: 'manage the grants of' };

/** The targets of `coverage` in words: "every region", "uk and eu", "none". */
export function coverageWords(covered: readonly TargetName[] | 'all'): string {
  if (covered === 'all') return 'every region';
  if (covered.length === 0) return 'none';
  return covered.length === 1 ? covered[0]! : `${covered.slice(0, -1).join(', ')} and ${covered.at(-1)}`;
}

/** One line per action: what the person's role covers (the console's header); grants management only for those who have it. */
export function accessSummary(grants: readonly OpsGrant[]): string {
  return OPS_ACTIONS.filter((a) => a !== 'admin' || grants.some((g) => g.can === 'admin'))
    .map((a) => `may ${VERB[a]}: ${coverageWords(coverage(grants, a))}`)
    .join('; ');
}

/** Why an action is refused, and what to do about it, in plain words. */
export function refusalText(username: string, action: OpsAction, target: TargetName, grants: readonly OpsGrant[]): string {
  const covered = coverage(grants, action);
  const has = covered === 'all' || covered.length > 0 ? ` (your role covers ${coverageWords(covered)})` : '';
  return `${username} may not ${VERB[action]} ${target}${has}: ask someone whose role covers it, or an administrator to extend yours`;
}
