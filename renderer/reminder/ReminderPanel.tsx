import type { NotificationRecord, NotificationTab } from '../../schemas/api/herald.ts';
import type { RecordLabels } from './RecordItem.tsx';
import { RecordList } from './RecordList.tsx';
import { panelId, ReminderTabs, tabId } from './ReminderTabs.tsx';

export interface PanelLabels extends RecordLabels {
  notifications: string;
  empty: string;
  showMore: string;
  loadMore: string;
  unreadable: string;
}

interface Props {
  idPrefix: string;
  tabs: readonly NotificationTab[];
  selected: string | null;
  status: 'loading' | 'ready' | 'error';
  records: readonly NotificationRecord[];
  unreadable: number;
  hasMore: boolean;
  loadingMore: boolean;
  showMoreHref: string;
  labels: PanelLabels;
  onSelect(code: string): void;
  onLoadMore(): void;
  hrefOf(record: NotificationRecord): string | null;
  safeHref(raw: string): string | null;
}

/** The dropdown body (SPEC §4): tabs with unread badges, the record list, load more, show more. */
export function ReminderPanel(p: Props) {
  const { labels } = p;
  return (
    <div className="reminder-panel-body">
      {p.tabs.length > 0 ? (
        <ReminderTabs
          tabs={p.tabs}
          selected={p.selected}
          onSelect={p.onSelect}
          idPrefix={p.idPrefix}
          label={labels.notifications}
          unreadLabel={labels.unread}
        />
      ) : null}
      <section
        className="reminder-list-scroll"
        role={p.tabs.length > 0 ? 'tabpanel' : undefined}
        id={panelId(p.idPrefix)}
        aria-labelledby={p.selected && p.tabs.length > 0 ? tabId(p.idPrefix, p.selected) : undefined}
        aria-label={p.selected && p.tabs.length > 0 ? undefined : labels.notifications}
        tabIndex={0}
      >
        <RecordList
          status={p.status}
          records={p.records}
          unreadable={p.unreadable}
          hrefOf={p.hrefOf}
          safeHref={p.safeHref}
          labels={labels}
        />
        {p.hasMore && p.status === 'ready' ? (
          <button
            type="button"
            className="reminder-load-more outline-button"
            onClick={p.onLoadMore}
            disabled={p.loadingMore}
            aria-busy={p.loadingMore}
          >
            {labels.loadMore}
          </button>
        ) : null}
      </section>
      <a className="reminder-show-more" href={p.showMoreHref} data-testid="reminder-show-more">
        {labels.showMore}
      </a>
    </div>
  );
}
