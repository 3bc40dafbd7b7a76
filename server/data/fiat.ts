import type { CurrencyOption, FiatRates } from '../../schemas/api/fiat.ts';
import type { FiatItem } from '../../schemas/siteParams.ts';
import { walk } from './prices.ts';

/** code | symbol | units per USD | bank transfer | credit card | p2p */
const TABLE = `
USD|$|1|1|1|1
EUR|€|0.921|1|1|1
GBP|£|0.785|1|1|1
TRY|₺|34.21|1|1|1
JPY|¥|151.3|1|0|0
HKD|HK$|7.812|1|1|1
SGD|S$|1.342|1|1|0
AED|د.إ|3.6725|1|1|1
AUD|A$|1.512|1|1|1
CAD|C$|1.367|1|1|1
CHF|CHF|0.884|1|1|0
CNY|¥|7.241|0|0|1
KRW|₩|1368|0|1|1
INR|₹|83.45|0|1|1
BRL|R$|5.61|1|1|1
MXN|MX$|17.92|1|1|1
ARS|AR$|915.4|0|1|1
RUB|₽|91.2|0|0|1
UAH|₴|41.1|0|1|1
PLN|zł|3.94|1|1|1
CZK|Kč|23.1|1|1|0
SEK|kr|10.48|1|1|0
NOK|kr|10.71|1|1|0
DKK|kr|6.87|1|1|0
HUF|Ft|362.5|1|1|0
RON|lei|4.58|1|1|0
ZAR|R|18.3|1|1|1
NGN|₦|1510|0|1|1
KES|KSh|129.4|0|1|1
EGP|E£|48.2|0|1|1
VND|₫|25410|0|0|1
IDR|Rp|15890|1|1|1
THB|฿|36.2|1|1|1
PHP|₱|57.8|1|1|1
MYR|RM|4.71|1|1|1
PKR|₨|278.4|0|0|1
NZD|NZ$|1.652|1|1|0
`;

interface Fiat extends FiatItem {
  perUsd: number;
  option: CurrencyOption;
}

export const FIATS: Fiat[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [fiat, symbol, perUsd, bank, card, p2p] = line.split('|') as [string, string, string, string, string, string];
    return {
      fiat,
      symbol,
      perUsd: Number(perUsd),
      option: { fiat, bank_transfer: bank === '1', credit_card: card === '1', p2p: p2p === '1' },
    };
  });

const PEGGED = new Set(['USD', 'AED', 'HKD']);

export const fiatList = (): FiatItem[] => FIATS.map(({ fiat, symbol }) => ({ fiat, symbol }));
export const buyCryptoOptions = (): CurrencyOption[] => FIATS.map((f) => f.option);
export const isFiat = (code: string): boolean => FIATS.some((f) => f.fiat === code);

/** Units of each fiat per 1 USD at time t; pegged currencies stay put, the rest drift a little. */
export function fiatRates(t: number): FiatRates {
  // Pages ask at their time slot's start, many times a second: the last answer is kept (a copy is
  // handed out, so no caller can change another's).
  return { ...keptRates(t) };
}
function keptRates(t: number): FiatRates {
  if (lastRates.t !== t) lastRates.rates = ratesAt(t);
  lastRates.t = t;
  return lastRates.rates;
}
const lastRates: { t: number; rates: FiatRates } = { t: Number.NaN, rates: {} };

function ratesAt(t: number): FiatRates {
  const out: FiatRates = {};
  for (const f of FIATS) {
    const v = PEGGED.has(f.fiat) ? f.perUsd : walk(`fiat:${f.fiat}`, f.perUsd, t, 0.08);
    out[f.fiat] = Number(v.toPrecision(6));
  }
  return out;
}

export function fiatPerUsd(code: string, t: number): number {
  return keptRates(t)[code] ?? 1;
}
