import { useEffect, useMemo } from 'react';
import type { MarketHost } from '../../renderer/markets/host.ts';
import { provideMarketHost } from '../../renderer/markets/host.ts';
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
  return {
    prefix: route.prefix,
    path: route.path,
    riseColor: boot.prefs.riseColorValue,
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
