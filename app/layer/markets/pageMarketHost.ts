import { useEffect, useMemo } from 'react';
import { intlLocale } from '../../../engine/format.ts';
import type { MarketHost, MarketPrefs } from '../../../renderer/markets/marketHost.ts';
import { provideMarketHost } from '../../../renderer/markets/marketHost.ts';
import type { Preferences } from '../../../schemas/bootstrap.ts';
import { getPreferences, subscribePreferences } from '../header/prefs.ts';
import type { SlotProps } from '../slots/slotProps.ts';
import type { MarketDataSource } from './source.ts';

export interface AppMarketHost extends MarketHost {
  loadSource(): Promise<MarketDataSource>;
}

/**
 * The market data layer of one page: built on the first call (first hover or focus of a market
 * entry, or the search modal opening) from chunks loaded then, and shared by every panel after.
 */
function hostFor({ boot, route, api, ctx }: SlotProps): AppMarketHost {
  let source: Promise<MarketDataSource> | null = null;
  // One object per preferences value, so React sees a change only when there is one.
  let seen: { from: Preferences; prefs: MarketPrefs } | null = null;
  const livePrefs = (): MarketPrefs => {
    const from = getPreferences() ?? boot.prefs;
    if (seen?.from !== from) seen = { from, prefs: { riseColor: from.riseColorValue, refTime: from.reftimeValue } };
    return seen.prefs;
  };
  return {
    prefix: route.prefix,
    path: route.path,
    riseColor: boot.prefs.riseColorValue,
    locale: intlLocale(boot.lang),
    prefs: { get: livePrefs, subscribe: subscribePreferences },
    loadSource() {
      source ??= Promise.all([import('./source.ts'), import('./idbStore.ts')]).then(([s, idb]) =>
        s.createMarketSource({
          api,
          lang: boot.lang,
          subWebsiteId: boot.params.sub_website_id,
          testnet: ctx.flags.isTestnet === true,
          isLogin: ctx.isLogin,
          store: idb.browserCacheStore(),
          storage: safeLocalStorage(),
          defaultBuyCryptoFiat: boot.params.defaultBuyCryptoFiat,
        }),
      );
      return source;
    },
  };
}

/** localStorage, or undefined where the browser refuses it (blocked storage). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Registers this page's market host for the header's market entries and returns it. */
export function useProvideMarketHost(props: SlotProps): AppMarketHost {
  const { boot, route, api, ctx } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when what it reads changes
  const host = useMemo(() => hostFor(props), [boot, route, api, ctx]);
  useEffect(() => {
    provideMarketHost(host);
    return () => provideMarketHost(null);
  }, [host]);
  return host;
}
