import Cookies from 'js-cookie';
import { useCallback } from 'react';
import { CurrencyProvider } from '../../renderer/markets/currency.tsx';
import type { MarketLabels } from '../../renderer/markets/host.ts';
import { PayWith } from '../../renderer/markets/PayWith.tsx';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { AppMarketHost } from './host.ts';

/** SPEC §3 cookie of the chosen pay-with fiat; kept a year like curr_fiat. */
const FIAT_COOKIE = 'defaultBuyCryptoFiat';
const METHOD_NAMES = { bank_transfer: 'Bank', credit_card: 'Card', p2p: 'P2P' } as const;

/**
 * The buy-crypto menu's pay-with selector: the options of buyCryptoFiatList (cached as
 * buy_crypto_fiat_setting_v2, the SPEC default on failure), the choice kept in its cookie.
 */
export function PayWithMenu({ host, boot, labels }: { host: AppMarketHost; boot: Bootstrap; labels: MarketLabels }) {
  const load = useCallback(() => host.loadSource().then((s) => s.buyCryptoFiats()), [host]);
  const onChoose = useCallback((fiat: string) => {
    Cookies.set(FIAT_COOKIE, fiat, { expires: 365, path: '/', sameSite: 'Lax' });
  }, []);
  return (
    <CurrencyProvider load={load} initial={Cookies.get(FIAT_COOKIE) ?? boot.params.defaultBuyCryptoFiat} onChoose={onChoose}>
      <PayWith prefix={host.prefix} labels={labels} methodNames={METHOD_NAMES} />
    </CurrencyProvider>
  );
}
