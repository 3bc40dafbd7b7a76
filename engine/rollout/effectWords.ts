import type { ChangedItem } from './changedItems.ts';
import type { Lift, Rate } from './effect.ts';

/** Views each side needs before the console compares them in words. */
export const MIN_VIEWS_TO_COMPARE = 100;

const LABEL_FIELDS = new Set(['label', 'label_i18n', 'label_i18n_from']);
const BADGE_FIELDS = new Set(['tags', 'badge']);

/** Who is clicked, and what the change did to it, in ops' words. */
function subject(items: readonly ChangedItem[]): { who: string; verb: string; what: string } {
  const names = items.map((i) => i.label);
  const who =
    names.length === 1 ? names[0]! : names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
  const fields = items.flatMap((i) => i.fields);
  const what = fields.every((f) => LABEL_FIELDS.has(f))
    ? names.length === 1
      ? 'the new label'
      : 'the new labels'
    : fields.every((f) => BADGE_FIELDS.has(f))
      ? names.length === 1
        ? 'the new badge'
        : 'the new badges'
      : 'the change';
  return { who, verb: names.length === 1 ? 'is' : 'are', what };
}

const pct = (x: number) => `${Math.round(Math.abs(x) * 100)}%`;

/** "Earn is clicked 18% more often with the new label, 95% interval 9-27%", and the cases around it. */
export function effectWords(
  items: readonly ChangedItem[],
  views: { change: number; live: number },
  lift: Lift | null,
  minViews = MIN_VIEWS_TO_COMPARE,
): string {
  if (items.length === 0) return 'The change alters no menu or footer item, so there are no clicks on it to compare.';
  const { who, verb, what } = subject(items);
  if (views.change < minViews || views.live < minViews)
    return `Not enough page views yet to compare clicks on ${who}: ${views.change} with ${what} and ${views.live} without; ${minViews} each are needed.`;
  if (!lift) return `${who} ${verb} not clicked yet without ${what}, so there is nothing to compare with.`;
  const { estimate, low, high } = lift;
  const size = Math.round(estimate * 100) === 0 ? 'about as often' : `${pct(estimate)} ${estimate > 0 ? 'more' : 'less'} often`;
  const interval =
    low >= 0
      ? `${Math.round(low * 100)}-${Math.round(high * 100)}%`
      : high <= 0
        ? `${Math.round(-high * 100)}-${Math.round(-low * 100)}% less`
        : `${pct(low)} less to ${pct(high)} more`;
  const clear = low > 0 || high < 0 ? '' : ': no clear difference yet';
  return `${who} ${verb} clicked ${size} with ${what}, 95% interval ${interval}${clear}.`;
}

const one = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-US');

/** "Error reports: 3.1 per 1,000 views with the change (95% interval 1.8-5.0), 2.9 without (1.7-4.8)." */
export function errorWords(change: { views: number; errors: Rate }, live: { views: number; errors: Rate }): string {
  if (change.views === 0 || live.views === 0) return 'Error reports: no page views counted on both sides yet.';
  const side = (r: Rate) => `${one(r.per1000)} per 1,000 views`;
  return `Error reports: ${side(change.errors)} with the change (95% interval ${one(change.errors.low)}-${one(change.errors.high)}), ${side(live.errors)} without (${one(live.errors.low)}-${one(live.errors.high)}).`;
}
