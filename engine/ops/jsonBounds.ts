import { formatPath, type PathIssue } from './jsonPath.ts';

/**
 * How big a region file or the remote menu may be. The shipped files nest 10 levels and
 * their longest text (a regulator's risk warning in Italian) has 325 characters; the body limit
 * (64 KB) bounds the rest. Checked before any other rule, without recursion: the schema, lint and
 * diff walks below it may then recurse safely.
 */
export const CONFIG_BOUNDS = {
  /** Levels of objects and arrays, the file itself being the first. */
  depth: 32,
  /** Characters of any text (a label, a URL, a translation). */
  textChars: 1000,
  /** Characters of a property name. */
  keyChars: 100,
} as const;

const MAX_ISSUES = 20;

/** Every place where `value` goes past CONFIG_BOUNDS (at most 20), in plain words. */
export function boundsIssues(file: string, value: unknown): PathIssue[] {
  const issues: PathIssue[] = [];
  const stack: { v: unknown; path: (string | number)[] }[] = [{ v: value, path: [] }];
  while (stack.length && issues.length < MAX_ISSUES) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (v.length > CONFIG_BOUNDS.textChars)
        issues.push({
          file,
          path: formatPath(path),
          reason: `text of ${v.length} characters; at most ${CONFIG_BOUNDS.textChars} are allowed`,
        });
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (path.length >= CONFIG_BOUNDS.depth) {
      issues.push({
        file,
        path: formatPath(path),
        reason: `nested too deep: at most ${CONFIG_BOUNDS.depth} levels of objects and lists are allowed`,
      });
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, x] = entries[i]!;
      if (typeof k === 'string' && k.length > CONFIG_BOUNDS.keyChars) {
        issues.push({
          file,
          path: formatPath(path),
          reason: `a property name of ${k.length} characters; at most ${CONFIG_BOUNDS.keyChars} are allowed`,
        });
        continue;
      }
      stack.push({ v: x, path: [...path, k] });
    }
  }
  return issues;
}
