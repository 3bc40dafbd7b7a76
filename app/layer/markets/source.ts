import Cookies from 'js-cookie';
import type { CacheStore } from '../../../engine/cache/cachedList.ts';
import { contractsValid } from '../../../engine/cache/cachePolicy.ts';
import { DELIVERY_DEDUPE_MS, dedupe, processDelivery } from '../../../engine/markets/delivery.ts';
import { type CurrencyOption, DEFAULT_CURRENCY_OPTION, processFiatList } from '../../../engine/markets/fiat.ts';
import { type FuturesSets, futuresTabRows, processFutures } from '../../../engine/markets/futures.ts';
import { processOptions } from '../../../engine/markets/options.ts';
import { deliveryRows, futuresTabs, optionsTabs, pilotTabs, preMarketTabs, spotTabs, TAB_MARKET } from '../../../engine/markets/panel.ts';
import { type PilotData, pilotTabRows, processPilot } from '../../../engine/markets/pilot.ts';
import { type PreMarketData, processPreMarket } from '../../../engine/markets/preMarket.ts';
import type { MarketKind } from '../../../engine/markets/row.ts';
import { processSpots, type SpotMarket, spotRow } from '../../../engine/markets/spot.ts';
import { processTradeTabs, type TabGroup } from '../../../engine/markets/tabs.ts';
import { timezoneParam } from '../../../engine/preferences.ts';
import type { MarketSource, PanelLoad } from '../../../renderer/markets/marketHost.ts';
import { CONTRACT_REFRESH_MS } from '../../../schemas/constants/markets.ts';
import type { SearchData } from '../../../search-app/contract.ts';
import type { ApiClient } from '../api/client.ts';
import { marketCalls } from '../api/markets.ts';
import { marketMessages } from '../i18n/labels.ts';
import { createAlphaSource } from './alphaSource.ts';
import { type CachedLoader, cachedLoader } from './cachedLoader.ts';
import { createFavouriteStore } from './favourites.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { CONTRACT_REFRESH_MS };

const TRENDING = 8;
/** SPEC §3 cookie of the chosen pay-with fiat; kept a year like curr_fiat. */
export const BUY_FIAT_COOKIE = 'defaultBuyCryptoFiat';

export interface MarketDataSource extends MarketSource {
  /** SPEC §3 search menu data keyed by market, plus trending pairs for the empty search box. */
  searchData(): Promise<SearchData>;
  buyCryptoFiats(): Promise<CurrencyOption[]>;
}

export interface SourceOptions {
  api: ApiClient;
  lang: string;
  subWebsiteId: number | null;
  testnet: boolean;
  isLogin: boolean;
  store: CacheStore;
  now?: () => number;
  /** The timezone query (SPEC §7): from the change-reftime cookie by default. */
  timezone?: () => string;
  storage?: Storage;
  /** The site's default pay-with fiat (SPEC §3 defaultBuyCryptoFiat). */
  defaultBuyCryptoFiat?: string;
}

const warn = (message: string) => console.warn(`[markets] ${message}`);

/**
 * Every market list the header shows, loaded on demand through the SPEC §4 cache machine with the
 * SPEC §5 validity rules and SPEC §8 fallbacks (a failure gives an empty list, never an error).
 */
export function createMarketSource(o: SourceOptions): MarketDataSource {
  const now = o.now ?? Date.now;
  const labels = marketMessages(o.lang);
  const timezone = o.timezone ?? (() => timezoneParam(Cookies.get('change-reftime')));
  const calls = marketCalls(o.api, timezone);
  const cached = cachedLoader({ store: o.store, subWebsiteId: o.subWebsiteId, now, warn, timezone });

  const tabs = cached<Record<string, TabGroup>>({ name: 'tradeTabs', lang: o.lang }, calls.tabs, processTradeTabs, {});
  const spot = cached<Record<string, Record<string, SpotMarket>>>(
    { name: 'spot', timezoned: true },
    calls.spots,
    (raw) => processSpots(raw, now()),
    {},
  );
  const futures = cached<FuturesSets>(
    { name: 'futures', valid: contractsValid, timezoned: true },
    () => calls.futures(o.testnet),
    processFutures,
    {
      btc: {},
      usdt: {},
    },
  );
  const options = cached({ name: 'options' }, calls.options, (raw) => processOptions(raw), {});
  const pilot = cached<PilotData>({ name: 'pilot', valid: (d) => d.list.length > 0, timezoned: true }, calls.pilot, processPilot, {
    list: [],
    firstData: null,
  });
  const preMarket = cached<PreMarketData>(
    { name: 'preMarket', valid: (d) => d.premint.length + d.pre_market.length > 0 },
    calls.preMarket,
    processPreMarket,
    { premint: [], pre_market: [] },
  );
  // SPEC §7: delivery contracts are not cached, only deduped for 30000 ms; a failure is an empty list
  // (SPEC §8) that is not kept for those 30 s, so the next panel asks again.
  const fetchDelivery = async (): Promise<ReturnType<typeof deliveryRows> | null> => {
    try {
      const raw = await calls.delivery();
      return raw === undefined ? null : deliveryRows(processDelivery(raw));
    } catch (e) {
      warn(`delivery contracts: ${(e as Error).message}`);
      return null;
    }
  };
  let dedupedDelivery = dedupe(fetchDelivery, DELIVERY_DEDUPE_MS, now);
  const fetchDeliveryRows = async () => {
    const rows = await dedupedDelivery();
    if (rows === null) dedupedDelivery = dedupe(fetchDelivery, DELIVERY_DEDUPE_MS, now);
    return rows;
  };
  const delivery = async () => (await fetchDeliveryRows()) ?? [];
  const alpha = createAlphaSource(calls, cached, warn);
  const fiats = cached<CurrencyOption[]>({ name: 'buyCryptoFiat' }, calls.buyCryptoFiats, processFiatList, [DEFAULT_CURRENCY_OPTION]);

  const defs = async (kind: MarketKind) => (await tabs())[TAB_MARKET[kind]];

  /** A list and whether it failed (nothing loaded, nothing cached): shown as an error with a retry. */
  const got = async <T>(l: CachedLoader<T>) => {
    const r = await l.loaded();
    return { data: r.data, failed: r.source === 'fallback' };
  };

  async function tabsOf(kind: MarketKind): Promise<PanelLoad> {
    const group = await defs(kind);
    const d = group?.tabs ?? [];
    const all = labels.all;
    switch (kind) {
      case 'spot': {
        const r = await got(spot);
        return { tabs: spotTabs(r.data, d, all), failed: r.failed };
      }
      case 'futures': {
        const r = await got(futures);
        const list = futuresTabs(r.data, d, all, now());
        // Nothing loaded: the failure with its retry, not a lone Delivery tab.
        if (r.failed && list.length === 0) return { tabs: [], failed: true };
        const deliveryName = (await defs('delivery'))?.name || labels.delivery;
        return { tabs: [...list, { code: 'delivery', name: deliveryName, rows: [], lazy: true }], failed: r.failed };
      }
      case 'delivery': {
        const rows = await fetchDeliveryRows();
        return {
          tabs: rows?.length ? [{ code: d[0]?.code ?? 'all', name: d[0]?.name ?? all, rows }] : [],
          failed: rows === null,
        };
      }
      case 'options': {
        const r = await got(options);
        return { tabs: optionsTabs(r.data, d, all), failed: r.failed };
      }
      case 'pilot': {
        const r = await got(pilot);
        return { tabs: pilotTabs(r.data, d, all), failed: r.failed };
      }
      case 'premarket': {
        const r = await got(preMarket);
        return { tabs: preMarketTabs(r.data, d, all), failed: r.failed };
      }
      case 'alpha':
      case 'fiat':
        return { tabs: [], failed: false };
    }
  }
  const panel = tabsOf;

  // SPEC §7: contracts refresh every 600000 ms while a futures panel listens.
  const refreshers = new Map<MarketKind, Set<(load: PanelLoad) => void>>();
  let contractTimer: ReturnType<typeof setInterval> | undefined;
  function onRefresh(kind: MarketKind, listener: (load: PanelLoad) => void) {
    if (kind !== 'futures') return () => {};
    const set = refreshers.get(kind) ?? new Set();
    refreshers.set(kind, set);
    set.add(listener);
    contractTimer ??= setInterval(() => {
      futures.reset();
      void panel('futures').then((t) => {
        for (const l of refreshers.get('futures') ?? []) l(t);
      });
    }, CONTRACT_REFRESH_MS);
    return () => {
      set.delete(listener);
      if (set.size === 0 && contractTimer) {
        clearInterval(contractTimer);
        contractTimer = undefined;
      }
    };
  }

  return {
    labels,
    panel,
    onRefresh,
    lazyTab: async (kind, code) => (kind === 'futures' && code === 'delivery' ? delivery() : []),
    favourites: createFavouriteStore({ isLogin: o.isLogin, calls, storage: o.storage }),
    alpha,
    async searchData() {
      const [s, f, p, opt, memebox] = await Promise.all([spot(), futures(), pilot(), options(), alpha.top()]);
      return {
        SPOT: Object.values(s.all ?? {}).map(spotRow),
        CONTRACT: [...futuresTabRows(f, 'USDT', now()), ...futuresTabRows(f, 'BTC', now())],
        PILOT: pilotTabRows(p, 'all'),
        OPTIONS: optionsTabs(opt, [], labels.all)[0]?.rows ?? [],
        MEMEBOX: memebox,
        trending: Object.values(s.hot ?? {})
          .slice(0, TRENDING)
          .map(spotRow),
      };
    },
    buyCryptoFiats: () => fiats(),
    payWith: {
      options: () => fiats(),
      initial: () => Cookies.get(BUY_FIAT_COOKIE) ?? o.defaultBuyCryptoFiat ?? DEFAULT_CURRENCY_OPTION.fiat,
      choose(fiat) {
        Cookies.set(BUY_FIAT_COOKIE, fiat, { expires: 365, path: '/', sameSite: 'Lax' });
      },
    },
  };
}
