import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ViewWindowContext } from '../../renderer/viewWindow.ts';

/** A phone's viewport (CSS px), as the site's phone tests use (tests/browser/helpers.ts MOBILE). */
export const PHONE = { width: 390, height: 720 } as const;

/** Copies the console's stylesheets into the frame, and each one added later (lazy chunks' CSS). */
function mirrorStyles(into: Document): () => void {
  const copied = new WeakSet<Node>();
  const copy = () => {
    for (const node of document.head.querySelectorAll('link[rel="stylesheet"], style')) {
      if (copied.has(node)) continue;
      copied.add(node);
      const clone = node.cloneNode(true) as HTMLElement;
      // The frame is about:blank: a relative href would not resolve against the site.
      if (clone instanceof HTMLLinkElement) clone.href = (node as HTMLLinkElement).href;
      into.head.append(clone);
    }
  };
  copy();
  const watch = new MutationObserver(copy);
  watch.observe(document.head, { childList: true });
  return () => watch.disconnect();
}

/**
 * Draws its children in an iframe of a phone's width (issue 34: the phone preview at a phone's
 * width, with the site's own phone header and drawer). The children stay in this React tree (a
 * portal), so they read the console's state; the frame gives them its own viewport, which the
 * site's media queries and the renderer's useMediaQuery and dialogs go by (ViewWindowContext).
 */
export function PhoneFrame({
  title,
  theme,
  dir,
  lang,
  children,
}: {
  title: string;
  theme: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
  lang: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [view, setView] = useState<Window | null>(null);
  useEffect(() => {
    const win = frame.current?.contentWindow;
    if (!win) return;
    const stop = mirrorStyles(win.document);
    win.document.body.style.margin = '0';
    setView(win);
    return stop;
  }, []);
  useEffect(() => {
    const root = view?.document.documentElement;
    if (!root) return;
    root.dataset.theme = theme;
    root.dir = dir;
    root.lang = lang;
  }, [view, theme, dir, lang]);
  return (
    <div className="ops-phone">
      <iframe
        ref={frame}
        title={title}
        className="ops-phone-frame"
        width={PHONE.width}
        height={PHONE.height}
        data-testid="ops-phone-frame"
      />
      {view ? <ViewWindowContext.Provider value={view}>{createPortal(children, view.document.body)}</ViewWindowContext.Provider> : null}
    </div>
  );
}
