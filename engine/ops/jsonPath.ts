/**
 * JSON paths and messages the ops console shows: `$`-rooted like check-configs prints them, so an
 * error in the browser, in the API answer and on the command line reads the same.
 */

export interface PathIssue {
  /** The region file or target the problem is in, e.g. `base.json` or `remote-menu`. */
  file: string;
  path: string;
  reason: string;
}

import { findJsonError } from './jsonSyntax.ts';

const IDENT = /^[A-Za-z_$][\w$]*$/;

export function formatPath(path: readonly PropertyKey[], root = '$'): string {
  return path.reduce<string>((acc, k) => {
    if (typeof k === 'number') return `${acc}[${k}]`;
    const s = String(k);
    return IDENT.test(s) ? `${acc}.${s}` : `${acc}[${JSON.stringify(s)}]`;
  }, root);
}

/** Parses `$.a.b[2]["x y"]` back into segments (the inverse of formatPath). */
export function parsePath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (const m of path.matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else if (m[3] !== undefined) out.push(JSON.parse(m[3]) as string);
  }
  return out;
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

export type ParsedText = { ok: true; value: unknown } | { ok: false; issue: PathIssue };

/** JSON.parse with a message that says where and why (line, column, reason) when it fails. */
export function parseJsonText(text: string, file: string): ParsedText {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const found = findJsonError(text);
    if (!found) return { ok: false, issue: { file, path: '$', reason: `not valid JSON: ${(e as Error).message}` } };
    const { line, column } = lineColumn(text, found.offset);
    return { ok: false, issue: { file, path: '$', reason: `not valid JSON at line ${line}, column ${column}: ${found.reason}` } };
  }
}

/** The value at a path, or undefined when any segment is missing. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let v: unknown = value;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}
