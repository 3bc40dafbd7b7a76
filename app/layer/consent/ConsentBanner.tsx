import { type ReactNode, useId } from 'react';
import type { ConsentLabels } from '../i18n/labels.ts';

/** Accept, refuse and choose, in that order and with the same weight wherever they are offered. */
export function ChoiceButtons({ labels, onChoose, third }: { labels: ConsentLabels; onChoose(granted: boolean): void; third: ReactNode }) {
  return (
    <div className="consent-actions">
      <button type="button" className="btn btn--primary consent-btn" onClick={() => onChoose(true)}>
        {labels.acceptAll}
      </button>
      <button type="button" className="btn btn--primary consent-btn" onClick={() => onChoose(false)}>
        {labels.refuseAll}
      </button>
      {third}
    </div>
  );
}

interface Props {
  labels: ConsentLabels;
  /** The region's cookie policy page, through the link allow-list (null: no link). */
  policyHref: string | null;
  onChoose(granted: boolean): void;
  onSettings(): void;
}

/**
 * The banner asking for a choice. Part of the first chunk, not of the settings' lazy one: the server
 * draws it into the first paint, and it must answer a click as soon as the page is hydrated.
 */
export function ConsentBanner({ labels, policyHref, onChoose, onSettings }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <section
      className="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="consent-banner"
    >
      <div className="consent-text">
        <h2 id={titleId}>{labels.title}</h2>
        <p id={textId}>
          {labels.text} {policyHref ? <a href={policyHref}>{labels.policy}</a> : null}
        </p>
      </div>
      <ChoiceButtons
        labels={labels}
        onChoose={onChoose}
        third={
          <button type="button" className="btn btn--primary consent-btn" aria-haspopup="dialog" onClick={onSettings}>
            {labels.choose}
          </button>
        }
      />
    </section>
  );
}
