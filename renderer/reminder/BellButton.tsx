import { badgeText } from '../../engine/notifications/tabs.ts';
import { Glyph } from '../Glyph.tsx';
import '../styles/reminder.css';

export interface BellButtonProps {
  dot: boolean;
  expanded: boolean;
  controls: string;
  /** "Notifications"; ", unread" (", 3 unread" when the count is known) is added while the dot shows. */
  label: string;
  unreadLabel: string;
  count?: number | null;
  onToggle(): void;
  /** Hover or focus: the dropdown's code starts loading before the click. */
  onIntent(): void;
}

/** The header bell with the SPEC §4 red dot; the dot is also said to screen readers. */
export function BellButton({ dot, expanded, controls, label, unreadLabel, count, onToggle, onIntent }: BellButtonProps) {
  const unread = count ? `${badgeText(count)} ${unreadLabel}` : unreadLabel;
  return (
    <button
      type="button"
      className="icon-button reminder-bell"
      aria-label={dot ? `${label}, ${unread}` : label}
      aria-expanded={expanded}
      aria-controls={controls}
      data-testid="reminder-bell"
      onClick={onToggle}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <Glyph>
        <path
          d="M6 10a6 6 0 1 1 12 0v3.6l1.6 2.7a.8.8 0 0 1-.7 1.2H5.1a.8.8 0 0 1-.7-1.2L6 13.6V10Zm3.5 9.5a2.6 2.6 0 0 0 5 0"
          strokeLinejoin="round"
        />
      </Glyph>
      {dot ? <span className="reminder-dot" data-testid="reminder-dot" /> : null}
    </button>
  );
}
