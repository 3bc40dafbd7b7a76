import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { SANITISED_ATTRS, SANITISED_TAGS } from '../../engine/notifications/safeMarkup.ts';

/**
 * Server HTML (notification content) sanitised with DOMPurify, never raw (DESIGN security notes).
 * Links keep only an href that passes the site's allow-list (`safeHref`, engine buildHref); an
 * unsafe one is dropped and the text stays. Absolute links open in a new tab without an opener.
 */
export function sanitizeHtml(html: string, safeHref: (raw: string) => string | null): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS: [...SANITISED_TAGS], ALLOWED_ATTR: [...SANITISED_ATTRS] });
  // Links are fixed up in an inert document: nothing parsed there loads or runs.
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  for (const a of doc.body.querySelectorAll('a')) {
    const href = safeHref(a.getAttribute('href') ?? '');
    if (href === null) a.removeAttribute('href');
    else {
      a.setAttribute('href', href);
      if (/^https?:/i.test(href)) {
        a.setAttribute('target', '_blank');
        a.setAttribute('rel', 'noopener noreferrer');
      }
    }
  }
  return doc.body.innerHTML;
}

export function SafeHtml({
  html,
  safeHref,
  className,
  id,
}: {
  html: string;
  safeHref: (raw: string) => string | null;
  className?: string;
  id?: string;
}) {
  const clean = useMemo(() => sanitizeHtml(html, safeHref), [html, safeHref]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}
