import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { RemoteMenuItem } from '../../schemas/remoteMenu.ts';
import type { DroppedRemoteItem } from '../remoteFilter.ts';
import { type LoadedMenus, type Placement, placedMenu } from '../remoteMenu.ts';
import type { HiddenItem } from '../resolveItems.ts';
import { type Audience, composeForAudience } from './audience.ts';
import { type Cell, cellOf, hiddenCell, visiblePaths } from './cells.ts';

export interface RemoteRow {
  key: string;
  label: string;
  depth: number;
  /** cells.header (web) and cells.side (h5 drawer) */
  cells: Record<Placement, Cell>;
}

const PLACEMENTS: readonly Placement[] = ['header', 'side'];

interface Drawn {
  dropped: Map<string, DroppedRemoteItem>;
  visible: Set<string>;
  hidden: Map<string, HiddenItem>;
}

/**
 * The remote menu for each placement as the site draws it on the main sub-site (SPEC §4: the only
 * one with the new menu): the placement filter's verdicts, then the one composition's for the rest.
 */
function drawnFor(items: RemoteMenuItem[], config: RegionConfig, audience: Audience): Record<Placement, Drawn> {
  const dropped: Record<Placement, DroppedRemoteItem[]> = { header: [], side: [] };
  const menus = {} as LoadedMenus;
  for (const p of PLACEMENTS) {
    const nav = placedMenu(items, p, audience.compliance, undefined, dropped[p]);
    menus[p] = nav ? { source: 'remote', items: nav } : { source: 'config', items: [] };
  }
  const composed = composeForAudience(config, { ...audience, site: 'main' }, menus);
  const drawn = (p: Placement, main: Parameters<typeof visiblePaths>[0], hidden: HiddenItem[]): Drawn => ({
    dropped: new Map(dropped[p].map((d) => [d.path, d])),
    visible: visiblePaths(main),
    hidden: new Map(hidden.map((h) => [h.path, h])),
  });
  return {
    header: drawn('header', composed.layer.header.main, composed.layer.hidden),
    side: drawn('side', composed.drawer().main, composed.drawerHidden()),
  };
}

/**
 * The remote menu's visibility per placement (web header, h5 drawer) for one audience, on the main
 * sub-site's config: each cell from the placement filter and the site's own composition, so it
 * says what the site draws. A kept item's place in the drawn tree (`header.main[k]`) counts only
 * the items the filter kept before it.
 */
export function remoteMenuMatrix(items: RemoteMenuItem[], config: RegionConfig, audience: Audience): RemoteRow[] {
  const drawn = drawnFor(items, config, audience);
  const rows: RemoteRow[] = [];
  type Where = Partial<Record<Placement, string>>;
  const walk = (list: readonly RemoteMenuItem[], path: string, nav: Where, prefix: string, depth: number, parent?: RemoteRow) => {
    const kept: Record<Placement, number> = { header: 0, side: 0 };
    list.forEach((item, i) => {
      const here = `${path}[${i}]`;
      const cells = {} as RemoteRow['cells'];
      const navHere: Where = {};
      for (const p of PLACEMENTS) {
        const d = drawn[p];
        const drop = d.dropped.get(here);
        const at = nav[p];
        if (!drop && at !== undefined) navHere[p] = `${at}[${kept[p]++}]`;
        const up = parent?.cells[p];
        cells[p] = drop && up?.state !== 'hidden' ? hiddenCell(drop) : cellOf(navHere[p] ?? here, d.visible, d.hidden, up);
      }
      const key = `${prefix}/${item.code}`;
      const row: RemoteRow = { key, label: item.title || item.title_key || item.code, depth, cells };
      rows.push(row);
      const inner = (p: Placement) => (navHere[p] === undefined ? undefined : `${navHere[p]}.children`);
      walk(item.children, `${here}.children`, { header: inner('header'), side: inner('side') }, key, depth + 1, row);
    });
  };
  walk(items, 'list', { header: 'header.main', side: 'header.main' }, 'list', 0);
  return rows;
}
