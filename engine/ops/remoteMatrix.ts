import type { RemoteMenuItem } from '../../schemas/remoteMenu.ts';
import type { Cell } from './matrix.ts';

export interface RemoteRow {
  key: string;
  label: string;
  depth: number;
  /** cells.header (web) and cells.side (h5 drawer) */
  cells: Record<'header' | 'side', Cell>;
}

const PLATFORM: Record<'header' | 'side', number> = { header: 2, side: 3 };

function why(item: RemoteMenuItem, placement: 'header' | 'side', top: boolean): Cell {
  if (item.hidden) return { state: 'hidden', rule: 'hidden', value: true, detail: 'hidden is true' };
  if (item.platform_type !== 1 && item.platform_type !== PLATFORM[placement])
    return {
      state: 'hidden',
      rule: 'platform_type',
      value: item.platform_type,
      detail: `platform_type ${item.platform_type} is not for the ${placement}`,
    };
  if (top && !item.title && !item.title_key && !item.light_image && !item.dark_image)
    return { state: 'hidden', rule: 'title', value: '', detail: 'a top-level item needs a title, title_key or image' };
  return { state: 'visible' };
}

/**
 * The remote menu's own visibility (SPEC §5 placement filter) per placement: the menu is the same
 * for every sub-site and login state, so its matrix is item x placement, with the same reasons.
 */
export function remoteMenuMatrix(items: readonly RemoteMenuItem[]): RemoteRow[] {
  const rows: RemoteRow[] = [];
  const walk = (list: readonly RemoteMenuItem[], prefix: string, depth: number, parent?: RemoteRow) => {
    for (const item of list) {
      const key = `${prefix}/${item.code}`;
      const cells = {} as RemoteRow['cells'];
      for (const p of ['header', 'side'] as const) {
        const up = parent?.cells[p];
        cells[p] =
          up && up.state === 'hidden'
            ? { state: 'hidden', rule: 'parent', value: up.rule, detail: `its parent is hidden (${up.detail})` }
            : why(item, p, depth === 0);
      }
      const row: RemoteRow = { key, label: item.title || item.title_key || item.code, depth, cells };
      rows.push(row);
      walk(item.children, key, depth + 1, row);
    }
  };
  walk(items, 'list', 0);
  return rows;
}
