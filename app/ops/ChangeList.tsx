import { changeRows, NONE } from '../../engine/ops/changeRows.ts';
import type { Change } from '../../engine/ops/diff.ts';
import { ColumnHeads } from './Panel.tsx';

/**
 * A diff as a table ops can read: what changed in a sentence (items by their labels, lists of
 * words as sets), the old value and the new one in words. `before`/`after` are the two whole documents, to name the items.
 */
export function ChangeList({
  changes,
  before,
  after,
  testId,
  itemName,
}: {
  changes: Change[];
  before: unknown;
  after: unknown;
  testId?: string;
  /** Names the items of a `hide` list (they are keys like "header.main/rewards"). */
  itemName?: (key: string) => string | undefined;
}) {
  if (changes.length === 0) return <p className="ops-hint">No changes.</p>;
  return (
    <div className="ops-diff-scroll">
      <table className="ops-diff" data-testid={testId}>
        <ColumnHeads names={['What changed', 'Old value', 'New value']} />
        <tbody>
          {changeRows(before, after, changes, itemName).map((r) => (
            <tr key={`${r.kind}${r.path}`} className={`ops-diff-${r.kind}`}>
              <th scope="row">
                {r.what}
                <div className="ops-hint">
                  <code>{r.path}</code>
                </div>
              </th>
              <td>{r.old === NONE ? <span className="ops-hint">{NONE}</span> : <del>{r.old}</del>}</td>
              <td>{r.new === NONE ? <span className="ops-hint">{NONE}</span> : <ins>{r.new}</ins>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
