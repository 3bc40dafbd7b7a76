import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { lineColumn } from './ops/jsonPath.ts';

/**
 * Line and column (1-based) of what a JSON path names in a file's text: the key of a property, the
 * start of an array entry, or, for something missing, the nearest enclosing value that exists.
 * Null when the text is not JSON.
 */
export function positionOf(text: string, path: readonly (string | number)[]): { line: number; column: number } | null {
  const root = parseTree(text);
  if (!root) return null;
  for (let n = path.length; n >= 0; n--) {
    const node = findNodeAtLocation(root, path.slice(0, n));
    if (!node) continue;
    const offset = node.parent?.type === 'property' ? node.parent.offset : node.offset;
    return lineColumn(text, offset);
  }
  return null;
}
