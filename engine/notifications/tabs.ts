import type { NotificationTab } from '../../schemas/api/herald.ts';
import { BADGE_CAP, RECORD_PAGE_SIZE } from '../../schemas/constants/reminder.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { BADGE_CAP, RECORD_PAGE_SIZE };

/** The tab whose preview counts as a message even when empty (SPEC §5). */
export const ANNOUNCE_CODE = 'announce';

/** SPEC §5: only tabs with is_show equal to 1 are kept, in the server's order. */
export function visibleTabs(tabs: readonly NotificationTab[]): NotificationTab[] {
  return tabs.filter((t) => t.is_show === 1);
}

/** SPEC §5: empty content counts as no message, unless the tab is the announcements tab. */
export function tabHasMessages(tab: NotificationTab): boolean {
  return tab.code === ANNOUNCE_CODE || tab.content.trim() !== '';
}

/** SPEC §4: the selected tab defaults to the first tab with messages (else the first tab). */
export function defaultTabCode(tabs: readonly NotificationTab[]): string | null {
  return (tabs.find(tabHasMessages) ?? tabs[0])?.code ?? null;
}

/** A wanted code (e.g. from the address bar) if it is one of the tabs, else the default one. */
export function pickTab(tabs: readonly NotificationTab[], wanted: string | null | undefined): string | null {
  if (wanted && tabs.some((t) => t.code === wanted)) return wanted;
  return defaultTabCode(tabs);
}

/** The badge text for an unread count: '' for none, "99+" above the cap (SPEC §9). */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** Total unread of the shown tabs. */
export function totalUnread(tabs: readonly NotificationTab[]): number {
  return tabs.reduce((n, t) => n + (t.unread_num > 0 ? t.unread_num : 0), 0);
}

/** Number of pages for a total at a page size (at least 1, so an empty list is page 1 of 1). */
export function pageCount(total: number, size = RECORD_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}
