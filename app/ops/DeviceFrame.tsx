import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ViewWindowContext } from '../../renderer/viewWindow.ts';

/** A phone's viewport (CSS px), as the site's phone tests use (tests/browser/helpers.ts MOBILE). */
export const PHONE = { width: 390, height: 720 } as const;
/** A computer's viewport (CSS px), as the site's desktop tests use (tests/browser/helpers.ts DESKTOP). */
export const COMPUTER = { width: 1440, height: 900 } as const;
export type Device = 'phone' | 'computer';
const SIZES = { phone: PHONE, computer: COMPUTER } as const;

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

/** The frame's width over the room it has, at most 1 (the room is measured, and followed). */
function useFit(box: HTMLDivElement | null, width: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    if (!box) return;
    const measure = () => setScale(Math.min(1, box.clientWidth / width));
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(box);
    return () => watch.disconnect();
  }, [box, width]);
  return scale;
}

/**
 * The height of the frame's page (what is drawn in its body), at least the device's screen (an open
 * panel needs the room). The drawn elements are watched, not the body, which a site style may
 * stretch to the frame's own height (then it could grow, never shrink).
 */
function useContentHeight(view: Window | null, min: number): number {
  const [height, setHeight] = useState(min);
  useEffect(() => {
    const body = view?.document.body;
    if (!view || !body) return;
    // The frame's own observers: each document reports the layout of its own elements.
    const frameWindow = view as Window & typeof globalThis;
    const measure = () => {
      const drawn = [...body.children].reduce((sum, el) => sum + el.getBoundingClientRect().height, 0);
      setHeight(Math.max(min, Math.ceil(drawn)));
    };
    const sizes = new frameWindow.ResizeObserver(measure);
    const follow = () => {
      sizes.disconnect();
      for (const el of body.children) sizes.observe(el);
      measure();
    };
    const added = new frameWindow.MutationObserver(follow);
    added.observe(body, { childList: true });
    follow();
    return () => {
      sizes.disconnect();
      added.disconnect();
    };
  }, [view, min]);
  return height;
}

/**
 * Draws its children in an iframe of a device's width (the preview at the width a
 * visitor's screen has): a phone at 390 px with the site's own phone header and drawer, a
 * computer at 1440 px, scaled down to fit the panel (the page inside still lays out at 1440). The
 * children stay in this React tree (a portal), so they read the console's state; the frame gives
 * them its own viewport, which the site's media queries and the renderer's useMediaQuery and
 * dialogs go by (ViewWindowContext).
 */
export function DeviceFrame({
  device,
  title,
  theme,
  dir,
  lang,
  height: screen,
  children,
}: {
  device: Device;
  title: string;
  theme: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
  lang: string;
  /** The room the page needs, when less than a screen (the announcement bar alone). */
  height?: number;
  children: ReactNode;
}) {
  const size = screen === undefined ? SIZES[device] : { width: SIZES[device].width, height: screen };
  const frame = useRef<HTMLIFrameElement>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
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
  // A phone keeps its own height and scrolls inside; a computer shows its whole page, scaled.
  const scale = useFit(device === 'computer' ? box : null, size.width);
  const pageHeight = useContentHeight(device === 'computer' ? view : null, size.height);
  const height = device === 'computer' ? pageHeight : size.height;
  return (
    <div className={`ops-device ops-device--${device}`} data-scale={scale.toFixed(3)}>
      <div className="ops-device-fit" ref={setBox} style={device === 'computer' ? { height: height * scale } : undefined}>
        <iframe
          ref={frame}
          title={title}
          className="ops-device-frame"
          width={size.width}
          height={height}
          style={scale < 1 ? { transform: `scale(${scale})` } : undefined}
          data-testid={`ops-${device}-frame`}
        />
      </div>
      {view ? <ViewWindowContext.Provider value={view}>{createPortal(children, view.document.body)}</ViewWindowContext.Provider> : null}
    </div>
  );
}
