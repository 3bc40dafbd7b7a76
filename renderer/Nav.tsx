import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ResolvedItem } from '../engine/resolveItems.ts';
import { SCROLL_STEP_PX } from '../schemas/constants/menus.ts';
import { useRendererEnv } from './env.tsx';
import { RenderItem } from './registry.tsx';

function ArrowGlyph() {
  return (
    <span className="nav-arrow-disc" aria-hidden="true">
      <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
        <path d="M4.5 2.5 8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** Desktop main navigation: the top-level entries in one row, with scroll arrows when they overflow. */
export function Nav({ items }: { items: readonly ResolvedItem[] }) {
  const { labels, rtl } = useRendererEnv();
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const pos = Math.abs(el.scrollLeft);
    const max = el.scrollWidth - el.clientWidth;
    const back = pos > 1;
    const forward = max - pos > 1;
    // Unchanged edges keep the same state, so the row (every entry and panel in it) is not drawn again.
    setEdges((was) => (was.back === back && was.forward === forward ? was : { back, forward }));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // The observer reports the row's first size once the browser has laid it out, so hydration's
    // effects do not force a layout of their own to read it (Lighthouse counted that task).
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [measure]);

  /**
   * Keyboard users reach every entry with Tab: the one that takes focus is scrolled fully into
   * view, clear of the scroll arrows drawn over the row's ends (a focus ring under an arrow's fade
   * is as good as hidden). Focus inside an entry's open panel leaves the row where it is.
   */
  const onFocus = (e: FocusEvent<HTMLUListElement>) => {
    const row = scroller.current;
    const target = e.target as HTMLElement;
    const entry = target.closest('.main-nav-entry');
    if (!row || !entry || target.closest('.nav-panel')) return;
    const arrow = row.parentElement?.querySelector<HTMLElement>('.nav-arrow')?.offsetWidth ?? 0;
    const pad = arrow || 40;
    const r = entry.getBoundingClientRect();
    const c = row.getBoundingClientRect();
    let dx = 0;
    if (r.left < c.left + pad) dx = r.left - c.left - pad;
    else if (r.right > c.right - pad) dx = r.right - c.right + pad;
    // scrollBy stops at the row's ends by itself, where no arrow is drawn.
    if (dx !== 0) row.scrollBy({ left: dx, behavior: 'instant' });
    // The arrows follow at once rather than on the scroll event a frame later.
    measure();
  };

  const scroll = (dir: 1 | -1) => scroller.current?.scrollBy({ left: dir * (rtl ? -SCROLL_STEP_PX : SCROLL_STEP_PX), behavior: 'smooth' });

  return (
    <nav className="main-nav" aria-label={labels.mainNav}>
      {edges.back ? (
        <button type="button" className="nav-arrow nav-arrow--back" aria-label={labels.scrollBack} tabIndex={-1} onClick={() => scroll(-1)}>
          <ArrowGlyph />
        </button>
      ) : null}
      <ul className="main-nav-list" ref={scroller} onScroll={measure} onFocus={onFocus}>
        {items.map((item) => (
          <li key={item.path} className="main-nav-entry">
            <RenderItem item={item} placement="bar" />
          </li>
        ))}
      </ul>
      {edges.forward ? (
        <button
          type="button"
          className="nav-arrow nav-arrow--forward"
          aria-label={labels.scrollForward}
          tabIndex={-1}
          onClick={() => scroll(1)}
        >
          <ArrowGlyph />
        </button>
      ) : null}
    </nav>
  );
}
