import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { readablePath } from '../../engine/ops/readablePath.ts';

/**
 * Validation problems: where in words (the item's label, not `$.header.main[3]`), what to change,
 * and the file and JSON path check-configs prints, for the JSON tab.
 */
export function IssueList({
  issues,
  roots,
  onShow,
  file,
}: {
  issues: PathIssue[];
  roots: Record<string, unknown>;
  /** Takes the person to the field at fault (issues of the file being edited only). */
  onShow?: (issue: PathIssue) => void;
  file?: string;
}) {
  return (
    <div className="ops-issues-box" aria-live="polite" data-testid="ops-issues" data-count={issues.length}>
      {issues.length === 0 ? (
        <p className="ops-valid">✓ Valid: the same schemas and checks the site and check-configs use found no problem.</p>
      ) : (
        <>
          <p className="ops-invalid">
            {issues.length} problem{issues.length === 1 ? '' : 's'}: this draft cannot be published.
          </p>
          <ul className="ops-issues">
            {issues.slice(0, 50).map((i) => (
              <li key={`${i.file}${i.path}${i.reason}`}>
                {onShow && i.file === file ? (
                  <button type="button" className="ops-link ops-where" onClick={() => onShow(i)}>
                    {readablePath(i.path, roots[i.file])}
                  </button>
                ) : (
                  <strong className="ops-where">{readablePath(i.path, roots[i.file])}</strong>
                )}
                : {i.reason}{' '}
                <span className="ops-hint">
                  (<code>{i.file}</code> <code className="ops-path">{i.path}</code>)
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
