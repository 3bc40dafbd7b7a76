import { useEffect } from 'react';
import { BRAND, type Brand } from '../../layer/brand.ts';
import type { Messages } from '../../layer/i18n/labels.ts';

function BareHeader({ brand, home }: { brand: Brand; home: string }) {
  return (
    <header className="site-header">
      <div className="header-bar">
        <a className="brand" href={home}>
          <img className="brand-logo" src={brand.logo} alt="" width="28" height="28" />
          <span className="brand-name">{brand.name}</span>
        </a>
      </div>
    </header>
  );
}

/** The footer landmark stays while the bootstrap is missing: the page is whole, only its content waits. */
function BareFooter({ brand }: { brand: Brand }) {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-bottom">
          <p className="copyright">{brand.name}</p>
        </div>
      </div>
    </footer>
  );
}

export function LoadingState({ brand, home, messages }: { brand: Brand; home: string; messages: Messages }) {
  return (
    <div className="page page--loading">
      <BareHeader brand={brand} home={home} />
      <main id="main" className="page-main" aria-busy="true">
        <p className="loading-text">{messages.loading}</p>
      </main>
      <BareFooter brand={brand} />
    </div>
  );
}

/** Shown when the bootstrap is missing or malformed: the page says so instead of crashing. */
export function ErrorState({
  brand,
  home,
  messages,
  reason,
  onRetry,
}: {
  brand: Brand;
  home: string;
  messages: Messages;
  reason: string;
  onRetry: () => void;
}) {
  return (
    <div className="page page--error">
      <BareHeader brand={brand} home={home} />
      <main id="main" className="page-main">
        <section className="status-card" role="alert" data-testid="bootstrap-error">
          <h1>{messages.errorTitle}</h1>
          <p>{messages.errorText}</p>
          <p className="status-detail">
            <code>{reason}</code>
          </p>
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {messages.retry}
          </button>
        </section>
      </main>
      <BareFooter brand={brand} />
    </div>
  );
}

/**
 * The body of a page the site does not have (the server answers it with 404): the layer stays,
 * the message is in the page's language, with a way home and a way to search.
 */
export function NotFoundBody({ home, messages, openSearch }: { home: string; messages: Messages; openSearch?: () => void }) {
  useEffect(() => {
    document.title = `${messages.notFoundTitle} · ${BRAND.name}`;
  }, [messages.notFoundTitle]);
  // The header's search (a dialog); where the region hides it, the markets page instead.
  const search = openSearch ?? (() => window.location.assign(`${home === '/' ? '' : home}/price`));
  return (
    <section className="status-card not-found" aria-labelledby="not-found-title" data-testid="not-found">
      <h1 id="not-found-title">{messages.notFoundTitle}</h1>
      <p>{messages.notFoundText}</p>
      <div className="not-found-actions">
        <a className="btn btn--primary" href={home}>
          {messages.notFoundHome}
        </a>
        <button type="button" className="btn btn--ghost" onClick={search}>
          {messages.notFoundSearch}
        </button>
      </div>
    </section>
  );
}
