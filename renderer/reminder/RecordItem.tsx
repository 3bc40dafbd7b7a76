import { statusIcon } from '../../engine/notifications/statusIcons.ts';
import { formatSendTime, isoSendTime } from '../../engine/notifications/time.ts';
import type { NotificationRecord } from '../../schemas/api/herald.ts';
import { CONTENT_CLAMP, TITLE_CLAMP } from '../../schemas/specConstants.ts';
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

/** One notification: status icon, title (1 -> 3 lines), sanitised content (2 -> 7), send time. */
export function RecordItem({ record, href, safeHref, labels }: Props) {
  const status = statusIcon(record.template_args?.status);
  const unread = record.isread === 0;
  const time = formatSendTime(record.send_timest);
  const external = href !== null && /^https?:/i.test(href);
  return (
    <li className={`reminder-record${unread ? ' reminder-record--unread' : ''}`} data-record-id={record.id}>
      <div className="reminder-record-head">
        {status ? <StatusIcon status={status} label={labels.statuses[status.kind]} /> : null}
        <Clamp {...TITLE_CLAMP} className="reminder-record-title" labels={labels}>
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
      {record.content.trim() ? (
        <Clamp {...CONTENT_CLAMP} className="reminder-record-content" labels={labels}>
          <SafeHtml html={record.content} safeHref={safeHref} />
        </Clamp>
      ) : null}
      {time ? (
        <time className="reminder-record-time" dateTime={isoSendTime(record.send_timest)}>
          {time}
        </time>
      ) : null}
    </li>
  );
}
