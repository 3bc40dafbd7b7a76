import { ALL_TARGETS, mayDo, type OpsGrant } from './access.ts';
import type { TargetName } from './targets.ts';

/**
 * Who may give and take grants. An `admin` grant covers the targets it names (a region's
 * admin manages that region's grants, `*` every grant, `*` ones included), and nobody removes
 * their own last admin grant, and nobody takes the last `*` admin grant of the console (a regional
 * admin grant cannot give `*` back): the console is never left without the person who could undo it.
 * Pure: the server enforces these words, the console shows them beside the buttons.
 */

export type GrantTarget = OpsGrant['target'];

const words = (g: OpsGrant) => `${g.can} on ${g.target === ALL_TARGETS ? 'every region (*)' : g.target}`;

/** Whether someone holding `grants` may give or take a grant on `target`. */
export function mayManage(grants: readonly OpsGrant[], target: GrantTarget): boolean {
  if (target === ALL_TARGETS) return isGlobalAdmin(grants);
  return mayDo(grants, 'admin', target as TargetName);
}

/** Whether someone may see the people page at all: they administer something. */
export const managesAny = (grants: readonly OpsGrant[]): boolean => grants.some((g) => g.can === 'admin');

const same = (a: OpsGrant, b: OpsGrant) => a.target === b.target && a.can === b.can;

/** Whether the grants hold `admin` on every region (`*`), the only grant that can give `*` grants. */
export const isGlobalAdmin = (grants: readonly OpsGrant[]): boolean => grants.some((g) => g.can === 'admin' && g.target === ALL_TARGETS);

export interface GrantRefusal {
  status: 403 | 404 | 409;
  reason: string;
}

/** Why `actor` may not give `grant`, or null. */
export function grantRefusal(actor: string, actorGrants: readonly OpsGrant[], person: string, grant: OpsGrant): GrantRefusal | null {
  if (!mayManage(actorGrants, grant.target))
    return { status: 403, reason: `${actor} may not give ${person} ${words(grant)}: only an administrator of ${grant.target} may` };
  return null;
}

/**
 * Why `actor` may not take `grant` from `person` (who holds `personGrants`), or null;
 * `globalAdmins` is how many people hold `admin` on `*`.
 */
export function revokeRefusal(
  actor: string,
  actorGrants: readonly OpsGrant[],
  person: string,
  personGrants: readonly OpsGrant[],
  grant: OpsGrant,
  globalAdmins: number,
): GrantRefusal | null {
  if (!mayManage(actorGrants, grant.target))
    return { status: 403, reason: `${actor} may not take ${words(grant)} from ${person}: only an administrator of ${grant.target} may` };
  if (!personGrants.some((g) => same(g, grant))) return { status: 404, reason: `${person} has no grant ${words(grant)}` };
  if (actor === person && grant.can === 'admin' && personGrants.filter((g) => g.can === 'admin').length === 1)
    return {
      status: 409,
      reason: `${actor} may not remove their own last admin grant: ask another administrator, who can also give it back`,
    };
  if (grant.can === 'admin' && grant.target === ALL_TARGETS && globalAdmins <= 1)
    return {
      status: 409,
      reason: `${person} is the last administrator of every region (*): give another person admin on * first, or nobody could give it back`,
    };
  return null;
}
