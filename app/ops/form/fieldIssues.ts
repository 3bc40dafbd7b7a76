import { createContext, useContext } from 'react';
import type { PathIssue } from '../../../engine/ops/jsonPath.ts';

/**
 * The draft's problems by JSON path (`$.footer.columns[0].items[2].label`), for the form to mark
 * each at its field, and the path the issue list asked to show (its item opens, its field takes focus).
 */
export interface FieldIssues {
  at: ReadonlyMap<string, string>;
  reveal: string | null;
}

export const FieldIssuesContext = createContext<FieldIssues>({ at: new Map(), reveal: null });

/** The problems of one file, by path (the first reason when a path has several). */
export function issuesByPath(issues: readonly PathIssue[], file: string): Map<string, string> {
  const at = new Map<string, string>();
  for (const i of issues) if (i.file === file && !at.has(i.path)) at.set(i.path, i.reason);
  return at;
}

/** The problem at a field, if any. */
export const useFieldIssue = (path: string | undefined): string | undefined => {
  const { at } = useContext(FieldIssuesContext);
  return path === undefined ? undefined : at.get(path);
};

/** Whether the issue list asked to show a field at or under `path` (its item opens for it). */
export const reveals = (reveal: string | null, path: string): boolean =>
  reveal !== null && (reveal === path || reveal.startsWith(`${path}.`) || reveal.startsWith(`${path}[`));
