/**
 * The contract between the site and the aggregated-search micro-app (SPEC §1, §9: version 5).
 * The micro-app is built on its own (search-app/build.ts) and served under a versioned path; the
 * site loads it on demand and hands it this host. Types, plus the version from schemas/constants/search.ts.
 */
import type { MarketRow } from '../engine/markets/row.ts';
import { SEARCH_APP_VERSION } from '../schemas/constants/search.ts';

export { SEARCH_APP_VERSION };
/** Where the built micro-app lives, relative to the site root. */
export const SEARCH_APP_DIR = `search/v${SEARCH_APP_VERSION}`;
export const SEARCH_APP_FILE = 'search-app.js';

/** SPEC §3 search menu data keyed by market. */
export const SEARCH_MARKETS = ['SPOT', 'CONTRACT', 'PILOT', 'OPTIONS', 'MEMEBOX'] as const;
export type SearchMarket = (typeof SEARCH_MARKETS)[number];

export type SearchData = Record<SearchMarket, MarketRow[]> & { trending: MarketRow[] };

/** The modal's words, from the host page's catalog (`search.*`; the result count is countLabel). */
export interface SearchMessages {
  title: string;
  placeholder: string;
  close: string;
  results: string;
  recent: string;
  clearRecent: string;
  trending: string;
  noResults: string;
  loading: string;
  groups: Record<'SPOT' | 'CONTRACT' | 'PILOT' | 'OPTIONS' | 'MEMEBOX' | 'recent' | 'trending', string>;
}

export interface SearchAppHost {
  lang: string;
  rtl: boolean;
  labels: SearchMessages;
  /** "3 results", a plural in the page language. */
  countLabel(n: number): string;
  /** Language prefix of links ('' for English). */
  prefix: string;
  riseColor: 'risegreen' | 'risered';
  /** Every market's rows (SPOT, CONTRACT, PILOT, OPTIONS, MEMEBOX) and trending pairs. */
  loadData(): Promise<SearchData>;
  /** Server keyword search of MEMEBOX (Alpha) tokens; [] on failure. */
  searchMemebox(keywords: string): Promise<MarketRow[]>;
  /** The path a row opens (the Alpha path lookup for MEMEBOX rows). */
  resolve(row: MarketRow): Promise<string>;
  navigate(href: string): void;
  /** The modal asks to be closed (Escape, backdrop, close button). */
  onClose(): void;
  storage?: Storage;
}

export interface SearchAppInstance {
  focus(): void;
  unmount(): void;
}

export type MountSearchApp = (container: HTMLElement, host: SearchAppHost) => SearchAppInstance;
