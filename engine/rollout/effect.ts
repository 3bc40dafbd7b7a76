/**
 * What a rollout does, measured: per variant (the change, and the live version seen by the rest of
 * the rollout's audience) clicks on the changed items and error reports per 1,000 page views, each
 * with a 95% Wilson score interval, and the change's relative effect on clicks with a 95% interval
 * of the ratio of the two rates (Katz's log method). Pure: the server counts, this computes.
 *
 * A page view is a trial and a click on a changed item (or an error report) its outcome: a click
 * on a menu link leaves the page, so a view holds at most about one; a count above its views is
 * taken as the views.
 */

/** The normal quantile of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** The Wilson score interval of the proportion x / n (n = 0 knows nothing: 0..1). */
export function wilson(x: number, n: number, z = Z95): Interval {
  if (!(n > 0)) return { low: 0, high: 1 };
  const k = Math.min(Math.max(x, 0), n);
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { low: k === 0 ? 0 : Math.max(0, centre - half), high: k === n ? 1 : Math.min(1, centre + half) };
}

/**
 * The ratio of two proportions x1/n1 against x0/n0, with its 95% interval (Katz: normal on the log
 * scale). Null while the live side has no outcome to compare with, or either side has no views.
 * With no outcome on the change's side, half an outcome is counted so the interval stays finite.
 */
export function ratioInterval(
  x1: number,
  n1: number,
  x0: number,
  n0: number,
  z = Z95,
): { ratio: number; low: number; high: number } | null {
  if (!(n1 > 0 && n0 > 0)) return null;
  const a = Math.min(Math.max(x1, 0), n1);
  const b = Math.min(Math.max(x0, 0), n0);
  if (b === 0) return null;
  const ratio = a / n1 / (b / n0);
  const ac = a === 0 ? 0.5 : a;
  const se = Math.sqrt(Math.max(0, 1 / ac - 1 / n1 + 1 / b - 1 / n0));
  const centre = Math.log(ac / n1 / (b / n0));
  return { ratio, low: Math.exp(centre - z * se), high: Math.exp(centre + z * se) };
}

/** What the server counted for one variant of a rollout. */
export interface VariantCounts {
  views: number;
  clicks: number;
  errors: number;
}

export interface Rate {
  count: number;
  /** Per 1,000 views, with its 95% interval. */
  per1000: number;
  low: number;
  high: number;
}

export interface VariantEffect {
  views: number;
  clicks: Rate;
  errors: Rate;
}

const per1000 = (count: number, views: number): Rate => {
  const ci = wilson(count, views);
  return { count, per1000: views > 0 ? (Math.min(count, views) / views) * 1000 : 0, low: ci.low * 1000, high: ci.high * 1000 };
};

export const variantEffect = (c: VariantCounts): VariantEffect => ({
  views: c.views,
  clicks: per1000(c.clicks, c.views),
  errors: per1000(c.errors, c.views),
});

/** The change's clicks against the live version's, relative: 0.18 is 18% more often. */
export interface Lift {
  estimate: number;
  low: number;
  high: number;
}

export function clickLift(change: VariantCounts, live: VariantCounts): Lift | null {
  const r = ratioInterval(change.clicks, change.views, live.clicks, live.views);
  return r && { estimate: r.ratio - 1, low: r.low - 1, high: r.high - 1 };
}
