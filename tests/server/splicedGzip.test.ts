/**
 * A logged-in page is sent as gzip spliced from stretches deflated once and values deflated per
 * request (server/splicedGzip.ts): whatever the pieces, any gzip reader gets back exactly their
 * concatenation, the CRC and length in the trailer included (gunzip checks both).
 */
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gzipPieces, keptPiece, ownPiece } from '../../server/splicedGzip.ts';

describe('spliced gzip', () => {
  it('any run of kept and own pieces reads back as their concatenation', () => {
    const text = fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'grapheme', maxLength: 3000 }), fc.constant(''));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), text), { maxLength: 8 }), (parts) => {
        const pieces = parts.map(([kept, t]) => (kept ? keptPiece(t) : ownPiece(t)));
        expect(gunzipSync(gzipPieces(pieces)).toString()).toBe(parts.map(([, t]) => t).join(''));
      }),
      { numRuns: 300 },
    );
  });

  it('an empty piece after others keeps the running CRC (zlib answers 0 for a buffer without memory)', () => {
    const pieces = [ownPiece('abc'), keptPiece(''), ownPiece(''), keptPiece('déjà vu ✓')];
    expect(gunzipSync(gzipPieces(pieces)).toString()).toBe('abcdéjà vu ✓');
  });

  it('a page-sized stretch is deflated, a short value stored, a long one deflated', () => {
    const page = '<div class="row">BTC/USDT</div>'.repeat(1000);
    expect(keptPiece(page).deflated.length).toBeLessThan(page.length / 10);
    expect(ownPiece('Ann').deflated.length).toBe(3 + 5);
    expect(ownPiece('x'.repeat(4000)).deflated.length).toBeLessThan(100);
  });
});
