import type { LayerRiskWarning } from '../engine/composeLayer.ts';

/**
 * A regulator's risk warning (the FCA's for UK cryptoasset promotions): drawn by the server, at the
 * top of every page, kept on screen by the sticky top of the page, and with no way to close it.
 */
export function RiskWarning({ warning, label }: { warning: LayerRiskWarning; label: string }) {
  return (
    <section className="risk-warning" aria-label={label} data-testid="risk-warning">
      <p>
        {warning.text}
        {warning.link ? (
          <>
            {' '}
            <a href={warning.link.href}>{warning.link.label}</a>
          </>
        ) : null}
      </p>
    </section>
  );
}
