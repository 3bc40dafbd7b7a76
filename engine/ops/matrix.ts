import type { NavItem } from '../../schemas/navItem.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { linkOptionsFor, resolveLayer } from '../layer.ts';
import type { ResolvedItem } from '../resolveItems.ts';
import { type Audience, audienceContext } from './audience.ts';

export type Cell =
  | { state: 'visible' }
  | { state: 'hidden'; rule: string; value: unknown; detail: string }
  /** The item is not in this sub-site's config at all (a regional list replaced it). */
  | { state: 'absent' };

export interface MatrixRow {
  /** Section plus the chain of ids, e.g. `header.main/earn/simple-earn`: stable across sub-sites. */
  key: string;
  label: string;
  depth: number;
  /** cells[`${site}:in`] / cells[`${site}:out`] */
  cells: Record<string, Cell>;
}

export interface Matrix {
  sites: SiteCode[];
  rows: MatrixRow[];
}

interface Walked {
  key: string;
  path: string;
  label: string;
  depth: number;
  parent?: string;
}

function walkItems(
  items: readonly NavItem[],
  section: string,
  path: string,
  keyPrefix: string,
  depth: number,
  out: Walked[],
  parent?: string,
) {
  items.forEach((item, i) => {
    const here = `${path}[${i}]`;
    const key = `${keyPrefix}/${item.id}`;
    out.push({ key, path: here, label: item.label, depth, parent });
    walkItems(item.children ?? [], section, `${here}.children`, key, depth + 1, out, here);
  });
}

/** Every item of a resolved config with its index path (what the engine reports) and its id key. */
function walkConfig(config: RegionConfig): Walked[] {
  const out: Walked[] = [];
  for (const section of ['main', 'wallet', 'orders', 'profile'] as const)
    walkItems(config.header[section], section, `header.${section}`, `header.${section}`, 0, out);
  config.footer.columns.forEach((col, i) => {
    const path = `footer.columns[${i}]`;
    const key = `footer.columns/${col.id}`;
    out.push({ key, path, label: col.title, depth: 0 });
    walkItems(col.items, 'footer', `${path}.items`, key, 1, out, path);
  });
  walkItems(config.footer.texts, 'footer', 'footer.texts', 'footer.texts', 0, out);
  walkItems(config.footer.socialLinks, 'footer', 'footer.socialLinks', 'footer.socialLinks', 0, out);
  return out;
}

function visiblePaths(items: readonly ResolvedItem[], out: Set<string>) {
  for (const item of items) {
    out.add(item.path);
    visiblePaths(item.children, out);
  }
}

function cellsFor(config: RegionConfig, site: SiteCode, login: boolean, audience: Audience, walked: Walked[]): Map<string, Cell> {
  const layer = resolveLayer(config, audienceContext({ ...audience, site, login }, config.offers), linkOptionsFor(config));
  const visible = new Set<string>();
  for (const list of Object.values(layer.header)) visiblePaths(list, visible);
  config.footer.columns.forEach((col, i) => {
    const shown = layer.footer.columns.find((c) => c.id === col.id);
    if (shown) {
      visible.add(`footer.columns[${i}]`);
      visiblePaths(shown.items, visible);
    }
  });
  visiblePaths(layer.footer.texts, visible);
  visiblePaths(layer.footer.socialLinks, visible);
  const hidden = new Map(layer.hidden.map((h) => [h.path, h]));
  const byPath = new Map<string, Cell>();
  const out = new Map<string, Cell>();
  for (const w of walked) {
    let cell: Cell;
    const h = hidden.get(w.path);
    const parentCell = w.parent ? byPath.get(w.parent) : undefined;
    if (visible.has(w.path)) cell = { state: 'visible' };
    else if (h) cell = { state: 'hidden', rule: h.rule, value: h.value, detail: h.detail };
    else if (parentCell?.state === 'hidden')
      cell = { state: 'hidden', rule: 'parent', value: parentCell.rule, detail: `its parent is hidden (${parentCell.detail})` };
    else if (/^header\.(wallet|orders|profile)/.test(w.path) && !login)
      cell = { state: 'hidden', rule: 'login', value: 'in', detail: 'account menus are drawn for logged-in users only' };
    else if (w.path.startsWith('footer.socialLinks') && !config.footer.social)
      cell = { state: 'hidden', rule: 'social', value: false, detail: 'footer.social is false for this sub-site' };
    else cell = { state: 'hidden', rule: 'engine', value: null, detail: 'not drawn' };
    byPath.set(w.path, cell);
    out.set(w.key, cell);
  }
  return out;
}

/**
 * Every item of every sub-site's config against every sub-site and login state, for one audience
 * (language, platform, compliance lists, flags): each cell visible, absent, or hidden with the
 * rule and value the engine reported.
 */
export function visibilityMatrix(configs: Partial<Record<SiteCode, RegionConfig>>, audience: Audience): Matrix {
  const sites = SITE_CODES.filter((s) => configs[s]);
  const rows = new Map<string, MatrixRow>();
  for (const site of sites) {
    const config = configs[site]!;
    const walked = walkConfig(config);
    for (const w of walked) if (!rows.has(w.key)) rows.set(w.key, { key: w.key, label: w.label, depth: w.depth, cells: {} });
    for (const login of [false, true]) {
      const cells = cellsFor(config, site, login, audience, walked);
      for (const [key, cell] of cells) rows.get(key)!.cells[`${site}:${login ? 'in' : 'out'}`] = cell;
    }
  }
  for (const row of rows.values())
    for (const site of sites) for (const l of ['in', 'out']) row.cells[`${site}:${l}`] ??= { state: 'absent' };
  return { sites, rows: [...rows.values()] };
}
