import '../styles/markets.css';
import { useId, useState } from 'react';
import { buyCryptoPath } from '../../engine/markets/fiat.ts';
import { CurrencyPicker } from './CurrencyPicker.tsx';
import { useCurrency } from './currency.tsx';
import type { MarketLabels } from './host.ts';

/**
 * The pay-with fiat selector of the buy-crypto menu: shows the chosen fiat, toggles a currency
 * picker (SPEC §4: the pay-with panel toggles open and closed) and links to /crypto/buy-{fiat}-USDT.
 */
export function PayWith({
  prefix,
  labels,
  methodNames,
}: {
  prefix: string;
  labels: MarketLabels;
  methodNames: Record<'bank_transfer' | 'credit_card' | 'p2p', string>;
}) {
  const currency = useCurrency();
  const [open, setOpen] = useState(false);
  const id = useId();
  const detail = (o: (typeof currency.options)[number]) =>
    (['bank_transfer', 'credit_card', 'p2p'] as const)
      .filter((m) => o[m])
      .map((m) => methodNames[m])
      .join(' · ');
  return (
    <div className="pay-with" data-testid="pay-with">
      <button type="button" className="row-link pay-with-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
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
          }}
        />
      </div>
      <a className="row-link" href={`${prefix}${buyCryptoPath(currency.fiat)}`} data-testid="buy-crypto-link">
        {currency.fiat} → USDT
      </a>
    </div>
  );
}
