import { isAnnouncementTarget, isTarget, REMOTE_MENU, regionOfTarget, type TargetName } from '../../../engine/ops/targets.ts';

/** What a rollout changes, as its card and dialogs name it: "UK", "remote menu", "UK announcement bar". */
export function rolloutPlace(target: string): string {
  if (target === REMOTE_MENU) return 'remote menu';
  const site = regionOfTarget(target as TargetName)?.toUpperCase() ?? target;
  return isAnnouncementTarget(target) ? `${site} announcement bar` : site;
}

/**
 * Whether a target is rolled out to a share (schemas/rollout.ts `RolloutTarget`): a sub-site's region
 * file, the remote menu or a bar; the shared base file is not. Read here without the schema, which the console loads lazily.
 */
export const isRolloutTarget = (target: string): boolean => isTarget(target) && target !== 'base';
