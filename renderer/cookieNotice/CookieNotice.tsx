import { useId } from 'react';
import './cookieNotice.css';

interface Props {
  labels: { cookieTitle: string; cookieText: string; cookiePolicy: string; cookieAccept: string };
  /** The cookie policy page, already through the allow-list (null: no link). */
  policyHref: string | null;
  onClose(): void;
}

/** SPEC §4 EU cookie notice: a non-modal region at the bottom of the page; closing accepts it. */
export function CookieNotice({ labels, policyHref, onClose }: Props) {
  const titleId = useId();
  return (
    <section className="cookie-notice" aria-labelledby={titleId} data-testid="cookie-notice">
      <div className="cookie-notice-text">
        <h2 id={titleId}>{labels.cookieTitle}</h2>
        <p>
          {labels.cookieText} {policyHref ? <a href={policyHref}>{labels.cookiePolicy}</a> : null}
        </p>
      </div>
      <button type="button" className="btn btn--primary" onClick={onClose} data-testid="cookie-notice-accept">
        {labels.cookieAccept}
      </button>
    </section>
  );
}
