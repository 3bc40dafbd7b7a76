import { useCallback, useEffect, useMemo } from 'react';
import { buildHref } from '../../../engine/links.ts';
import { pageCount, RECORD_PAGE_SIZE } from '../../../engine/notifications/tabs.ts';
import { notificationHref } from '../../../engine/notifications/target.ts';
import { linkOptionsFor } from '../../../engine/resolveLayer.ts';
import { RecordList } from '../../../renderer/reminder/RecordList.tsx';
import { panelId, ReminderTabs, tabId } from '../../../renderer/reminder/ReminderTabs.tsx';
import type { NotificationRecord } from '../../../schemas/api/herald.ts';
import { BRAND } from '../../layer/brand.ts';
import { fill, reminderLabels } from '../../layer/i18n/labels.ts';
import type { PageProps } from '../../layer/pageProps.ts';
import { READ_EVENT } from '../../layer/reminder/readEvent.ts';
import { useReminder } from '../../layer/reminder/useReminder.ts';

/** The tab the address bar asks for: `?sidebar=CODE` (or `?type=CODE`). */
export function sidebarQuery(search: string): string | null {
  const q = new URLSearchParams(search);
  return q.get('sidebar') || q.get('type') || null;
}

/** The full notification page (SPEC §2 /reminder): visitors are sent to log in first. */
export default function ReminderPage({ boot, route, api }: PageProps) {
  const labels = useMemo(() => reminderLabels(route.lang), [route.lang]);
  useEffect(() => {
    document.title = `${labels.pageTitle} · ${BRAND.name}`;
    if (!boot.user) window.location.replace(`${route.prefix}/login?redirect=${encodeURIComponent(`${route.prefix}/reminder`)}`);
  }, [boot.user, route.prefix, labels.pageTitle]);
  if (!boot.user) return null;
  return <ReminderBody boot={boot} route={route} api={api} labels={labels} />;
}

function ReminderBody({
  boot,
  route,
  api,
  labels,
}: Pick<PageProps, 'boot' | 'route' | 'api'> & { labels: ReturnType<typeof reminderLabels> }) {
  const wanted = useMemo(() => sidebarQuery(window.location.search), []);
  const onRead = useCallback(() => window.dispatchEvent(new Event(READ_EVENT)), []);
  const { state, selectTab, goToPage, reload, markAllRead } = useReminder({ api, language: route.lang, wanted, onRead });
  const links = useMemo(() => linkOptionsFor(boot.config), [boot.config]);
  const safeHref = useCallback((raw: string) => buildHref(raw, route.lang, links), [route.lang, links]);
  const hrefOf = useCallback((r: NotificationRecord) => notificationHref(r, route.lang, links), [route.lang, links]);
  const pages = pageCount(state.total, RECORD_PAGE_SIZE);
  const idPrefix = 'reminder-page';

  // The sidebar query follows the selected tab, so a reload or a shared link opens the same tab.
  useEffect(() => {
    if (!state.selected) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get('sidebar') === state.selected) return;
    url.searchParams.set('sidebar', state.selected);
    url.searchParams.delete('type');
    window.history.replaceState(window.history.state, '', url);
  }, [state.selected]);

  const failed = state.tabsStatus === 'error' || state.recordsStatus === 'error';
  const turnTo = (page: number) => {
    goToPage(page);
    // A new page starts at the top of the list, not where the pager button was.
    document.getElementById('reminder-page-title')?.scrollIntoView({ block: 'start' });
  };
  return (
    <section className="reminder-page" aria-labelledby="reminder-page-title">
      <div className="reminder-page-head">
        <h1 className="reminder-page-title" id="reminder-page-title" data-testid="page-title">
          {labels.pageTitle}
        </h1>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => void markAllRead()}
          disabled={state.markingAll || !state.tabs.some((t) => t.unread_num > 0)}
          aria-busy={state.markingAll}
          title={state.tabs.some((t) => t.unread_num > 0) ? undefined : labels.allRead}
        >
          {labels.markAllRead}
        </button>
      </div>
      <nav aria-label={labels.notifications}>
        {state.tabs.length > 0 ? (
          <ReminderTabs
            tabs={state.tabs}
            selected={state.selected}
            onSelect={(code) => void selectTab(code)}
            idPrefix={idPrefix}
            label={labels.notifications}
            unreadLabel={labels.unread}
            orientation="vertical"
          />
        ) : null}
      </nav>
      <section
        className="reminder-page-main"
        role={state.tabs.length > 0 ? 'tabpanel' : undefined}
        id={panelId(idPrefix)}
        aria-labelledby={state.selected && state.tabs.length > 0 ? tabId(idPrefix, state.selected) : 'reminder-page-title'}
      >
        {failed ? (
          <div className="reminder-error" role="alert" data-testid="reminder-error">
            <p>{labels.loadFailed}</p>
            <button type="button" className="btn btn--primary" onClick={() => void reload()}>
              {labels.retry}
            </button>
          </div>
        ) : (
          <RecordList
            status={state.tabsStatus === 'loading' ? 'loading' : state.recordsStatus}
            records={state.records}
            unreadable={state.unreadable}
            hrefOf={hrefOf}
            safeHref={safeHref}
            labels={labels}
          />
        )}
        {!failed && state.recordsStatus === 'ready' && pages > 1 ? (
          <nav className="reminder-pager" aria-label={fill(labels.pageOf, { page: state.page, n: pages })}>
            <button type="button" className="btn btn--ghost" disabled={state.page <= 1} onClick={() => turnTo(state.page - 1)}>
              {labels.previous}
            </button>
            <span aria-live="polite" data-testid="reminder-page-of">
              {fill(labels.pageOf, { page: state.page, n: pages })}
            </span>
            <button type="button" className="btn btn--ghost" disabled={state.page >= pages} onClick={() => turnTo(state.page + 1)}>
              {labels.next}
            </button>
          </nav>
        ) : null}
      </section>
    </section>
  );
}
