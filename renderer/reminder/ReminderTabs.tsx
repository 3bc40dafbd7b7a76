import { type KeyboardEvent, useRef } from 'react';
import { badgeText } from '../../engine/notifications/tabs.ts';
import type { NotificationTab } from '../../schemas/api/herald.ts';

interface Props {
  tabs: readonly NotificationTab[];
  selected: string | null;
  onSelect(code: string): void;
  idPrefix: string;
  label: string;
  unreadLabel: string;
  orientation?: 'horizontal' | 'vertical';
}

export const tabId = (prefix: string, code: string) => `${prefix}-tab-${code}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * WAI-ARIA tabs with manual activation: arrows, Home and End move focus, Enter or Space (a click)
 * selects, because selecting marks the tab read on the server (SPEC §4).
 */
export function ReminderTabs({ tabs, selected, onSelect, idPrefix, label, unreadLabel, orientation = 'horizontal' }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const back = orientation === 'vertical' ? 'ArrowUp' : document.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const fwd = orientation === 'vertical' ? 'ArrowDown' : document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const next =
      e.key === fwd
        ? (at + 1) % buttons.length
        : e.key === back
          ? (at - 1 + buttons.length) % buttons.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? buttons.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    buttons[next]?.focus();
    // A row that scrolls sideways (phones) brings the tab fully into view, badge included.
    buttons[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      className={`reminder-tabs reminder-tabs--${orientation}`}
      onKeyDown={onKeyDown}
    >
      {tabs.map((t) => {
        const on = t.code === selected;
        const badge = badgeText(t.unread_num);
        return (
          <button
            key={t.code}
            type="button"
            role="tab"
            id={tabId(idPrefix, t.code)}
            aria-selected={on}
            aria-controls={panelId(idPrefix)}
            tabIndex={on || (selected === null && t === tabs[0]) ? 0 : -1}
            className="reminder-tab"
            data-code={t.code}
            onClick={() => onSelect(t.code)}
          >
            <span className="reminder-tab-name">{t.name}</span>
            {badge ? (
              <span className="reminder-badge" data-testid="reminder-badge">
                {badge}
                <span className="sr-only"> {unreadLabel}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
