import { useCallback, useId, useState } from 'react';
import { statusIcon } from '../../engine/notifications/statusIcons.ts';
import { formatSendTime, isoSendTime } from '../../engine/notifications/time.ts';
import type { NotificationRecord } from '../../schemas/api/herald.ts';
import { CONTENT_CLAMP, TITLE_CLAMP } from '../../schemas/constants/reminder.ts';
import { Clamp } from './Clamp.tsx';
import { SafeHtml } from './SafeHtml.tsx';
import { StatusIcon } from './StatusIcon.tsx';

export interface RecordLabels {
  unread: string;
  expand: string;
  collapse: string;
  statuses: { warning: string; success: string; progress: string; error: string };
}

interface Props {
  record: NotificationRecord;
  /** Where a click goes (already through the allow-list), or null: the record links nowhere. */
  href: string | null;
  safeHref: (raw: string) => string | null;
  labels: RecordLabels;
}

/**
 * One notification: status icon, title (1 -> 3 lines), sanitised content (2 -> 7), send time, and
 * one "Show more" that unfolds title and content together when either is cut.
 */
export function RecordItem({ record, href, safeHref, labels }: Props) {
  const status = statusIcon(record.template_args?.status);
  const unread = record.isread === 0;
  const time = formatSendTime(record.send_timest) || record.displayTime || '';
  const external = href !== null && /^https?:/i.test(href);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState({ title: false, content: false });
  const titleCut = useCallback((c: boolean) => setCut((s) => (s.title === c ? s : { ...s, title: c })), []);
  const contentCut = useCallback((c: boolean) => setCut((s) => (s.content === c ? s : { ...s, content: c })), []);
  const hasContent = record.content.trim() !== '';
  const titleId = `${id}-title`;
  const contentId = `${id}-content`;
  return (
    <li className={`reminder-record${unread ? ' reminder-record--unread' : ''}`} data-record-id={record.id}>
      <div className="reminder-record-head">
        {status ? <StatusIcon status={status} label={labels.statuses[status.kind]} /> : null}
        <Clamp id={titleId} {...TITLE_CLAMP} open={open} className="reminder-record-title" onCut={titleCut}>
          {href ? (
            <a href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
              {record.title}
            </a>
          ) : (
            record.title
          )}
        </Clamp>
        {unread ? (
          <span className="reminder-unread-mark">
            <span className="sr-only">{labels.unread}</span>
          </span>
        ) : null}
      </div>
      {hasContent ? (
        <Clamp id={contentId} {...CONTENT_CLAMP} open={open} className="reminder-record-content" onCut={contentCut}>
          <SafeHtml html={record.content} safeHref={safeHref} />
        </Clamp>
      ) : null}
      <div className="reminder-record-foot">
        {time ? (
          <time className="reminder-record-time" dateTime={record.send_timest ? isoSendTime(record.send_timest) : undefined}>
            {time}
          </time>
        ) : null}
        {cut.title || cut.content || open ? (
          <button
            type="button"
            className="clamp-toggle"
            aria-expanded={open}
            aria-controls={hasContent ? `${titleId} ${contentId}` : titleId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? labels.collapse : labels.expand}
          </button>
        ) : null}
      </div>
    </li>
  );
}
