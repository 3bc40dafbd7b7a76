import type { PathIssue } from '../../engine/ops/jsonPath.ts';

/** Validation problems with their JSON path and reason, as check-configs prints them. */
export function IssueList({ issues }: { issues: PathIssue[] }) {
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
                <code>{i.file}</code> <code className="ops-path">{i.path}</code>: {i.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
