import { useCallback, useEffect, useState } from 'react';
import { BUCKETS, bucketOf, decideRollout, visitorKey } from '../../../engine/rollout.ts';
import type { RolloutRow } from '../../../schemas/api/ops/rollouts.ts';
import { ROLLOUTS_HREF } from '../consoleRoute.ts';
import type { OpsApi } from '../opsApi.ts';
import { usePolling } from '../usePolling.ts';

/** The engine's reasons for the three kinds of request of a running rollout, in its own words. */
function reasons(r: RolloutRow): string[] {
  const rollout = { changeId: r.changeId, percent: r.percentNow, steps: [] };
  const buckets = Array.from({ length: 100 }, (_, b) => b);
  const threshold = r.percentNow * (BUCKETS / 100);
  const inside = buckets.find((b) => bucketOf(visitorKey(b), r.changeId) < threshold);
  const outside = buckets.find((b) => bucketOf(visitorKey(b), r.changeId) >= threshold);
  return [
    ...[inside, outside].flatMap((b) => (b === undefined ? [] : [decideRollout(rollout, visitorKey(b), 0).reason.detail])),
    ...(r.percentNow < 100 ? [decideRollout(rollout, null, 0).reason.detail] : []),
  ];
}

/**
 * Above a sub-site's editor while a rollout of one of its changes runs: who sees what, in the
 * rules engine's words, and that the preview and the matrix show the live version with the draft.
 */
export function RolloutNotice({ api, target }: { api: OpsApi; target: string }) {
  const [running, setRunning] = useState<RolloutRow | null>(null);
  const fetchList = useCallback(async () => {
    const res = await api.rollouts();
    if (res.ok) setRunning(res.data.list.find((r) => r.target === target && r.state === 'running') ?? null);
  }, [api, target]);
  useEffect(() => {
    void fetchList();
  }, [fetchList]);
  usePolling(fetchList);
  if (!running) return null;
  return (
    <div className="ops-note" data-testid="ops-rollout-notice">
      <p>
        Change #{running.changeId} is rolled out to {running.percentNow}% of {target}'s audience
        {running.served ? '' : ', but not served: a newer version went live after it was made'}. The preview and the visibility matrix show
        the live version with your draft. <a href={ROLLOUTS_HREF}>See what it does</a>
      </p>
      <ul>
        {reasons(running).map((why) => (
          <li key={why}>{why}</li>
        ))}
      </ul>
    </div>
  );
}
