import { useCallback, useMemo } from 'react';
import { linkOptionsFor } from '../../engine/layer.ts';
import { buildHref } from '../../engine/links.ts';
import { RECORD_PAGE_SIZE } from '../../engine/notifications/tabs.ts';
import { notificationHref } from '../../engine/notifications/target.ts';
import { ReminderPanel } from '../../renderer/reminder/ReminderPanel.tsx';
import type { NotificationRecord } from '../../schemas/api/herald.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ApiClient } from '../api/client.ts';
import type { Route } from '../route.ts';
import { reminderLabels } from './messages.ts';
import { useReminder } from './useReminder.ts';

export interface ReminderDropdownProps {
  api: ApiClient;
  boot: Bootstrap;
  route: Route;
  idPrefix: string;
  onRead(): void;
}

/** The dropdown's data and body; loaded only when the bell is about to be used. */
export default function ReminderDropdown({ api, boot, route, idPrefix, onRead }: ReminderDropdownProps) {
  const { state, selectTab, loadMore } = useReminder({ api, language: route.lang, onRead });
  const labels = useMemo(() => reminderLabels(route.lang), [route.lang]);
  const links = useMemo(() => linkOptionsFor(boot.config), [boot.config]);
  const safeHref = useCallback((raw: string) => buildHref(raw, route.lang, links), [route.lang, links]);
  const hrefOf = useCallback((r: NotificationRecord) => notificationHref(r, route.lang, links), [route.lang, links]);
  const status = state.tabsStatus === 'loading' ? 'loading' : state.recordsStatus;
  return (
    <ReminderPanel
      idPrefix={idPrefix}
      tabs={state.tabs}
      selected={state.selected}
      status={status}
      records={state.records}
      hasMore={state.records.length < state.total && state.records.length >= RECORD_PAGE_SIZE}
      loadingMore={state.loadingMore}
      showMoreHref={`${route.prefix}/reminder`}
      labels={labels}
      onSelect={(code) => void selectTab(code)}
      onLoadMore={loadMore}
      hrefOf={hrefOf}
      safeHref={safeHref}
    />
  );
}
