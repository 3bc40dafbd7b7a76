import { type KeyboardEvent, type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { languageChoice } from '../../../engine/headerFeatures.ts';
import { buildHref, type LinkOptions } from '../../../engine/links.ts';
import { fiatRatesFrom, formatAmount } from '../../../engine/user/amounts.ts';
import type { LanguageOption } from '../../../renderer/LanguageMenu.tsx';
import type { Preferences } from '../../../schemas/bootstrap.ts';
import type { RegionConfig } from '../../../schemas/regionConfig.ts';
import type { FiatItem } from '../../../schemas/siteParams.ts';
import { fill, type Messages } from '../i18n/labels.ts';
import { Modal } from './Modal.tsx';
import { beforeLanguageChange, setFiat, setNoFiatSwitch, usePreferences } from './prefs.ts';

export type RegionTab = 'language' | 'rate';

export interface RegionModalProps {
  languages: readonly LanguageOption[];
  fiats: readonly FiatItem[];
  /** Units per USD from the bootstrap; shown until fresher rates arrive, and kept if they fail. */
  rates: Readonly<Record<string, number>>;
  /** currFiatMarketRates (SPEC §7), asked for when the rate tab opens. */
  loadRates?: () => Promise<unknown>;
  config: Pick<RegionConfig, 'defaults' | 'hosts'>;
  linkOptions: LinkOptions;
  initial: Preferences;
  messages: Messages;
  /** Both tabs (desktop) or one of them as its own sheet (the drawer's language and rate modals). */
  tabs: readonly RegionTab[];
  sheet?: boolean;
  onClose: () => void;
}

function RestrictedTip({ code, m }: { code: string; m: Messages }) {
  const id = useId();
  const text = fill(m.restrictedTip, { region: m.restrictedRegions[code] ?? code });
  return (
    <button type="button" className="tip" aria-label={text} data-testid={`restricted-tip-${code}`}>
      <span aria-hidden="true">i</span>
      <span className="tip-text" role="tooltip" id={id}>
        {text}
      </span>
    </button>
  );
}

function LanguageTab({
  languages,
  config,
  linkOptions,
  messages: m,
}: Pick<RegionModalProps, 'languages' | 'config' | 'linkOptions' | 'messages'>) {
  const [countrySite, setCountrySite] = useState<{ stay: string; go: string } | null>(null);
  const restricted = config.defaults.restrictedLangs as readonly string[];
  const onPick = (o: LanguageOption) => (e: MouseEvent<HTMLAnchorElement>) => {
    beforeLanguageChange(o.code);
    const choice = languageChoice(config, o.code);
    if (choice.kind !== 'countrySite') return;
    const go = buildHref(new URL(o.href, choice.url).href, o.code, linkOptions);
    if (!go) return;
    e.preventDefault();
    setCountrySite({ stay: o.href, go });
  };
  return (
    <>
      <ul className="choice-grid">
        {languages.map((o) => (
          <li key={o.code} className="choice-cell">
            <a
              className="choice option-button"
              href={o.href}
              hrefLang={o.code}
              lang={o.code}
              aria-current={o.current ? 'true' : undefined}
              onClick={onPick(o)}
            >
              {o.name}
            </a>
            {restricted.includes(o.code) ? <RestrictedTip code={o.code} m={m} /> : null}
          </li>
        ))}
      </ul>
      {countrySite ? (
        <Modal title={m.turkeyTitle} onClose={() => setCountrySite(null)} closeLabel={m.close} testId="country-site-dialog">
          <p className="modal-text">{m.turkeyText}</p>
          <div className="modal-actions">
            <a className="btn btn--ghost" href={countrySite.stay} data-autofocus>
              {m.turkeyStay}
            </a>
            <a className="btn btn--primary" href={countrySite.go}>
              {m.turkeyGo}
            </a>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

function useRates(initial: RegionModalProps['rates'], load: RegionModalProps['loadRates']) {
  const [rates, setRates] = useState<{ values: RegionModalProps['rates']; live: boolean }>({ values: initial, live: false });
  useEffect(() => {
    let on = true;
    void load?.().then((raw) => {
      const fresh = fiatRatesFrom(raw);
      if (on && fresh) setRates({ values: fresh, live: true });
    });
    return () => {
      on = false;
    };
  }, [load]);
  return rates;
}

function RateTab({
  fiats,
  rates: bootRates,
  loadRates,
  initial,
  messages: m,
  onClose,
}: Pick<RegionModalProps, 'fiats' | 'rates' | 'loadRates' | 'initial' | 'messages' | 'onClose'>) {
  const prefs = usePreferences(initial);
  const rates = useRates(bootRates, loadRates);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? fiats.filter((f) => f.fiat.toLowerCase().includes(q)) : fiats;
  }, [fiats, query]);
  const noSwitch = prefs.currFiat === 'USD';
  return (
    <>
      <div className="switch-row">
        <span id="no-fiat-label">{m.noFiatSwitch}</span>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={noSwitch}
          aria-labelledby="no-fiat-label"
          data-testid="no-fiat-switch"
          onClick={() => setNoFiatSwitch(!noSwitch)}
        />
      </div>
      <input
        className="search-input"
        type="search"
        placeholder={m.searchFiat}
        aria-label={m.searchFiat}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {shown.length === 0 ? (
        <p className="modal-text">{m.noData}</p>
      ) : (
        <ul className="choice-grid" data-testid="fiat-list" data-rates={rates.live ? 'live' : 'bootstrap'}>
          {shown.map((f) => (
            <li key={f.fiat}>
              <button
                type="button"
                className="choice option-button"
                aria-current={prefs.currFiat === f.fiat ? 'true' : undefined}
                data-fiat={f.fiat}
                onClick={() => {
                  setFiat(f.fiat);
                  onClose();
                }}
              >
                {f.fiat}
                <span className="choice-sub">
                  {f.symbol}
                  {rates.values[f.fiat] ? (
                    <span data-rate={f.fiat}>{` · ${formatAmount(rates.values[f.fiat]!, undefined, m.lang)}`}</span>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The language and region modal (SPEC §2): a language tab of links and an exchange-rate tab. */
export default function RegionModal(props: RegionModalProps) {
  const { messages: m, tabs, onClose } = props;
  const [tab, setTab] = useState<RegionTab>(tabs[0] ?? 'language');
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const names: Record<RegionTab, string> = { language: m.language, rate: m.rateTab };
  const title = tabs.length > 1 ? m.languageAndRegion : names[tabs[0] ?? 'language'];
  const body = tab === 'language' ? <LanguageTab {...props} /> : <RateTab {...props} />;

  // WAI-ARIA tabs: arrows move between tabs and select them.
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const dir = document.documentElement.dir === 'rtl' ? -step : step;
    const next = (i + dir + tabs.length) % tabs.length;
    setTab(tabs[next]!);
    refs.current[next]?.focus();
  };

  return (
    <Modal title={title} onClose={onClose} closeLabel={m.close} sheet={props.sheet} testId="region-modal">
      {tabs.length > 1 ? (
        <div className="tabs" role="tablist" aria-label={m.languageAndRegion}>
          {tabs.map((t, i) => (
            <button
              key={t}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              className="tab"
              id={`${base}-${t}`}
              aria-selected={tab === t}
              aria-controls={`${base}-${t}-panel`}
              tabIndex={tab === t ? 0 : -1}
              onClick={() => setTab(t)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {names[t]}
            </button>
          ))}
        </div>
      ) : null}
      {tabs.length > 1 ? (
        <div role="tabpanel" id={`${base}-${tab}-panel`} aria-labelledby={`${base}-${tab}`}>
          {body}
        </div>
      ) : (
        body
      )}
    </Modal>
  );
}
