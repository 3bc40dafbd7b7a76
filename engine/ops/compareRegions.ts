import type { SiteCode } from '../../schemas/site.ts';
import { type Json, resolveExtends } from '../configMerge.ts';
import { ITEM_SECTIONS } from '../regionEdits.ts';
import { resolveRegionSet } from '../regionSet.ts';
import type { Audience } from './audience.ts';
import type { Cell } from './cells.ts';
import { formatPath, parsePath, valueAt } from './jsonPath.ts';
import { visibilityMatrix } from './matrix.ts';
import { describeHidden } from './plainWords.ts';
import { readablePath } from './readablePath.ts';
import { extendsChain } from './targets.ts';

/**
 * Two sub-sites side by side. Menus are compared by what the site draws (the
 * visibility matrix, for a visitor and a logged-in user); settings by the effective config after
 * `extends`, leaf by leaf. A row differs when the other sub-site draws or sets it otherwise.
 */

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface MenuRow {
  /** Item key, e.g. `header.main/earn`. */
  key: string;
  label: string;
  depth: number;
  visitor: string;
  loggedIn: string;
  differs: boolean;
}

export interface SettingRow {
  path: string;
  label: string;
  value: string;
  /** The file of the `extends` chain the value comes from (its editor is where to change it). */
  from: string;
  differs: boolean;
}

export interface Side {
  site: SiteCode;
  menus: MenuRow[];
  settings: SettingRow[];
}

export interface Comparison {
  sides: [Side, Side];
  /** Problems that kept a sub-site from resolving (it is then compared without menus). */
  problems: string[];
  differences: number;
}

/** The menu lists: compared item by item above, so not again as settings. */
const MENU_PATHS: ReadonlySet<string> = new Set(ITEM_SECTIONS);

const cellWords = (cell: Cell | undefined, site: string) =>
  !cell || cell.state === 'absent' ? 'not on this sub-site' : cell.state === 'visible' ? 'shown' : `hidden: ${describeHidden(cell, site)}`;

const MAX_VALUE = 160;
const show = (v: unknown) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s;
};

/** Leaves of the effective config outside the menus; lists and translations stay whole. */
function settingLeaves(value: unknown, path: (string | number)[], out: Map<string, unknown>): void {
  const dotted = path.join('.');
  if (MENU_PATHS.has(dotted) || path.at(-1) === '$schema' || String(path.at(-1) ?? '').endsWith('_i18n_from')) return;
  if (isObject(value) && !String(path.at(-1) ?? '').endsWith('_i18n')) {
    for (const [k, v] of Object.entries(value)) settingLeaves(v, [...path, k], out);
    return;
  }
  out.set(formatPath(path), value);
}

/** The first file of the site's chain that writes the value at `path`. */
function sourceOf(site: SiteCode, path: string, files: Record<string, Json>): string {
  const segs = parsePath(path);
  return extendsChain(site, files).find((f) => valueAt(files[f], segs) !== undefined) ?? site;
}

/** Each difference once: the rows of A that differ, and those only B has. */
function countDifferences<R extends { differs: boolean }>(rowsA: R[], rowsB: R[], key: (r: R) => string): number {
  const inA = new Set(rowsA.map(key));
  return rowsA.filter((r) => r.differs).length + rowsB.filter((r) => r.differs && !inA.has(key(r))).length;
}

export function compareRegions(files: Record<string, Json>, a: SiteCode, b: SiteCode, audience: Audience): Comparison {
  const { configs, issues } = resolveRegionSet(files, [a, b]);
  const problems = issues.map((i) => `${i.file} ${i.path}: ${i.reason}`);
  const matrix = visibilityMatrix(
    configs,
    audience,
    [a, b].filter((s) => configs[s]),
  );
  const menus = (site: SiteCode, other: SiteCode): MenuRow[] =>
    matrix.rows.flatMap((row) => {
      const cell = (s: SiteCode, l: 'in' | 'out') => row.cells[`${s}:${l}`];
      if ((cell(site, 'out')?.state ?? 'absent') === 'absent' && (cell(site, 'in')?.state ?? 'absent') === 'absent') return [];
      const same = (l: 'in' | 'out') => (cell(site, l)?.state ?? 'absent') === (cell(other, l)?.state ?? 'absent');
      return [
        {
          key: row.key,
          label: row.label,
          depth: row.depth,
          visitor: cellWords(cell(site, 'out'), site),
          loggedIn: cellWords(cell(site, 'in'), site),
          differs: !same('out') || !same('in'),
        },
      ];
    });
  const leaves = (site: SiteCode) => {
    const out = new Map<string, unknown>();
    settingLeaves(resolveExtends(site, files).value, [], out);
    return out;
  };
  const [la, lb] = [leaves(a), leaves(b)];
  const settings = (site: SiteCode, mine: Map<string, unknown>, theirs: Map<string, unknown>): SettingRow[] => {
    const root = resolveExtends(site, files).value;
    return [...mine].map(([path, value]) => ({
      path,
      label: readablePath(path, root),
      value: show(value),
      from: sourceOf(site, path, files),
      differs: !theirs.has(path) || JSON.stringify(theirs.get(path)) !== JSON.stringify(value),
    }));
  };
  const sides: [Side, Side] = [
    { site: a, menus: menus(a, b), settings: settings(a, la, lb) },
    { site: b, menus: menus(b, a), settings: settings(b, lb, la) },
  ];
  const differences =
    countDifferences(sides[0].menus, sides[1].menus, (r) => r.key) + countDifferences(sides[0].settings, sides[1].settings, (r) => r.path);
  return { sides, problems, differences };
}
