import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { useRendererEnv } from './env.tsx';
import { createOverlayGroup } from './overlay/group.ts';
import { OverlayGroup } from './overlay/OverlayGroup.tsx';
import { panelPosition } from './overlay/placement.ts';
import { useDisclosure } from './useDisclosure.ts';

export function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface Props {
  trigger: ReactNode;
  triggerClassName?: string;
  /** Accessible name when the trigger shows only an icon. */
  triggerLabel?: string;
  panelClassName?: string;
  /** Start edge of the panel relative to the trigger (hover gap, SPEC §9); 0 aligns them. */
  offset?: number;
  /** Align the panel's end edge with the trigger's (menus at the end of the bar). */
  alignEnd?: boolean;
  itemId?: string;
  /** The page being shown is one of this menu's entries (the active entry). */
  current?: boolean;
  /** Draw the panel's content only once it has been opened (content loaded on demand). */
  lazy?: boolean;
  /** Warms what the panel will need (a chunk) on hover or focus of the trigger. */
  onPreload?: () => void;
  testId?: string;
  children: ReactNode;
}

/**
 * A trigger button with a hover/keyboard panel (see useDisclosure). The panel is fixed under the
 * bar so a scrolling nav row cannot clip it; its position is measured when it opens.
 */
export function DisclosureMenu({
  trigger,
  triggerClassName = 'bar-button',
  triggerLabel,
  panelClassName = '',
  offset = 0,
  alignEnd = false,
  itemId,
  current = false,
  lazy = false,
  onPreload,
  testId,
  children,
}: Props) {
  const { rtl } = useRendererEnv();
  const d = useDisclosure();
  const { open, triggerRef, panelRef } = d;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // What opens inside the panel (market panels) is a group of its own, closed with the panel.
  const [inner] = useState(createOverlayGroup);
  useEffect(() => {
    if (!open) inner.closeAll();
  }, [open, inner]);

  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const button = triggerRef.current;
      const panel = panelRef.current;
      if (!button || !panel) return;
      const bar = button.closest('[data-panel-anchor]') ?? button;
      const t = button.getBoundingClientRect();
      const endAligned = alignEnd !== rtl;
      const left = panelPosition(t, panel.offsetWidth, document.documentElement.clientWidth, endAligned, endAligned ? -offset : offset);
      panel.style.top = `${Math.round(bar.getBoundingClientRect().bottom)}px`;
      panel.style.left = `${Math.round(left)}px`;
    };
    place();
    // Content loaded on demand changes the panel's width after it opened: place it again then
    // (only for such panels, and only when the width really changed, so placing cannot loop).
    let placedWidth = panelRef.current?.offsetWidth ?? 0;
    const ro = lazy
      ? new ResizeObserver(() => {
          const w = panelRef.current?.offsetWidth ?? 0;
          if (w === placedWidth) return;
          placedWidth = w;
          place();
        })
      : null;
    if (panelRef.current) ro?.observe(panelRef.current);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [open, rtl, offset, alignEnd, triggerRef, panelRef, lazy]);

  return (
    <div
      className={`menu${open ? ' menu--open' : ''}`}
      {...d.rootProps}
      data-item-id={itemId}
      data-current={current ? '' : undefined}
      data-testid={testId}
    >
      <button className={triggerClassName} aria-label={triggerLabel} {...d.triggerProps} onPointerEnter={onPreload} onFocus={onPreload}>
        {trigger}
        <Chevron />
      </button>
      <div className={`nav-panel ${panelClassName}`} {...d.panelProps}>
        <OverlayGroup group={inner}>{!lazy || opened ? children : null}</OverlayGroup>
      </div>
    </div>
  );
}
