import '../styles/markets.css';
import { useId, useRef, useState } from 'react';
import { buyCryptoPath } from '../../engine/markets/fiat.ts';
import { CurrencyPicker } from './CurrencyPicker.tsx';
import { useCurrency } from './currency.tsx';
import type { MarketLabels } from './marketHost.ts';

/**
 * The pay-with fiat selector of the buy-crypto menu: shows the chosen fiat, toggles a currency
 * picker (SPEC §4: the pay-with panel toggles open and closed) and links to /crypto/buy-{fiat}-USDT.
 */
export function PayWith({ prefix, labels }: { prefix: string; labels: MarketLabels }) {
  const currency = useCurrency();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const detail = (o: (typeof currency.options)[number]) =>
    (['bank_transfer', 'credit_card', 'p2p'] as const)
      .filter((m) => o[m])
      .map((m) => labels.methods[m])
      .join(' · ');
  return (
    <div className="pay-with" data-testid="pay-with">
      <button
        ref={toggleRef}
        type="button"
        className="row-link pay-with-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {labels.payWith} <strong>{currency.fiat}</strong>
      </button>
      <div id={id} hidden={!open}>
        <CurrencyPicker
          options={currency.options.map((o) => ({ fiat: o.fiat, detail: detail(o) }))}
          value={currency.fiat}
          labels={labels}
          onSelect={(fiat) => {
            currency.choose(fiat);
            setOpen(false);
            // The chosen option is about to be hidden: keep focus inside the panel (a focus lost to
            // the page would close it, and keyboard users would lose their place).
            toggleRef.current?.focus();
          }}
        />
      </div>
      <a className="row-link pay-with-buy" href={`${prefix}${buyCryptoPath(currency.fiat)}`} data-testid="buy-crypto-link">
        {labels.buyWith.replace('{fiat}', currency.fiat)}
      </a>
      {open ? null : (
        <p className="pay-with-methods" data-testid="pay-with-methods">
          {detail(currency.option)}
        </p>
      )}
    </div>
  );
}
