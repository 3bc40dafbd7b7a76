import { describeRule, siteWord } from '../../../engine/ops/plainWords.ts';
import type { Condition } from '../../../schemas/condition.ts';
import { itemMatches } from './ItemTree.tsx';

type Obj = Record<string, unknown>;

interface Props {
  /** The list as the parent file resolves it. */
  items: unknown;
  /** Item key of the list, e.g. "header.main" (engine/regionEdits.ts). */
  keyPrefix: string;
  /** Where children sit under each level (footer columns hold "items"). */
  childField: (depth: number) => string;
  hidden: ReadonlySet<string>;
  site: string;
  /** What this sub-site offers (its `offers`, own or inherited). */
  offers: readonly string[];
  toggle: (key: string, label: string, hide: boolean) => void;
  filter: string;
  depth?: number;
}

/**
 * Items this file inherits, read-only, each with "Hide on {site}": ticking it writes the item key
 * into the file's own `hide` list, so base.json and the other sub-sites are untouched.
 */
export function InheritedItems(props: Props) {
  const { items, keyPrefix, childField, hidden, site, offers, toggle, filter, depth = 0 } = props;
  const list = Array.isArray(items) ? (items as Obj[]) : [];
  const q = filter.trim().toLowerCase();
  const where = siteWord(site);
  return (
    <ul className="ops-items ops-items--inherited" aria-label={`inherited items of ${keyPrefix}`}>
      {list.map((item) => {
        const id = String(item.id ?? '');
        if (!id || !itemMatches({ ...item, children: item[childField(depth)] }, q)) return null;
        const key = `${keyPrefix}/${id}`;
        const label = String(item.label ?? item.title ?? id);
        const isHidden = hidden.has(key) || hidden.has(id);
        const when = item.when as Condition | undefined;
        const rule = describeRule(when);
        // Its own rule already keeps it off this sub-site: hiding it here changes nothing.
        const offAnyway = Boolean((when?.sites && !when.sites.includes(site as never)) || when?.needs?.some((o) => !offers.includes(o)));
        const kids = item[childField(depth)];
        return (
          <li key={key} className={`ops-item${isHidden ? ' ops-item--hidden-here' : ''}`} data-key={key}>
            <div className="ops-item-head">
              <label className="ops-check ops-hide-toggle">
                <input type="checkbox" checked={isHidden} onChange={(e) => toggle(key, label, e.target.checked)} />
                <span>
                  Hide {label} on {where}
                </span>
              </label>
              <code>{id}</code>
              {rule.length ? <span className="ops-item-rule">{rule.join(' · ')}</span> : null}
              {isHidden ? <span className="ops-item-hidden-badge">hidden on {where}</span> : null}
              {offAnyway && !isHidden ? <span className="ops-hint">its rule already keeps it off {where}</span> : null}
            </div>
            {Array.isArray(kids) && kids.length && !isHidden ? (
              <div className="ops-children">
                {/* A child level sees the same file, site and filter; only its list, key and depth change. */}
                <InheritedItems {...props} items={kids} keyPrefix={key} depth={depth + 1} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
