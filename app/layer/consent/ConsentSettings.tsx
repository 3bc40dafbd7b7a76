import { useId, useState } from 'react';
import { type ConsentChoice, uniformChoice } from '../../../engine/consent/consent.ts';
import { formatDate } from '../../../engine/format.ts';
import { Modal } from '../header/Modal.tsx';
import { type ConsentLabels, fill } from '../i18n/labels.ts';
import { ChoiceButtons } from './ConsentBanner.tsx';
import { readConsent, saveConsent } from './consentCookie.ts';

interface Props {
  lang: string;
  labels: ConsentLabels;
  /** The region's cookie policy page, through the link allow-list (null: no link). */
  policyHref: string | null;
  /** A choice was stored. */
  onSaved(): void;
  /** Closed without a choice. */
  onClose(): void;
}

/**
 * The settings dialog by purpose, opened from the banner's third choice or the footer's "Cookie
 * settings": a chunk of its own, loaded only when it opens. Shows the date of the current choice.
 */
export default function ConsentSettings({ lang, labels, policyHref, onSaved, onClose }: Props) {
  const [current] = useState(readConsent);
  const onSave = (choice: ConsentChoice) => {
    saveConsent(choice);
    onSaved();
  };
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
