import { type DeliveryMarket, deliveryRow } from './delivery.ts';
import { type FuturesSets, futuresTabRows } from './futures.ts';
import { OPTIONS_CHAIN, type OptionsMarket, optionsRow } from './options.ts';
import { type PilotData, pilotTabRows } from './pilot.ts';
import { type PreMarketData, preMarketRow } from './preMarket.ts';
import type { MarketKind, MarketRow, PanelTab } from './row.ts';
import { type SpotMarket, spotRow } from './spot.ts';

/** A category tab as the trade-menu tabs call (GET /apiw/v2/common/tabs) defines it. */
export interface TabDef {
  code: string;
  name: string;
}

/** The trade-menu market key of each panel (SPEC §3 search menu keys and the tabs call). */
export const TAB_MARKET: Record<MarketKind, string> = {
  spot: 'SPOT',
  futures: 'CONTRACT',
  delivery: 'DELIVERY',
  options: 'OPTIONS',
  alpha: 'MEMEBOX',
  pilot: 'PILOT',
  premarket: 'PRE_MARKET',
  fiat: 'FIAT',
};

export const ALL_TAB = 'all';

/** Tabs in the definitions' order, empty ones dropped; without definitions one "all" tab. */
function tabsOf(defs: readonly TabDef[], rowsOf: (code: string) => MarketRow[], allName: string, all: () => MarketRow[]): PanelTab[] {
  const tabs = defs.map((d) => ({ code: d.code, name: d.name, rows: rowsOf(d.code) })).filter((t) => t.rows.length > 0);
  if (tabs.length > 0) return tabs;
  const rows = all();
  return rows.length ? [{ code: ALL_TAB, name: allName, rows }] : [];
}

/** An "all" tab first (every row once), unless the definitions already start with one. */
function withAllTab(tabs: PanelTab[], all: MarketRow[], allName: string): PanelTab[] {
  if (tabs[0]?.code === ALL_TAB || all.length === 0) return tabs;
  return [{ code: ALL_TAB, name: allName, rows: all }, ...tabs];
}

/** Spot: "all" (every pair once, new listings first) then a tab per category of the tabs call. */
export function spotTabs(groups: Record<string, Record<string, SpotMarket>>, defs: readonly TabDef[], allName: string): PanelTab[] {
  const all = Object.values(groups[ALL_TAB] ?? {}).map(spotRow);
  const rowsOf = (code: string) => Object.values(groups[code] ?? {}).map(spotRow);
  return withAllTab(
    tabsOf(defs, rowsOf, allName, () => all),
    all,
    allName,
  );
}

export function futuresTabs(sets: FuturesSets, defs: readonly TabDef[], allName: string, nowMs: number): PanelTab[] {
  return tabsOf(
    defs,
    (code) => futuresTabRows(sets, code, nowMs),
    allName,
    () => [...futuresTabRows(sets, 'USDT', nowMs), ...futuresTabRows(sets, 'BTC', nowMs)],
  );
}

export const deliveryRows = (list: readonly DeliveryMarket[]): MarketRow[] => list.map(deliveryRow);

export function optionsTabs(data: Record<string, OptionsMarket[]>, defs: readonly TabDef[], allName: string): PanelTab[] {
  const rows = (data[OPTIONS_CHAIN] ?? []).map(optionsRow);
  const first = defs[0];
  return rows.length ? [{ code: first?.code ?? ALL_TAB, name: first?.name ?? allName, rows }] : [];
}

export function pilotTabs(data: PilotData, defs: readonly TabDef[], allName: string): PanelTab[] {
  const all = pilotTabRows(data, ALL_TAB);
  return withAllTab(
    tabsOf(
      defs,
      (code) => pilotTabRows(data, code),
      allName,
      () => all,
    ),
    all,
    allName,
  );
}

export function preMarketTabs(data: PreMarketData, defs: readonly TabDef[], allName: string): PanelTab[] {
  const rowsOf = (code: string) => (code === 'premint' || code === 'pre_market' ? data[code].map(preMarketRow) : []);
  return tabsOf(defs, rowsOf, allName, () => [...data.pre_market, ...data.premint].map(preMarketRow));
}
