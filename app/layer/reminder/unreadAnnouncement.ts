import { translate } from '../../../engine/i18n/catalogs.ts';
import { badgeText } from '../../../engine/notifications/tabs.ts';

/**
 * The text of the bell's polite live region for an unread total: "{n} unread notifications"
 * (an ICU plural, the count capped like the badges, SPEC §9), and "No unread notifications" once
 * the count drops to 0 after something was said. Nothing is said for an empty inbox on page load,
 * and an unknown count (not asked yet, or the check failed) keeps what was said before.
 */
export function unreadAnnouncement(count: number | null, before: string, lang: string): string {
  if (count === null) return before;
  if (count > 0) return translate(lang, 'shell.unreadCount', { n: count, shown: badgeText(count) });
  return before ? translate(lang, 'shell.noUnread') : '';
}
