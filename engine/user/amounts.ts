import { OK_CODE } from '../../schemas/constants/api.ts';
import { AMOUNT_DECIMALS } from '../../schemas/constants/preferences.ts';
import { formatDecimal } from '../format.ts';

/**
 * SPEC §9: amounts show 2 decimals, padded. Cut rather than rounded, so a balance is never shown
 * larger than it is; thousands are grouped, both marks those of the page language.
 */
export function formatAmount(value: number, decimals = AMOUNT_DECIMALS, lang = 'en'): string {
  if (!Number.isFinite(value)) return formatDecimal(lang, 0, decimals);
  // Decimal digits from the string form: multiplying by 100 would turn 2450318.55 into ...54.99.
  const fixed = value.toFixed(decimals + 4);
  const cut = Number(fixed.slice(0, fixed.length - 4)) || 0;
  return formatDecimal(lang, cut, decimals);
}

export interface FiatAmount {
  fiat: string;
  symbol: string;
  value: number;
  text: string;
}

/**
 * Total assets in the chosen fiat: USD times the fiat's rate (units per USD) from
 * curr_fiat_market_rates. Without a usable rate the amount stays in USD rather than being wrong.
 */
export function totalInFiat(
  totalUsd: number,
  fiat: string,
  rates: Readonly<Record<string, number>>,
  symbols: readonly { fiat: string; symbol: string }[] = [],
  lang = 'en',
): FiatAmount {
  const rate = fiat === 'USD' ? 1 : rates[fiat];
  const usable = typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
  const code = usable ? fiat : 'USD';
  const value = (Number.isFinite(totalUsd) ? totalUsd : 0) * (usable ? rate : 1);
  const symbol = symbols.find((s) => s.fiat === code)?.symbol ?? (code === 'USD' ? '$' : '');
  return { fiat: code, symbol, value, text: formatAmount(value, AMOUNT_DECIMALS, lang) };
}

/**
 * The currFiatMarketRates answer (SPEC §7) as fiat -> units per USD, or null when it is unusable
 * (failure, wrong code, wrong shape): the caller keeps the rates it had (the bootstrap's).
 */
export function fiatRatesFrom(raw: unknown): Record<string, number> | null {
  if (!raw || typeof raw !== 'object' || !('code' in raw) || raw.code !== OK_CODE || !('data' in raw)) return null;
  const data = raw.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const out: Record<string, number> = {};
  for (const [fiat, rate] of Object.entries(data)) {
    if (!/^[A-Z]{3}$/.test(fiat) || typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
    out[fiat] = rate;
  }
  return Object.keys(out).length > 0 ? out : null;
}
