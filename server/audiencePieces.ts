import { HOLES } from './audience.ts';
import { type DeflatedPiece, keptPiece, ownPiece } from './splicedGzip.ts';

/**
 * An audience's drawing (server/renderCache.ts) cut at its holes, each stretch deflated once
 * (server/splicedGzip.ts), so a logged-in page is compressed by deflating only its personal values.
 * Bounded: MAX_CUT drawings, least recently used out first; a stretch is a drawing's bytes plus
 * about a fifth for its deflated copy (a home page: about 60 KB), so about 15 MB at most. Checked
 * against the drawing itself, so a redrawn audience (a publish, a new build) is cut again.
 */
export const MAX_CUT = 256;

interface Cut {
  html: string;
  stretches: DeflatedPiece[];
  /** The hole between stretch i and i + 1. */
  holes: string[];
}

const cuts = new Map<string, Cut>();
const HOLE = new RegExp(HOLES.map((h) => h.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'g');

function cut(html: string): Cut {
  const stretches: DeflatedPiece[] = [];
  const holes: string[] = [];
  let from = 0;
  for (const m of html.matchAll(HOLE)) {
    stretches.push(keptPiece(html.slice(from, m.index)));
    holes.push(m[0]);
    from = m.index + m[0].length;
  }
  stretches.push(keptPiece(html.slice(from)));
  return { html, stretches, holes };
}

/** The drawing `html` of audience `key` as pieces, its holes filled with `values` (a hole without one stays as drawn, as Audience.fill leaves it). */
export function audiencePieces(key: string, html: string, values: ReadonlyMap<string, string>): DeflatedPiece[] {
  let known = cuts.get(key);
  if (known?.html !== html) {
    known = cut(html);
    if (cuts.size >= MAX_CUT) cuts.delete(cuts.keys().next().value!);
  } else cuts.delete(key);
  cuts.set(key, known);
  const pieces: DeflatedPiece[] = [known.stretches[0]!];
  known.holes.forEach((hole, i) => {
    pieces.push(ownPiece(values.get(hole) ?? hole), known.stretches[i + 1]!);
  });
  return pieces;
}
