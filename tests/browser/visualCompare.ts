/**
 * Compares a picture with its committed baseline (tests/browser/visual.test.ts): pixelmatch over
 * two decoded PNGs (pngjs), a small tolerance for anti-aliasing, and the pictures of a failure
 * written beside the suite's other results for a person to look at.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const BASELINES = new URL('./visual-baselines/', import.meta.url).pathname;
/** Where a failure's actual picture and its diff go (ignored by git, as test-results/ is). */
export const VISUAL_RESULTS = new URL('../../test-results/visual/', import.meta.url).pathname;
/** `npm run visual:accept` sets it: the pictures taken become the baselines. */
export const ACCEPTING = process.env.VISUAL_ACCEPT === '1';

/**
 * pixelmatch's per-pixel colour distance (0..1; its default): below it two pixels count as equal.
 * Pixels it takes for anti-aliasing (a glyph's or a curve's soft edge moved by a subpixel) are not
 * counted at all (includeAA: false).
 */
const COLOUR_THRESHOLD = 0.1;
/**
 * Differing pixels a picture may have and still match. Chromium without a GPU draws the same pixels
 * every run: a run of all 33 pictures on two loaded cores differed from the baselines of an
 * earlier run in 0 pixels. The few allowed are for a rounding at a layer's edge. A 1 px ring around
 * the Log in button is 183 pixels, one letter of a footer title 27 (visual.test.ts proves both fail).
 */
export const MAX_DIFF_PIXELS = 4;

export type Verdict = { kind: 'match'; diffPixels: number } | { kind: 'differs'; diffPixels: number; reason: string } | { kind: 'missing' };

/** How a picture compares with a baseline, both PNG bytes. Pure: writes nothing. */
export function comparePng(actual: Buffer, baseline: Buffer): { verdict: Verdict; diff?: PNG } {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(baseline);
  if (a.width !== b.width || a.height !== b.height) {
    const reason = `size ${a.width}x${a.height}, baseline ${b.width}x${b.height}`;
    return { verdict: { kind: 'differs', diffPixels: Number.POSITIVE_INFINITY, reason } };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: COLOUR_THRESHOLD, includeAA: false });
  if (diffPixels <= MAX_DIFF_PIXELS) return { verdict: { kind: 'match', diffPixels } };
  return { verdict: { kind: 'differs', diffPixels, reason: `${diffPixels} pixels differ (at most ${MAX_DIFF_PIXELS} may)` }, diff };
}

/** The baseline of a picture, or undefined when there is none yet. */
export function readBaseline(name: string): Buffer | undefined {
  const file = `${BASELINES}${name}.png`;
  return existsSync(file) ? readFileSync(file) : undefined;
}

/**
 * Checks a picture against its baseline. Accepting, a missing or differing baseline is replaced
 * (one that matches within the tolerance is left alone, so accepting does not churn the repository);
 * otherwise a difference throws with the paths of the actual picture and the diff.
 */
export function checkPicture(name: string, actual: Buffer): Verdict {
  const baseline = readBaseline(name);
  const { verdict, diff } = baseline ? comparePng(actual, baseline) : { verdict: { kind: 'missing' } as const, diff: undefined };
  if (verdict.kind === 'match') return verdict;
  if (ACCEPTING) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(`${BASELINES}${name}.png`, actual);
    return verdict;
  }
  mkdirSync(VISUAL_RESULTS, { recursive: true });
  writeFileSync(`${VISUAL_RESULTS}${name}-actual.png`, actual);
  if (diff) writeFileSync(`${VISUAL_RESULTS}${name}-diff.png`, PNG.sync.write(diff));
  const why = verdict.kind === 'missing' ? 'has no baseline' : `differs from its baseline: ${verdict.reason}`;
  throw new Error(
    `picture "${name}" ${why}. Actual: ${VISUAL_RESULTS}${name}-actual.png${diff ? `, diff (red): ${VISUAL_RESULTS}${name}-diff.png` : ''}. ` +
      'If the change is intended, accept it with `npm run visual:accept` and commit the new baseline.',
  );
}

/** The baselines on disk by name (without .png). */
export function baselineNames(): string[] {
  if (!existsSync(BASELINES)) return [];
  return readdirSync(BASELINES)
    .filter((f) => f.endsWith('.png'))
    .map((f) => f.slice(0, -4));
}

/** Removes baselines (accepting, those no test takes any more). */
export function dropBaselines(names: readonly string[]) {
  for (const name of names) rmSync(`${BASELINES}${name}.png`);
}
