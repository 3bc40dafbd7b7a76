import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A logged-in page is its audience's markup (the same for every user of that audience) with a few
 * personal values between its stretches (server/audience.ts). Compressing the whole page per
 * request was about half of its CPU (brotli 4 on libuv's threads, plus the 100 KB copy of the page
 * into a Buffer). Instead each stretch is deflated once, ending on a full flush (byte-aligned, no
 * back-reference past it), so deflated stretches of several drawings and of this request's own
 * values follow one another as one valid deflate stream; a gzip header, a last empty block and the
 * CRC-32 and length of the whole make it one ordinary gzip member (RFC 1952). The cost: what a
 * stretch could have taken from the one before is lost (the home page: 10.9 KB against 9.9 KB
 * of gzip 9 of the whole).
 */
export interface DeflatedPiece {
  readonly raw: Buffer;
  readonly deflated: Buffer;
}

// ID1 ID2 CM=deflate FLG=0 MTIME=0 XFL=0 OS=unknown (what zlib writes without a header of its own).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// BFINAL=1, fixed Huffman codes, end of block at once: what zlib writes to finish an empty stream.
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
/**
 * Below this many bytes (well under a stored block's 64 KB) a value is sent as a stored block:
 * setting up zlib for it costs more than the few hundred bytes it would save (a logged-in page's
 * user, about 500 bytes, was most of the page's own compression time).
 */
const STORED_BELOW = 1024;
// A value is a few KB (the page data): a 4 KB window and small hash tables lose nothing on it and
// spare zlib setting up about 260 KB of state on every request.
const OWN_OPTIONS = { level: 4, windowBits: 12, memLevel: 5, finishFlush: constants.Z_FULL_FLUSH };

/** A stretch kept for many requests: deflated once at the best level. */
export function keptPiece(text: string): DeflatedPiece {
  const raw = Buffer.from(text);
  return { raw, deflated: deflateRawSync(raw, { level: 9, finishFlush: constants.Z_FULL_FLUSH }) };
}

/** A request's own value: a short one stored as it is, a longer one deflated at a fast level. */
export function ownPiece(text: string): DeflatedPiece {
  const raw = Buffer.from(text);
  if (raw.length >= STORED_BELOW) return { raw, deflated: deflateRawSync(raw, OWN_OPTIONS) };
  // A stored block (BFINAL=0, BTYPE=00) starts on a byte boundary here, where every piece ends.
  const head = Buffer.alloc(5);
  head.writeUInt16LE(raw.length, 1);
  head.writeUInt16LE(~raw.length & 0xffff, 3);
  return { raw, deflated: Buffer.concat([head, raw]) };
}

/** The pieces, in order, as one gzip member. */
export function gzipPieces(pieces: readonly DeflatedPiece[]): Buffer {
  let crc = 0;
  let size = 0;
  const parts: Buffer[] = [GZIP_HEADER];
  for (const piece of pieces) {
    // Skipped when empty: zlib's crc32 answers 0, not the running value, for a buffer without memory.
    if (piece.raw.length > 0) crc = crc32(piece.raw, crc);
    size += piece.raw.length;
    parts.push(piece.deflated);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts);
}
