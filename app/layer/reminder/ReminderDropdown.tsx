import { type RefObject, useCallback, useMemo, useRef } from 'react';
import { buildHref } from '../../../engine/links.ts';
import { RECORD_PAGE_SIZE } from '../../../engine/notifications/tabs.ts';
import { notificationHref } from '../../../engine/notifications/target.ts';
import { linkOptionsFor } from '../../../engine/resolveLayer.ts';
import { useDismissable } from '../../../renderer/overlay/useDismissable.ts';
import { ReminderPanel } from '../../../renderer/reminder/ReminderPanel.tsx';
import { useKeepInView } from '../../../renderer/useKeepInView.ts';
import type { NotificationRecord } from '../../../schemas/api/herald.ts';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import type { ApiClient } from '../api/client.ts';
import { reminderLabels } from '../i18n/labels.ts';
import type { Route } from '../route.ts';
import { useReminder } from './useReminder.ts';

export interface ReminderDropdownProps {
  api: ApiClient;
  boot: Bootstrap;
  route: Route;
  id: string;
  label: string;
  /** The bell and the popover: a press outside it closes the dropdown. */
  root: RefObject<HTMLElement | null>;
  onRead(): void;
  /** Escape closes and hands focus back to the bell. */
  onClose(focusBell: boolean): void;
}

/** The dropdown (popover, data and body); its code loads only when the bell is about to be used. */
export default function ReminderDropdown({ api, boot, route, id, label, root, onRead, onClose }: ReminderDropdownProps) {
  // A layer of the overlay stack: Escape (from anywhere, the popover does not take focus) and a press outside close it.
  useDismissable(root, true, { onEscape: () => onClose(true), escapeAnywhere: true, onOutside: () => onClose(false) });

  const { state, selectTab, loadMore } = useReminder({ api, language: route.lang, onRead });
  const labels = useMemo(() => reminderLabels(route.lang), [route.lang]);
  const links = useMemo(() => linkOptionsFor(boot.config), [boot.config]);
  const safeHref = useCallback((raw: string) => buildHref(raw, route.lang, links), [route.lang, links]);
  const hrefOf = useCallback((r: NotificationRecord) => notificationHref(r, route.lang, links), [route.lang, links]);
  const status = state.tabsStatus === 'loading' ? 'loading' : state.recordsStatus;
  const box = useRef<HTMLElement>(null);
  useKeepInView(box);
  return (
    <section ref={box} className="reminder-popover" id={id} aria-label={label} data-testid="reminder-dropdown">
      <ReminderPanel
        idPrefix={id}
        tabs={state.tabs}
        selected={state.selected}
        status={status}
        records={state.records}
        unreadable={state.unreadable}
        hasMore={state.records.length < state.total && state.records.length >= RECORD_PAGE_SIZE}
        loadingMore={state.loadingMore}
        showMoreHref={`${route.prefix}/reminder`}
        labels={labels}
        onSelect={(code) => void selectTab(code)}
        onLoadMore={loadMore}
        hrefOf={hrefOf}
        safeHref={safeHref}
      />
    </section>
  );
}
