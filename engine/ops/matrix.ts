import type { NavItem } from '../../schemas/navItem.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { ComposedLayer } from '../composeLayer.ts';
import { HEADER_PARTS, LIST_RULES, type RuledList } from '../rules.ts';
import { type Audience, composeForAudience } from './audience.ts';
import { type Cell, cellOf, hiddenCell, UNEXPLAINED, visiblePaths } from './cells.ts';
import { HEADER_PART_WORDS } from './headerPartWords.ts';

export type { Cell };

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

function drawnPaths(config: RegionConfig, composed: ComposedLayer): Set<string> {
  const { layer } = composed;
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
  return visiblePaths(layer.footer.socialLinks, visible);
}

const listOf = (path: string) => Object.keys(LIST_RULES).find((l) => path.startsWith(`${l}[`)) as RuledList | undefined;

function cellsFor(config: RegionConfig, site: SiteCode, login: boolean, audience: Audience, walked: Walked[]): Map<string, Cell> {
  const composed = composeForAudience(config, { ...audience, site, login });
  const { layer } = composed;
  const visible = drawnPaths(config, composed);
  const hidden = new Map(layer.hidden.map((h) => [h.path, h]));
  const byPath = new Map<string, Cell>();
  const out = new Map<string, Cell>();
  for (const w of walked) {
    const list = listOf(w.path);
    const cell = cellOf(w.path, visible, hidden, w.parent ? byPath.get(w.parent) : undefined, list && layer.hiddenLists[list]);
    byPath.set(w.path, cell);
    out.set(w.key, cell);
  }
  for (const part of HEADER_PARTS) {
    const why = composed.hiddenParts[part];
    out.set(`header.parts/${part}`, composed.features[part] ? { state: 'visible' } : why ? hiddenCell(why) : UNEXPLAINED);
  }
  return out;
}

/**
 * Every item of every sub-site's config, and every header part, against every sub-site and login
 * state, for one audience (language, platform, compliance lists, flags): each cell visible,
 * absent, or hidden with the rule and value the site's own composition (composeLayer) reported.
 */
export function visibilityMatrix(
  configs: Partial<Record<SiteCode, RegionConfig>>,
  audience: Audience,
  /** The sub-sites to draw cells for (default: all given); rows still come from every config. */
  only?: readonly SiteCode[],
): Matrix {
  const all = SITE_CODES.filter((s) => configs[s]);
  const sites = only ? all.filter((s) => only.includes(s)) : all;
  const rows = new Map<string, MatrixRow>();
  for (const site of all) {
    const config = configs[site]!;
    const walked = walkConfig(config);
    const parts = HEADER_PARTS.map((part) => ({ key: `header.parts/${part}`, label: HEADER_PART_WORDS[part], depth: 0 }));
    for (const w of [...walked, ...parts]) if (!rows.has(w.key)) rows.set(w.key, { key: w.key, label: w.label, depth: w.depth, cells: {} });
    if (!sites.includes(site)) continue;
    for (const login of [false, true]) {
      const cells = cellsFor(config, site, login, audience, walked);
      for (const [key, cell] of cells) rows.get(key)!.cells[`${site}:${login ? 'in' : 'out'}`] = cell;
    }
  }
  for (const row of rows.values())
    for (const site of sites) for (const l of ['in', 'out']) row.cells[`${site}:${l}`] ??= { state: 'absent' };
  return { sites, rows: [...rows.values()] };
}
