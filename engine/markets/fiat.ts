import { isObject, okData, str } from './row.ts';

/** SPEC §3 currency option of the pay-with selector. */
export interface CurrencyOption {
  fiat: string;
  bank_transfer: boolean;
  credit_card: boolean;
  p2p: boolean;
}

/** SPEC §3: the default is USD with every payment method. */
export const DEFAULT_CURRENCY_OPTION: CurrencyOption = { fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true };

/** The buyCryptoFiatList answer: options with a three-letter code, duplicates dropped. */
export function processFiatList(raw: unknown): CurrencyOption[] {
  const data = okData(raw);
  const list = isObject(data) ? data.list : undefined;
  if (!Array.isArray(list)) throw new Error('buyCryptoFiatList: data.list is not a list');
  const seen = new Set<string>();
  const out: CurrencyOption[] = [];
  for (const o of list) {
    if (!isObject(o)) continue;
    const fiat = str(o.fiat).toUpperCase();
    if (!/^[A-Z]{3}$/.test(fiat) || seen.has(fiat)) continue;
    seen.add(fiat);
    out.push({ fiat, bank_transfer: o.bank_transfer === true, credit_card: o.credit_card === true, p2p: o.p2p === true });
  }
  return out;
}

/** The option for a fiat code, else the first offered, else the SPEC default. */
export function currencyOptionFor(options: readonly CurrencyOption[], fiat: string): CurrencyOption {
  return options.find((o) => o.fiat === fiat.toUpperCase()) ?? options[0] ?? DEFAULT_CURRENCY_OPTION;
}

/** SPEC §2 buy crypto submenu: /crypto/buy-{fiat}-USDT. */
export const buyCryptoPath = (fiat: string) => `/crypto/buy-${encodeURIComponent(fiat.toUpperCase())}-USDT`;
