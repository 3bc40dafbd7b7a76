import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HeaderBubble as Bubble } from '../../schemas/api/headerBubble.ts';
import { answer } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';
import './headerBubble.css';
import { CloseGlyph } from '../../renderer/CloseGlyph.tsx';

/** The id of the campaign the visitor closed; a new campaign (new id) shows again. */
export const BUBBLE_DISMISSED_KEY = 'header_bubble_dismissed';

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(BUBBLE_DISMISSED_KEY);
  } catch {
    return null;
  }
}

const TARGET_TEST_IDS: Record<Bubble['target'], string> = { signup: 'signup-link', deposit: 'deposit-button' };
const EDGE = 8;

/**
 * Hangs the bubble under the button it names, its arrow at the button's middle, kept inside the
 * viewport; follows layout changes (resize, fonts, the nav's scroll arrows appearing).
 */
function placeUnder(el: HTMLElement | null, testId: string): (() => void) | undefined {
  const box = el?.offsetParent;
  if (!el || !box) return undefined;
  const place = () => {
    const target = document.querySelector(`[data-testid="${testId}"]`);
    if (!target) return;
    const t = target.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const w = el.offsetWidth;
    const mid = t.left + t.width / 2;
    const left = Math.min(Math.max(mid - w / 2, EDGE), document.documentElement.clientWidth - w - EDGE);
    el.style.left = `${Math.round(left - b.left)}px`;
    el.style.right = 'auto';
    el.style.setProperty('--arrow-x', `${Math.round(mid - left - 5)}px`);
  };
  place();
  const ro = new ResizeObserver(place);
  ro.observe(document.documentElement);
  ro.observe(box);
  return () => ro.disconnect();
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
  useLayoutEffect(() => {
    if (bubble) return placeUnder(ref.current, TARGET_TEST_IDS[bubble.target]);
  }, [bubble]);

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
