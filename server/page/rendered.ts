import type { DeflatedPiece } from '../splicedGzip.ts';

/** A page or fragment drawn by the server: whether it holds a logged-in user's data, and its time slot. */
export interface Rendered {
  html: string;
  personal: boolean;
  slot: number;
  /** A logged-in page as the pieces of its gzip (server/splicedGzip.ts): the same bytes as html. */
  pieces?: () => DeflatedPiece[];
}
