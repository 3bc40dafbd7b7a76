/**
 * The menu and footer items a change alters, found by comparing the region config the change makes
 * with the live one: the items (by id) added or whose own fields differ (their children are items
 * of their own). A click is on a changed item when its analytics name is the item's id or its
 * `analytics` key (app/layer/analytics/clicks.ts names a click so).
 */
export interface ChangedItem {
  id: string;
  /** The English label ops know it by: the live one, or the new item's own. */
  label: string;
  /** The item's own fields that differ (all of them for an added item). */
  fields: string[];
  /** The names a click on it is recorded under. */
  clickNames: string[];
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isItem = (v: unknown): v is Obj & { id: string } => isObject(v) && typeof v.id === 'string' && typeof v.type === 'string';

/** Every item of a config by its place (list path and id), children included. */
function itemsOf(value: unknown, place: string, out: Map<string, Obj>): Map<string, Obj> {
  if (Array.isArray(value)) {
    for (const v of value) {
      if (isItem(v)) {
        const key = `${place}/${v.id}`;
        out.set(key, v);
        itemsOf(v.children, key, out);
      } else itemsOf(v, place, out);
    }
  } else if (isObject(value)) for (const [k, v] of Object.entries(value)) itemsOf(v, `${place}.${k}`, out);
  return out;
}

const labelOf = (item: Obj | undefined) => (typeof item?.label === 'string' ? item.label : undefined);
const own = (item: Obj) => Object.fromEntries(Object.entries(item).filter(([k]) => k !== 'children'));

export function changedItems(live: unknown, changed: unknown): ChangedItem[] {
  const before = itemsOf(live, '$', new Map());
  const after = itemsOf(changed, '$', new Map());
  const out: ChangedItem[] = [];
  for (const [key, item] of after) {
    const was = before.get(key);
    const now = own(item);
    const then = was ? own(was) : {};
    const fields = [...new Set([...Object.keys(now), ...Object.keys(then)])].filter(
      (f) => JSON.stringify(now[f]) !== JSON.stringify(then[f]),
    );
    if (fields.length === 0) continue;
    const id = item.id as string;
    const names = [id, ...(typeof item.analytics === 'string' && item.analytics ? [item.analytics] : [])];
    out.push({
      id,
      label: labelOf(was) ?? labelOf(item) ?? id,
      fields: was ? fields : Object.keys(now),
      clickNames: [...new Set(names)],
    });
  }
  return out;
}
