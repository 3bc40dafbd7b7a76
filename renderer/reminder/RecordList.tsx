import { REMINDER_SKELETON_ROWS } from '../../schemas/constants/reminder.ts';
import '../styles/reminder.css';
import type { NotificationRecord } from '../../schemas/api/herald.ts';
import { RecordItem, type RecordLabels } from './RecordItem.tsx';

/** SPEC §4: three skeletons while loading. */
export const SKELETON_COUNT = REMINDER_SKELETON_ROWS;
const SKELETON_KEYS = Array.from({ length: SKELETON_COUNT }, (_, i) => `skeleton-${i}`);

interface Props {
  status: 'loading' | 'ready' | 'error';
  records: readonly NotificationRecord[];
  /** Records that could not be read: said in the list instead of silently missing. */
  unreadable?: number;
  hrefOf(record: NotificationRecord): string | null;
  safeHref(raw: string): string | null;
  labels: RecordLabels & { empty: string; unreadable: string };
}

function UnreadableNote({ n, text }: { n: number; text: string }) {
  if (n <= 0) return null;
  return (
    <p className="reminder-unreadable" role="status" data-testid="reminder-unreadable">
      {text.replace('{n}', String(n))}
    </p>
  );
}

/** The list area: loading (three skeletons), empty state, or the records. */
export function RecordList({ status, records, unreadable = 0, hrefOf, safeHref, labels }: Props) {
  if (status === 'loading') {
    return (
      <ul className="reminder-records" aria-busy="true" data-testid="reminder-loading">
        {SKELETON_KEYS.map((key) => (
          <li key={key} className="reminder-skeleton" aria-hidden="true">
            <span className="skeleton-line skeleton-line--title" />
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </li>
        ))}
      </ul>
    );
  }
  if (records.length === 0 && unreadable === 0) {
    return (
      <div className="reminder-empty" data-testid="reminder-empty">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 20h32M18 28h12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <p>{labels.empty}</p>
      </div>
    );
  }
  return (
    <>
      <UnreadableNote n={unreadable} text={labels.unreadable} />
      <ul className="reminder-records" data-testid="reminder-records">
        {records.map((r, i) => (
          // A SPEC §3 record has no id: its send time and place in the list identify it then.
          <RecordItem key={r.id ?? `${r.send_timest}-${i}`} record={r} href={hrefOf(r)} safeHref={safeHref} labels={labels} />
        ))}
      </ul>
    </>
  );
}
