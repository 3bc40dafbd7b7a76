import type { ResolvedItem } from '../engine/resolveItems.ts';

export interface PanelColumn {
  key: string;
  /** A titled group drawn as one column, or a run of plain entries. */
  group?: ResolvedItem;
  items: ResolvedItem[];
}

const isGroup = (i: ResolvedItem) => i.type === 'group' || (i.type === 'menu' && i.children.length > 0);

/**
 * Lays a menu's children out in columns: each group is a column; plain entries form one column,
 * or with `split` (SPEC §9: 6 or 8) the first column holds that many and the rest flow on in
 * columns of the same size.
 */
export function panelColumns(menu: ResolvedItem): PanelColumn[] {
  const columns: PanelColumn[] = [];
  let run: ResolvedItem[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const size = menu.split ?? run.length;
    for (let i = 0; i < run.length; i += size) columns.push({ key: `${menu.path}#${columns.length}`, items: run.slice(i, i + size) });
    run = [];
  };
  for (const child of menu.children) {
    if (isGroup(child)) {
      flush();
      columns.push({ key: child.path, group: child, items: child.children });
    } else run.push(child);
  }
  flush();
  return columns;
}
