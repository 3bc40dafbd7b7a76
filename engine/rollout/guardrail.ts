import { type VariantCounts, variantEffect } from './effect.ts';

/**
 * The guardrail of a running rollout: it stops itself when the change's error reports per 1,000
 * page views exceed the live version's by more than `marginPer1000`, once each side has at least
 * `minViews` views (fewer views say too little to stop on).
 */
export interface GuardrailPolicy {
  minViews: number;
  marginPer1000: number;
}

export const GUARDRAIL: GuardrailPolicy = { minViews: 200, marginPer1000: 5 };

const fmt = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-US');

/** The stated rule, in ops' words (shown beside each running rollout). */
export const guardrailWords = (p: GuardrailPolicy = GUARDRAIL) =>
  `Stops itself when the change's error reports exceed the live version's by more than ${fmt(p.marginPer1000)} per 1,000 views, once each has ${p.minViews.toLocaleString('en-US')} views.`;

/** Why the rollout must stop, in ops' words, or null while it may go on. */
export function guardrailBreach(change: VariantCounts, live: VariantCounts, p: GuardrailPolicy = GUARDRAIL): string | null {
  if (change.views < p.minViews || live.views < p.minViews) return null;
  const a = variantEffect(change).errors.per1000;
  const b = variantEffect(live).errors.per1000;
  if (!(a - b > p.marginPer1000)) return null;
  return `guardrail: ${fmt(a)} error reports per 1,000 views with the change against ${fmt(b)} with the live version (more than ${fmt(p.marginPer1000)} above, over ${change.views.toLocaleString('en-US')} and ${live.views.toLocaleString('en-US')} views)`;
}
