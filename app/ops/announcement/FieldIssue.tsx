import type { PathIssue } from '../../../engine/ops/jsonPath.ts';

/** The problems of one field, as the field's description (aria-describedby) and in red under it. */
export function FieldIssue({ id, issues }: { id: string; issues: readonly PathIssue[] }) {
  if (!issues.length) return null;
  return (
    <span id={id} className="ops-field-issue" role="status">
      {issues.map((i) => i.reason).join('; ')}
    </span>
  );
}

/** The issues at exactly `path` ($.items[0].text.de). */
export const issuesAt = (issues: readonly PathIssue[], path: string) => issues.filter((i) => i.path === path);
