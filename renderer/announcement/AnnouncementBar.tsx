import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hasMarkup, markupText, marqueeSeconds, needsMarquee } from '../../engine/notifications/announcement.ts';
import { MOBILE_QUERY } from '../../schemas/constants/layout.ts';
import { RTL_LANGS } from '../../schemas/siteConstants.ts';
import { useMediaQuery } from '../useMediaQuery.ts';
import './announcement.css';
import { CloseGlyph } from '../CloseGlyph.tsx';

interface Props {
  /** SPEC §3 announcement content: text, or simple HTML drawn through the sanitiser. */
  text: string;
  /** Already through the allow-list; null shows the text without a link. */
  href: string | null;
  /** The allow-list for links inside the content (engine buildHref). */
  safeHref: (raw: string) => string | null;
  labels: { announcement: string; dismiss: string };
  /** The language of the text where it is not the page's (English standing in for a missing one). */
  lang?: string;
  onDismiss(): void;
}

/**
 * The site-wide announcement (SPEC §4): on mobile the text scrolls only when it is wider than its
 * box, taking width / 200 * 3 seconds (SPEC §9); with reduced motion it wraps instead.
 */
export function AnnouncementBar({ text, href, safeHref, labels, lang, onDismiss }: Props) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  const html = useSanitised(text, safeHref);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text needs measuring again
  useLayoutEffect(() => {
    const b = box.current;
    const t = inner.current;
    if (!mobile || !b || !t) {
      setWidth(null);
      return;
    }
    const measure = () => {
      // The gap after a scrolling copy is not part of the text.
      const textWidth = t.scrollWidth - (Number.parseFloat(getComputedStyle(t).paddingInlineEnd) || 0);
      setWidth(needsMarquee(textWidth, b.clientWidth) ? textWidth : null);
    };
    // The observer's first call comes after the browser's own layout: measuring here, in the commit,
    // would force one during hydration (a long task on a slow phone).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const ro = new ResizeObserver(measure);
    ro.observe(b);
    return () => ro.disconnect();
  }, [mobile, text, html]);

  const scrolling = width !== null;
  const style = scrolling ? ({ '--marquee-duration': `${marqueeSeconds(width)}s` } as CSSProperties) : undefined;
  const plain = hasMarkup(text) ? markupText(text) : text;
  // Content with its own links is not wrapped in the bar's link (a link inside a link is invalid).
  const body =
    html === null ? (
      plain
    ) : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (renderer/reminder/SafeHtml.tsx)
      <span className="announcement-html" dangerouslySetInnerHTML={{ __html: html }} />
    );
  const content = href && !(html ?? '').includes('<a') ? <a href={href}>{body}</a> : body;
  // Read aloud and laid out in its own language and direction, inside a page of another.
  const own = lang ? { lang, dir: (RTL_LANGS as readonly string[]).includes(lang) ? 'rtl' : 'ltr' } : {};
  return (
    <section className="announcement" aria-label={labels.announcement} data-testid="announcement">
      <svg className="announcement-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M4 10v4h3l6 4V6L7 10H4Zm12.5-1.5a5 5 0 0 1 0 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <div className={`announcement-box${scrolling ? ' announcement-box--scroll' : ''}`} ref={box} data-scrolling={scrolling}>
        {/* Scrolling shows the text twice in a row so the loop has no gap; the copy is hidden from readers. */}
        <span className="announcement-track" style={style}>
          <span className="announcement-text" ref={inner} {...own}>
            {content}
          </span>
          {scrolling ? (
            <span className="announcement-text" aria-hidden="true" {...own}>
              {plain}
            </span>
          ) : null}
        </span>
      </div>
      <button
        type="button"
        className="icon-button announcement-close"
        aria-label={labels.dismiss}
        onClick={onDismiss}
        data-testid="announcement-dismiss"
      >
        <CloseGlyph size={14} strokeWidth={2.7} />
      </button>
    </section>
  );
}

/**
 * Content with markup is drawn through the notification sanitiser, whose code (DOMPurify) loads on
 * demand: until then its words show as text, never its tags.
 */
function useSanitised(text: string, safeHref: (raw: string) => string | null): string | null {
  const [html, setHtml] = useState<{ text: string; html: string } | null>(null);
  useEffect(() => {
    if (!hasMarkup(text)) return;
    let live = true;
    void import('../reminder/SafeHtml.tsx').then((m) => {
      if (live) setHtml({ text, html: m.sanitizeHtml(text, safeHref) });
    });
    return () => {
      live = false;
    };
  }, [text, safeHref]);
  return html && html.text === text ? html.html : null;
}
