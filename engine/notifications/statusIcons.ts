/**
 * SPEC §3 status icon map: 0 warning, 1 success, 2 progress, 99 error, each with an icon and a
 * colour (CSS custom properties of the theme). What each status means is not specified; a record
 * carries its status in template_args.status.
 */
export type StatusKind = 'warning' | 'success' | 'progress' | 'error';

export interface StatusIcon {
  kind: StatusKind;
  /** Icon name the renderer draws. */
  icon: StatusKind;
  /** A theme colour variable. */
  color: string;
}

export const STATUS_ICONS: Readonly<Record<0 | 1 | 2 | 99, StatusIcon>> = {
  0: { kind: 'warning', icon: 'warning', color: 'var(--gold)' },
  1: { kind: 'success', icon: 'success', color: 'var(--up)' },
  2: { kind: 'progress', icon: 'progress', color: 'var(--accent)' },
  99: { kind: 'error', icon: 'error', color: 'var(--down)' },
};

/** The icon for a status value (number or numeric string); null for none or an unknown status. */
export function statusIcon(status: unknown): StatusIcon | null {
  const n = typeof status === 'string' && /^\d+$/.test(status.trim()) ? Number(status) : status;
  if (n === 0 || n === 1 || n === 2 || n === 99) return STATUS_ICONS[n];
  return null;
}
