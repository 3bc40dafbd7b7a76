import type { MARKET_KINDS } from '../../schemas/enums.ts';
import { safeAssetSrc } from '../links.ts';

/** The market kinds a header panel shows (schemas/enums.ts, one list with the config schema). */
export type MarketKind = (typeof MARKET_KINDS)[number];

export type RowTag = 'new' | 'hot';

/** A row's tags, New first: by its categories, HOT by category unless the source flags it itself. */
export const tagsOf = (categories: readonly string[], hot = categories.includes('hot')): RowTag[] => [
  ...(categories.includes('new') ? (['new'] as const) : []),
  ...(hot ? (['hot'] as const) : []),
];

/**
 * One row of a market panel or of the search modal, whatever the market: what the list draws,
 * what search ranks (curr_a, curr_b, name, pair) and where the row leads.
 */
export interface MarketRow {
  /** The row's market (a futures panel's delivery tab holds delivery rows). */
  kind: MarketKind;
  /** Unique in its market: with the kind, the favourite key. */
  id: string;
  curr_a: string;
  curr_b: string;
  /** BASE_QUOTE (or the market's own name, e.g. a delivery contract). */
  pair: string;
  /** Shown as the row title, e.g. BTC/USDT. */
  name: string;
  full_name: string;
  icon: string;
  /** Last price as text ('' when unknown). */
  price: string;
  /** Change in percent, or null when unknown. */
  change: number | null;
  isST: boolean;
  tags: RowTag[];
  /** Site path without the language prefix. */
  href: string;
  /** What the current route must hold for this row to be the active one (SPEC §2). */
  match: string;
  /** A second line: leverage, chain, shortened address. */
  sub?: string;
  /** Unix seconds; ahead of now for a listing that has not opened yet. */
  opening_time?: number;
  /** 24h traded value in the quote currency, when the market reports it. */
  volume?: number;
  /** Alpha and pilot: the token address (searched and shortened). */
  address?: string;
  chain?: string;
  chain_icon?: string;
}

/** A tab of a panel: a category code and its rows in display order. */
export interface PanelTab {
  code: string;
  name: string;
  rows: MarketRow[];
  /** Loaded on first selection (the delivery tab of the futures panel, SPEC §4). */
  lazy?: boolean;
}

/** A finite number from a number or numeric string, else null (a change that is unknown, not 0). */
export const changeOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
export const num = (v: unknown): number => changeOf(v) ?? 0;
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const splitList = (v: unknown): string[] =>
  str(v)
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * An icon from an API answer, by the one asset allow-list (engine/links.ts: a site path or an https
 * URL of the API's CDN), else '' (DESIGN "Security notes": no `data:`, `javascript:` or
 * protocol-relative sources reach an <img>).
 */
export const iconOf = (v: unknown): string => safeAssetSrc(str(v), { anyHost: true }) ?? '';

/** Change in percent as the lists show it: signed, two decimals (SPEC §9), '--' when unknown. */
export function formatChange(change: number | null): string {
  if (change === null) return '--';
  const s = Math.abs(change).toFixed(2);
  return `${change > 0 ? '+' : change < 0 && s !== '0.00' ? '-' : ''}${s}%`;
}

/**
 * up / down for the rise-colour classes, as SPEC §3 derives trend: up when the change is >= 0 (as
 * shown, so -0.001 drawn as 0.00% is up too); flat only when the change is unknown.
 */
export function trendOf(change: number | null): 'up' | 'down' | 'flat' {
  if (change === null) return 'flat';
  return Math.round(change * 100) >= 0 ? 'up' : 'down';
}

/** A `{ code, data }` answer's data when the code is 200; anything else is not an answer (SPEC §5). */
export function okData(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('not an API answer');
  const r = raw as { code?: unknown; data?: unknown };
  if (r.code !== 200) throw new Error(`answer code ${String(r.code)}`);
  return r.data;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
