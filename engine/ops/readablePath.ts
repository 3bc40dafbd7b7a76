import { LANGUAGES, type LangCode } from '../../schemas/siteConstants.ts';
import { fieldLabel } from './fieldInfo.ts';
import { parsePath, valueAt } from './jsonPath.ts';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Lists whose entries are items (named by their label) rather than plain values. */
const ITEM_LISTS = new Set(['main', 'wallet', 'orders', 'profile', 'columns', 'items', 'texts', 'socialLinks', 'children', 'list', 'add']);
/** Keys that only lead to the entries of an item: the location reads "item 2 (…)" after its parent. */
const SILENT = new Set(['children', 'items']);

const nameOf = (v: unknown) => {
  if (!isObject(v)) return undefined;
  const own = [v.label, v.title, v.id, v.code, isObject(v.item) ? v.item.label : undefined];
  return own.find((n): n is string => typeof n === 'string' && n !== '');
};

/**
 * A `$`-rooted JSON path as a location ops can find, naming items by their label:
 * `$.header.main[3].when.needs` in base.json reads "Header › Main menu › item 4 (Derivatives) ›
 * Who sees it › Only where the sub-site offers".
 */
export function readablePath(path: string, root: unknown): string {
  const segs = parsePath(path);
  if (segs.length === 0) return 'the whole file';
  const parts: string[] = [];
  let value: unknown = root;
  let listKey: string | undefined;
  for (const seg of segs) {
    const next = valueAt(value, [seg]);
    if (typeof seg === 'number') {
      const name = nameOf(next);
      const isItem = listKey !== undefined && ITEM_LISTS.has(listKey);
      parts.push(isItem ? `item ${seg + 1}${name ? ` (${name})` : ''}` : `entry ${seg + 1}`);
    } else if (listKey?.endsWith('_i18n') && Object.hasOwn(LANGUAGES, seg)) parts.push(`${LANGUAGES[seg as LangCode]} (${seg})`);
    else if (!SILENT.has(seg)) parts.push(fieldLabel(seg));
    listKey = typeof seg === 'string' ? seg : undefined;
    value = next;
  }
  return parts.join(' › ');
}
