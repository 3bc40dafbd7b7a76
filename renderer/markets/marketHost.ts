import { useSyncExternalStore } from 'react';
import type { CurrencyOption } from '../../engine/markets/fiat.ts';
import type { MarketKind, MarketRow, PanelTab } from '../../engine/markets/row.ts';

/** Words the market panels say; the app supplies them per language. */
export interface MarketLabels {
  search: string;
  clear: string;
  noData: string;
  viewAll: string;
  favourites: string;
  addFavourite: string;
  removeFavourite: string;
  st: string;
  new: string;
  hot: string;
  all: string;
  allChains: string;
  delivery: string;
  loading: string;
  chains: string;
  topTab: string;
  gainersTab: string;
  marketsOf: string;
  /** Pay-with selector and currency picker. */
  payWith: string;
  currency: string;
  searchCurrency: string;
  /** The buy link's caption; `{fiat}` is the chosen currency. */
  buyWith: string;
  methods: Record<'bank_transfer' | 'credit_card' | 'p2p', string>;
  /** The 24h volume column's heading. */
  volume: string;
  /** Above an upcoming listing's opening time. */
  opensAt: string;
  /** A list that could not be loaded (not an empty market), and its retry action. */
  loadFailed: string;
  retry: string;
  /** The tab bar's scroll buttons. */
  previousTabs: string;
  moreTabs: string;
}

export interface AlphaChain {
  web3_chain: string;
  name: string;
  icon: string;
}

/** Favourite rows: per user on the server, in the browser for visitors. */
export interface FavouriteStore {
  has(kind: MarketKind, id: string): boolean;
  toggle(kind: MarketKind, id: string): void;
  subscribe(listener: () => void): () => void;
  /** Changes whenever the set changes (for useSyncExternalStore). */
  version(): number;
}

export interface PanelLoad {
  tabs: PanelTab[];
  failed: boolean;
}

/** The data a panel draws, loaded on demand (app/layer/markets/source.ts implements it). */
export interface MarketSource {
  /** The panels' words, loaded with the data (they are not needed before a panel opens). */
  labels: MarketLabels;
  /**
   * The panel's tabs with their rows (SPEC §8: never rejects). `failed` when nothing could be
   * loaded and nothing was cached, so the panel says so and offers a retry instead of "No data".
   */
  panel(kind: MarketKind): Promise<PanelLoad>;
  /** The rows of a lazy tab (the delivery tab of the futures panel, SPEC §4). */
  lazyTab(kind: MarketKind, code: string): Promise<MarketRow[]>;
  /** Called with fresh tabs when a panel's data refreshes (contracts every 600000 ms). */
  onRefresh(kind: MarketKind, listener: (load: PanelLoad) => void): () => void;
  alpha: {
    /** `failed`: nothing loaded and nothing cached (shown with a retry, not as No data). */
    list(chain: string | null): Promise<{ rows: MarketRow[]; chains: AlphaChain[]; failed: boolean }>;
    search(keywords: string): Promise<MarketRow[]>;
    /** The token's Alpha page: the memebox path, else /alpha/{chain}-{address} (SPEC §8). */
    resolve(row: MarketRow): Promise<string>;
  };
  favourites: FavouriteStore;
  /** The buy-crypto pay-with selector (SPEC §1, §3 currency options). */
  payWith: {
    /** buyCryptoFiatList; the SPEC default list on failure, never rejects. */
    options(): Promise<CurrencyOption[]>;
    /** The fiat chosen before (its cookie), else the site's defaultBuyCryptoFiat. */
    initial(): string;
    choose(fiat: string): void;
  };
}

/** What the header's market items need from the app: context and the on-demand source. */
export interface MarketHost {
  /** Language prefix of links ('' for English). */
  prefix: string;
  /** The current path without the prefix (the active row, SPEC §2). */
  path: string;
  /** The rise colour when the page loaded; `prefs` has the live one. */
  riseColor: RiseColorName;
  /** BCP 47 locale of the page's language: numbers and dates in the panels. */
  locale: string;
  /** The trader's live preferences: a change in Settings (this tab or another) reaches open panels. */
  prefs: {
    get(): MarketPrefs;
    subscribe(listener: () => void): () => void;
  };
  loadSource(): Promise<MarketSource>;
}

export type RiseColorName = 'risegreen' | 'risered';

/** What a panel draws by: the rise colour and the change period its lists are asked with. */
export interface MarketPrefs {
  riseColor: RiseColorName;
  refTime: string;
}

/** The live preferences of a host (re-renders on every change). */
export function useMarketPrefs(host: MarketHost): MarketPrefs {
  return useSyncExternalStore(host.prefs.subscribe, host.prefs.get, host.prefs.get);
}

let current: MarketHost | null = null;
const listeners = new Set<() => void>();

/** The app registers the host once it has a bootstrap; items drawn before then show as links. */
export function provideMarketHost(host: MarketHost | null): void {
  if (host === current) return;
  current = host;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useMarketHost(): MarketHost | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
