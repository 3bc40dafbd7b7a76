import { isAnnouncementTarget, REMOTE_MENU, regionOfTarget, type TargetName } from '../../../engine/ops/targets.ts';

/** What a rollout changes, as its card and dialogs name it: "UK", "remote menu", "UK announcement bar". */
export function rolloutPlace(target: string): string {
  if (target === REMOTE_MENU) return 'remote menu';
  const site = regionOfTarget(target as TargetName)?.toUpperCase() ?? target;
  return isAnnouncementTarget(target) ? `${site} announcement bar` : site;
}
