/**
 * JSON laid out as the region files are written by hand: an object or array that fits on one line
 * (within `width` columns at its indent) stays on one line, `{ "a": 1 }`, else one entry a line; a
 * list of plain values (countries, offers) stays on one line whatever its length.
 */
export function layoutJson(value: unknown, width = 140, indent = ''): string {
  const flat = inline(value);
  const plainList = Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object');
  if (flat.length + indent.length <= width || plainList || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + layoutJson(v, width, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${layoutJson(v, width - k.length - 4, inner)}`).join(',\n')}\n${indent}}`;
}

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}
