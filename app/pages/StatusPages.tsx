import type { Brand } from '../brand.ts';
import type { Messages } from '../messages.ts';

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

export function LoadingState({ brand, home, messages }: { brand: Brand; home: string; messages: Messages }) {
  return (
    <div className="page page--loading">
      <BareHeader brand={brand} home={home} />
      <main id="main" className="page-main" aria-busy="true">
        <p className="loading-text">{messages.loading}</p>
      </main>
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
    </div>
  );
}
