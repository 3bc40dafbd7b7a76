import type { StatusIcon as Status } from '../../engine/notifications/statusIcons.ts';

const PATHS: Record<Status['icon'], string> = {
  warning: 'M12 4 21 19.5H3L12 4Zm0 5.5v4.5m0 2.6v.4',
  success: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm-4 9.2 2.8 2.8L16.2 9.6',
  progress: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm0 4.5V12l3 2',
  error: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18ZM9 9l6 6m0-6-6 6',
};

/** The SPEC §3 status icon in its colour, with its name for screen readers. */
export function StatusIcon({ status, label }: { status: Status; label: string }) {
  return (
    <span className={`reminder-status reminder-status--${status.kind}`} style={{ color: status.color }} data-status={status.kind}>
      <svg viewBox="0 0 24 24" width="16" height="16" role="img" aria-label={label}>
        <path d={PATHS[status.icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
