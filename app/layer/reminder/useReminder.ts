import { useCallback, useEffect, useRef, useState } from 'react';
import { pickTab, visibleTabs } from '../../../engine/notifications/tabs.ts';
import type { NotificationRecord, NotificationTab } from '../../../schemas/api/herald.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchRecords, fetchTabs, markRead } from './heraldApi.ts';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface ReminderState {
  tabsStatus: LoadStatus;
  tabs: NotificationTab[];
  selected: string | null;
  recordsStatus: LoadStatus;
  records: NotificationRecord[];
  /** Records the client could not read so far (the list says so). */
  unreadable: number;
  total: number;
  page: number;
  loadingMore: boolean;
  markingAll: boolean;
}

const INITIAL: ReminderState = {
  tabsStatus: 'loading',
  tabs: [],
  selected: null,
  recordsStatus: 'loading',
  records: [],
  unreadable: 0,
  total: 0,
  page: 1,
  loadingMore: false,
  markingAll: false,
};

interface Options {
  api: ApiClient;
  language: string;
  /** A tab asked for by the address bar (the /reminder sidebar query). */
  wanted?: string | null;
  /** Told after a tab was marked read, so the red dot rechecks. */
  onRead?: () => void;
}

/**
 * The data behind the dropdown and the /reminder page (SPEC §4): tabs, the selected tab (first
 * with messages by default), its records page by page, and mark-read on tab click followed by a
 * refresh. Late answers of an earlier request never overwrite a newer one.
 */
export function useReminder({ api, language, wanted, onRead }: Options) {
  const [state, setState] = useState<ReminderState>(INITIAL);
  const seq = useRef(0);
  const patch = useCallback((p: Partial<ReminderState>) => setState((s) => ({ ...s, ...p })), []);

  const loadRecords = useCallback(
    async (code: string, page: number, append: boolean) => {
      const mine = ++seq.current;
      patch(append ? { loadingMore: true } : { recordsStatus: 'loading', page });
      const r = await fetchRecords(api, { code, page, language });
      if (mine !== seq.current) return;
      setState((s) => ({
        ...s,
        recordsStatus: r.ok ? 'ready' : 'error',
        records: append && r.ok ? [...s.records, ...r.list] : r.list,
        unreadable: append ? s.unreadable + r.unreadable : r.unreadable,
        total: r.ok ? r.total : append ? s.total : 0,
        page: r.ok ? page : append ? s.page : 1,
        loadingMore: false,
      }));
    },
    [api, language, patch],
  );

  const loadTabs = useCallback(
    async (keep: string | null) => {
      const r = await fetchTabs(api, language);
      const tabs = visibleTabs(r.tabs);
      const selected = pickTab(tabs, keep);
      setState((s) => ({ ...s, tabsStatus: r.ok ? 'ready' : 'error', tabs, selected }));
      return selected;
    },
    [api, language],
  );

  const reload = useCallback(async () => {
    patch({ tabsStatus: 'loading', recordsStatus: 'loading' });
    const selected = await loadTabs(wanted ?? null);
    if (selected) await loadRecords(selected, 1, false);
    else patch({ recordsStatus: 'ready', records: [], total: 0 });
  }, [loadTabs, loadRecords, wanted, patch]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** SPEC §4: a tab click marks that type read, then refreshes the tabs and the list. */
  const selectTab = useCallback(
    async (code: string) => {
      ++seq.current;
      patch({ selected: code, recordsStatus: 'loading', records: [], unreadable: 0, page: 1 });
      const read = await markRead(api, code);
      if (read.success) onRead?.();
      await Promise.all([loadTabs(code), loadRecords(code, 1, false)]);
    },
    [api, loadRecords, loadTabs, onRead, patch],
  );

  const goToPage = useCallback(
    (page: number) => {
      if (state.selected) void loadRecords(state.selected, page, false);
    },
    [state.selected, loadRecords],
  );

  const loadMore = useCallback(() => {
    if (state.selected && !state.loadingMore) void loadRecords(state.selected, state.page + 1, true);
  }, [state.selected, state.loadingMore, state.page, loadRecords]);

  /**
   * Mark all as read: the SPEC's read call takes one type, so every tab with unread messages is
   * marked in turn; then the tabs and the open list are refreshed.
   */
  const markAllRead = useCallback(async () => {
    const unread = state.tabs.filter((t) => t.unread_num > 0).map((t) => t.code);
    if (unread.length === 0 || state.markingAll) return;
    patch({ markingAll: true });
    const results = await Promise.all(unread.map((code) => markRead(api, code)));
    if (results.some((r) => r.success)) onRead?.();
    const selected = await loadTabs(state.selected);
    patch({ markingAll: false });
    if (selected) await loadRecords(selected, 1, false);
  }, [api, state.tabs, state.selected, state.markingAll, loadTabs, loadRecords, onRead, patch]);

  return { state, selectTab, goToPage, loadMore, reload, markAllRead };
}
