import type { TabDef } from './panel.ts';
import { isObject, okData, str } from './row.ts';

export interface TabGroup {
  name: string;
  tabs: TabDef[];
}

/** The trade-menu tabs answer (GET /apiw/v2/common/tabs?area=web_trade): market key -> its tabs. */
export function processTradeTabs(raw: unknown): Record<string, TabGroup> {
  const data = okData(raw);
  const list = isObject(data) ? data.list : undefined;
  if (!Array.isArray(list)) throw new Error('tabs: data.list is not a list');
  const out: Record<string, TabGroup> = {};
  for (const g of list) {
    if (!isObject(g) || !str(g.market) || !Array.isArray(g.tabs)) continue;
    out[str(g.market)] = {
      name: str(g.name),
      tabs: g.tabs
        .filter(isObject)
        .map((t) => ({ code: str(t.code), name: str(t.name) || str(t.code) }))
        .filter((t) => t.code !== ''),
    };
  }
  return out;
}
