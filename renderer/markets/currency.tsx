import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type CurrencyOption, currencyOptionFor, DEFAULT_CURRENCY_OPTION } from '../../engine/markets/fiat.ts';

export interface CurrencyState {
  /** The pay-with options (buyCryptoFiatList); the SPEC default until they load or when they fail. */
  options: readonly CurrencyOption[];
  loading: boolean;
  fiat: string;
  option: CurrencyOption;
  choose(fiat: string): void;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

export const CURRENCY_HOOK_ERROR = 'useCurrency must be used within a CurrencyProvider';

/** The chosen pay-with fiat and its options for everything below (selector, picker, buy links). */
export function CurrencyProvider({
  load,
  initial,
  onChoose,
  children,
}: {
  /** The options; never rejects (a failure is the SPEC default list). */
  load: () => Promise<CurrencyOption[]>;
  initial: string;
  onChoose?: (fiat: string) => void;
  children: ReactNode;
}) {
  const [options, setOptions] = useState<CurrencyOption[] | null>(null);
  const [fiat, setFiat] = useState(initial.toUpperCase() || DEFAULT_CURRENCY_OPTION.fiat);
  useEffect(() => {
    let live = true;
    void load().then((o) => {
      if (live) setOptions(o.length ? o : [DEFAULT_CURRENCY_OPTION]);
    });
    return () => {
      live = false;
    };
  }, [load]);
  const value = useMemo<CurrencyState>(() => {
    // Until the list arrives the remembered choice stands (a link to USD first would be a wrong link).
    const list = options ?? [{ ...DEFAULT_CURRENCY_OPTION, fiat }];
    const option = currencyOptionFor(list, fiat);
    return {
      options: list,
      loading: options === null,
      fiat: option.fiat,
      option,
      choose(next) {
        setFiat(next);
        onChoose?.(next);
      },
    };
  }, [options, fiat, onChoose]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

/** SPEC §8: used outside its provider, the hook throws saying it must be used within it. */
export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error(CURRENCY_HOOK_ERROR);
  return state;
}
