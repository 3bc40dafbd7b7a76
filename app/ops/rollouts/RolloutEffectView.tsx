import { useCallback, useEffect, useState } from 'react';
import type { RolloutEffect } from '../../../schemas/api/ops/rolloutEffect.ts';
import type { OpsApi } from '../opsApi.ts';
import { ColumnHeads } from '../Panel.tsx';
import { usePolling } from '../usePolling.ts';

/** How often a running rollout's figures are asked for again while the page is shown. */
export const EFFECT_POLL_MS = 15_000;

const one = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-US');
type Rate = RolloutEffect['change']['clicks'];
const rate = (r: Rate) => `${one(r.per1000)} (${one(r.low)}-${one(r.high)})`;

/**
 * What a rollout does, per variant: page views, clicks on the changed items and error reports per
 * 1,000 views with their 95% intervals, and the effect in words. A running rollout's figures are
 * asked for again every EFFECT_POLL_MS while shown; an ended one's once.
 */
export function RolloutEffectView({ api, id, live }: { api: OpsApi; id: number; live: boolean }) {
  const [effect, setEffect] = useState<RolloutEffect | null>(null);
  const [error, setError] = useState('');
  const fetchEffect = useCallback(async () => {
    const res = await api.rolloutEffect(id);
    if (res.ok) {
      setEffect(res.data);
      setError('');
    } else setError(res.message);
  }, [api, id]);
  useEffect(() => {
    void fetchEffect();
  }, [fetchEffect]);
  usePolling(fetchEffect, EFFECT_POLL_MS, live);

  if (!effect)
    return error ? (
      <p className="ops-outcome ops-outcome--error">The figures could not be loaded: {error}</p>
    ) : (
      <p className="loading-text" aria-busy="true">
        Loading the figures…
      </p>
    );
  const items = effect.items.map((i) => i.label).join(', ') || 'none';
  return (
    <div className="ops-rollout-effect" data-testid="ops-rollout-effect">
      <p className="ops-rollout-words">
        <strong>{effect.words}</strong>
      </p>
      <p>{effect.errorWords}</p>
      <div className="ops-diff-scroll">
        <table className="ops-diff ops-rollout-table">
          <caption className="sr-only">Change #{effect.changeId} against the live version, per 1,000 page views with 95% intervals</caption>
          <ColumnHeads names={['Figure', 'With the change', 'Live version']} />
          <tbody>
            <tr>
              <th scope="row">Page views</th>
              <td>{effect.change.views.toLocaleString('en-US')}</td>
              <td>{effect.live.views.toLocaleString('en-US')}</td>
            </tr>
            <tr>
              <th scope="row">Clicks on {items}, per 1,000 views</th>
              <td>{rate(effect.change.clicks)}</td>
              <td>{rate(effect.live.clicks)}</td>
            </tr>
            <tr>
              <th scope="row">Error reports per 1,000 views</th>
              <td>{rate(effect.change.errors)}</td>
              <td>{rate(effect.live.errors)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="ops-hint">
        {effect.guardrail} {effect.counted}
      </p>
    </div>
  );
}
