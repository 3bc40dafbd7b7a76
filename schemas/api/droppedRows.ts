/**
 * Where a list read row by row (rowsOf, schemas/api/envelope.ts) notes the rows it left out. No
 * imports: the browser's call (app/layer/api/call.ts) reads the note without pulling zod into the
 * first chunk.
 */
export const DROPPED = Symbol('rows left out');

/** How many rows a read left out, and why the first of them was. */
export interface DroppedRows {
  count: number;
  first: string;
}

/** Every row left out anywhere in a read answer (lists nest: the trade tabs' groups hold tabs), summed. */
export function droppedIn(value: unknown): DroppedRows | undefined {
  let found: DroppedRows | undefined;
  const visit = (v: unknown) => {
    if (typeof v !== 'object' || v === null) return;
    const note = (v as { [DROPPED]?: DroppedRows })[DROPPED];
    if (note) found = found ? { count: found.count + note.count, first: found.first } : { ...note };
    for (const child of Array.isArray(v) ? v : Object.values(v)) visit(child);
  };
  visit(value);
  return found;
}
