import { badgeText } from '../../engine/notifications/tabs.ts';
import type { ShellLabels } from './shellLabels.ts';

/**
 * The text of the bell's polite live region for an unread total: "{n} unread notifications"
 * (capped like the badges, SPEC §9), and "No unread notifications" once the count drops to 0
 * after something was said. Nothing is said for an empty inbox on page load, and an unknown count
 * (not asked yet, or the check failed) keeps what was said before.
 */
export function unreadAnnouncement(count: number | null, before: string, labels: Pick<ShellLabels, 'unreadCount' | 'noUnread'>): string {
  if (count === null) return before;
  if (count > 0) return labels.unreadCount.replace('{n}', badgeText(count));
  return before ? labels.noUnread : '';
}
