import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HeaderBubble as Bubble } from '../../../schemas/api/headerBubble.ts';
import { answer } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';
import './headerBubble.css';
import { CloseGlyph } from '../../../renderer/CloseGlyph.tsx';
import { useAnchors } from '../../../renderer/overlay/anchors.tsx';
import { centredUnder, followLayout } from '../../../renderer/overlay/placement.ts';

/** The id of the campaign the visitor closed; a new campaign (new id) shows again. */
export const BUBBLE_DISMISSED_KEY = 'header_bubble_dismissed';

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(BUBBLE_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * Hangs the bubble under the button it names, its arrow at the button's middle, kept inside the
 * viewport; follows layout changes (resize, fonts, the nav's scroll arrows appearing).
 */
function placeUnder(el: HTMLElement | null, anchor: () => HTMLElement | undefined): (() => void) | undefined {
  const box = el?.offsetParent;
  if (!el || !box) return undefined;
  const place = () => {
    const target = anchor();
    if (!target) return;
    const b = box.getBoundingClientRect();
    const { left, arrowX } = centredUnder(target.getBoundingClientRect(), el.offsetWidth, document.documentElement.clientWidth);
    el.style.left = `${Math.round(left - b.left)}px`;
    el.style.right = 'auto';
    // The arrow is 10 px wide: its left edge half of that before the middle.
    el.style.setProperty('--arrow-x', `${Math.round(arrowX - 5)}px`);
  };
  return followLayout(place, [document.documentElement, box], false);
}

/**
 * The main site's header bubble (SPEC §7): a callout under the action it names. Loaded after the
 * header, never in its way: a failed or malformed answer simply shows nothing.
 */
export default function HeaderBubble({
  api,
  targets,
  closeLabel,
}: {
  api: ApiClient;
  /** The actions on screen; a bubble naming another one is not shown. */
  targets: readonly Bubble['target'][];
  closeLabel: string;
}) {
  const [bubble, setBubble] = useState<Bubble | null>(null);
  const key = targets.join(',');
  useEffect(() => {
    let live = true;
    // A failed or refused answer shows no bubble (logged by the call).
    void answer(api, 'headerBubble').then((res) => {
      const got = live ? res?.data : null;
      if (got && key.split(',').includes(got.target) && readDismissed() !== got.id) setBubble(got);
    });
    return () => {
      live = false;
    };
  }, [api, key]);

  const ref = useRef<HTMLDivElement>(null);
  const anchors = useAnchors();
  useLayoutEffect(() => {
    if (bubble) return placeUnder(ref.current, () => anchors?.get(bubble.target));
  }, [bubble, anchors]);

  if (!bubble) return null;
  const close = () => {
    try {
      window.localStorage.setItem(BUBBLE_DISMISSED_KEY, bubble.id);
    } catch {
      // Storage off: it hides for this page view.
    }
    setBubble(null);
  };
  return (
    <div ref={ref} className={`header-bubble header-bubble--${bubble.target}`} role="note" data-testid="header-bubble">
      <span className="header-bubble-text">{bubble.text}</span>
      <button type="button" className="header-bubble-close" aria-label={closeLabel} onClick={close}>
        <CloseGlyph size={13} strokeWidth={3} />
      </button>
    </div>
  );
}
