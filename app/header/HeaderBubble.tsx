import { useEffect, useState } from 'react';
import { OK_CODE } from '../../schemas/specConstants.ts';
import { type HeaderBubble as Bubble, HeaderBubbleResponse } from '../api/bubbleSchema.ts';
import type { ApiClient } from '../api/client.ts';
import './headerBubble.css';

export const BUBBLE_PATH = '/api/web/v1/site/header_bubble';
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
    void api.get<unknown>(BUBBLE_PATH).then((raw) => {
      if (!live || raw === undefined) return;
      const parsed = HeaderBubbleResponse.safeParse(raw);
      if (!parsed.success) {
        console.warn('[header bubble] malformed answer');
        return;
      }
      const got = parsed.data.code === OK_CODE ? parsed.data.data : null;
      if (got && key.split(',').includes(got.target) && readDismissed() !== got.id) setBubble(got);
    });
    return () => {
      live = false;
    };
  }, [api, key]);

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
    <div className={`header-bubble header-bubble--${bubble.target}`} role="note" data-testid="header-bubble">
      <span className="header-bubble-text">{bubble.text}</span>
      <button type="button" className="header-bubble-close" aria-label={closeLabel} onClick={close}>
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
          <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
