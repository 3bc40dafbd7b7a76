import { type ReactNode, useId, useState } from 'react';
import { type ConsentChoice, uniformChoice } from '../../engine/consent/consent.ts';
import { formatDate } from '../../engine/format.ts';
import { Modal } from '../header/Modal.tsx';
import { type ConsentLabels, fill } from '../i18n/labels.ts';
import { readConsent, saveConsent } from './consentCookie.ts';
import './consent.css';

export type ConsentView = 'banner' | 'settings';

interface Props {
  view: ConsentView;
  lang: string;
  labels: ConsentLabels;
  /** The region's cookie policy page, through the link allow-list (null: no link). */
  policyHref: string | null;
  onView(view: ConsentView | null): void;
}

/** Accept, refuse and choose, in that order and with the same weight wherever they are offered. */
function ChoiceButtons({ labels, onChoose, third }: { labels: ConsentLabels; onChoose(granted: boolean): void; third: ReactNode }) {
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

function Banner({
  labels,
  policyHref,
  onChoose,
  onSettings,
}: Omit<Props, 'view' | 'onView' | 'lang'> & { onChoose(granted: boolean): void; onSettings(): void }) {
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

function Settings({
  lang,
  labels,
  policyHref,
  current,
  onSave,
  onClose,
}: Omit<Props, 'view' | 'onView'> & { current: ConsentChoice | null; onSave(c: ConsentChoice): void; onClose(): void }) {
  const [analytics, setAnalytics] = useState(current?.purposes.analytics ?? false);
  const necessaryId = useId();
  const analyticsId = useId();
  return (
    <Modal
      title={labels.settingsTitle}
      onClose={onClose}
      closeLabel={labels.close}
      testId="consent-settings"
      className="consent-settings"
      sheet={false}
    >
      <p className="consent-lead">
        {labels.settingsText} {policyHref ? <a href={policyHref}>{labels.policy}</a> : null}
      </p>
      <ul className="consent-purposes">
        <li>
          <label className="consent-purpose">
            <input type="checkbox" role="switch" checked aria-checked disabled aria-describedby={necessaryId} />
            <span className="consent-purpose-name">{labels.necessaryTitle}</span>
            <span className="consent-always">{labels.alwaysOn}</span>
          </label>
          <p id={necessaryId}>{labels.necessaryText}</p>
        </li>
        <li>
          <label className="consent-purpose">
            <input
              type="checkbox"
              role="switch"
              checked={analytics}
              aria-checked={analytics}
              onChange={(e) => setAnalytics(e.target.checked)}
              aria-describedby={analyticsId}
              data-autofocus
            />
            <span className="consent-purpose-name">{labels.analyticsTitle}</span>
          </label>
          <p id={analyticsId}>{labels.analyticsText}</p>
        </li>
      </ul>
      {current ? (
        <p className="consent-saved">{fill(labels.savedOn, { date: formatDate(lang, current.at, { dateStyle: 'long' }) })}</p>
      ) : null}
      <ChoiceButtons
        labels={labels}
        onChoose={(granted) => onSave(uniformChoice(granted, Date.now()))}
        third={
          <button
            type="button"
            className="btn btn--primary consent-btn"
            onClick={() => onSave({ at: Date.now(), purposes: { analytics } })}
          >
            {labels.save}
          </button>
        }
      />
    </Modal>
  );
}

/**
 * The consent manager of regions that ask for consent: a banner until a choice is made (and again
 * after 90 days), and the settings dialog by purpose, opened from the banner or the footer's
 * "Cookie settings". Loaded only when one of them shows.
 */
export default function ConsentManager({ view, lang, labels, policyHref, onView }: Props) {
  const current = readConsent();
  const save = (choice: ConsentChoice) => {
    saveConsent(choice);
    onView(null);
  };
  // Closing the settings without a choice goes back to the banner: nothing is decided for the visitor.
  const closeSettings = () => onView(readConsent() ? null : 'banner');
  return (
    <>
      {view === 'banner' || !current ? (
        <Banner
          labels={labels}
          policyHref={policyHref}
          onChoose={(granted) => save(uniformChoice(granted, Date.now()))}
          onSettings={() => onView('settings')}
        />
      ) : null}
      {view === 'settings' ? (
        <Settings lang={lang} labels={labels} policyHref={policyHref} current={current} onSave={save} onClose={closeSettings} />
      ) : null}
    </>
  );
}
