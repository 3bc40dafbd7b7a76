import type { AccountOverview } from '../../../engine/user/accountOverview.ts';
import { formatAmount } from '../../../engine/user/amounts.ts';
import { fill, type Messages } from '../i18n/labels.ts';
import './accountSummary.css';

/**
 * The head of the wallet menu: the account mode (classic or unified, SPEC §4 "account mode decides
 * wallet/orders labels") and, when the user has it, the cross-margin account (SPEC §3).
 */
export function AccountSummary({
  overview,
  messages: m,
  crossMarginHref,
}: {
  overview: AccountOverview | null;
  messages: Messages;
  crossMarginHref: string | null;
}) {
  if (!overview) return <div className="account-summary account-summary--loading" aria-busy="true" data-testid="account-summary" />;
  const cross = overview.crossMargin;
  return (
    <div className="account-summary" data-testid="account-summary" data-mode={overview.settings.mode}>
      <p className="account-summary-row">
        <span className="account-summary-key">{m.accountMode}</span>
        <span className="account-summary-value">{m.accountModes[overview.settings.mode]}</span>
      </p>
      {cross ? (
        <p className="account-summary-row" data-testid="cross-margin">
          <span className="account-summary-key">{crossMarginHref ? <a href={crossMarginHref}>{m.crossMargin}</a> : m.crossMargin}</span>
          <span className="account-summary-value">
            {fill(m.crossMarginTier, { tier: String(cross.userTier) })} ·{' '}
            {fill(m.spotBalance, { amount: formatAmount(Number(cross.userSpotBalance), undefined, m.lang) })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
