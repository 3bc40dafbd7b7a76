import type { HiddenItem, ResolvedItem } from '../resolveItems.ts';
import type { HiddenReason } from '../visibility.ts';

/** One cell of the console's visibility matrices (engine/ops/matrix.ts, remoteMatrix.ts). */
export type Cell =
  | { state: 'visible' }
  | { state: 'hidden'; rule: string; value: unknown; detail: string; builtIn?: string }
  /** The item is not in this sub-site's config at all (a regional list replaced it). */
  | { state: 'absent' };

/** The index path of every item a tree draws. */
export function visiblePaths(items: readonly ResolvedItem[], out = new Set<string>()): Set<string> {
  for (const item of items) {
    out.add(item.path);
    visiblePaths(item.children, out);
  }
  return out;
}

export const hiddenCell = (r: HiddenReason): Cell => ({
  state: 'hidden',
  rule: r.rule,
  value: r.value,
  detail: r.detail,
  ...(r.builtIn ? { builtIn: r.builtIn } : {}),
});

/** An item the engine reported neither drawn nor hidden: never expected, named rather than guessed. */
export const UNEXPLAINED: Cell = { state: 'hidden', rule: 'engine', value: null, detail: 'not drawn, and the engine gave no reason' };

/**
 * A walked item's cell from what the composition drew: drawn, hidden with the engine's reason, in
 * a hidden parent, or in a list the engine does not draw for this context (LIST_RULES).
 */
export function cellOf(
  path: string,
  drawn: Set<string>,
  hidden: Map<string, HiddenItem>,
  parent: Cell | undefined,
  list?: HiddenReason,
): Cell {
  if (drawn.has(path)) return { state: 'visible' };
  const h = hidden.get(path);
  if (h) return hiddenCell(h);
  if (parent?.state === 'hidden')
    return { state: 'hidden', rule: 'parent', value: parent.rule, detail: `its parent is hidden (${parent.detail})` };
  return list ? hiddenCell(list) : UNEXPLAINED;
}
