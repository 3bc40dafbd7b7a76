import type { Change } from '../../engine/ops/diff.ts';
import { readablePath } from '../../engine/ops/plainIssue.ts';

const show = (v: unknown) => {
  if (v === undefined) return '(none)';
  const s = JSON.stringify(v);
  return s.length > 160 ? `${s.slice(0, 157)}…` : s;
};

/** "position 3" for the `[2]` a moved item's path ends with. */
const position = (path: unknown) => {
  const n = /\[(\d+)\]$/.exec(String(path))?.[1];
  return n === undefined ? '' : `position ${Number(n) + 1}`;
};

const KIND_WORDS: Record<Change['kind'], string> = { added: 'added', removed: 'removed', changed: 'changed', moved: 'moved' };

/**
 * A diff as a table ops can read: what changed (the field, located by item labels), the old value
 * and the new one. `before`/`after` are the two whole documents, to name the items.
 */
export function ChangeList({ changes, before, after, testId }: { changes: Change[]; before: unknown; after: unknown; testId?: string }) {
  if (changes.length === 0) return <p className="ops-hint">No changes.</p>;
  return (
    <div className="ops-diff-scroll">
      <table className="ops-diff" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Change</th>
            <th scope="col">Old value</th>
            <th scope="col">New value</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={`${c.kind}${c.path}`} className={`ops-diff-${c.kind}`}>
              <th scope="row">
                {readablePath(c.path, c.kind === 'removed' ? before : after)}
                <div className="ops-hint">
                  <code>{c.path}</code>
                </div>
              </th>
              <td>{KIND_WORDS[c.kind]}</td>
              <td>
                <del>{c.kind === 'moved' ? position(c.before) : show(c.before)}</del>
              </td>
              <td>
                <ins>{c.kind === 'moved' ? position(c.after) : show(c.after)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
