import { useCallback, useEffect, useState } from 'react';
import type { RolloutRow } from '../../../schemas/api/ops/rollouts.ts';
import type { OpsApi } from '../opsApi.ts';
import { usePolling } from '../usePolling.ts';

/** A target's running rollout and the items its change alters (ids and labels), as the server counts them. */
export interface RunningRollout {
  row: RolloutRow;
  items: { id: string; label: string }[];
}

/**
 * The running rollout of `target` (kept current while the tab is shown), with the items its change
 * alters from the rollout's figures (GET …/rollouts/:id/effect), or null when none runs.
 */
export function useRunningRollout(api: OpsApi, target: string): RunningRollout | null {
  const [row, setRow] = useState<RolloutRow | null>(null);
  const [items, setItems] = useState<{ id: number; list: RunningRollout['items'] } | null>(null);
  const fetchList = useCallback(async () => {
    const res = await api.rollouts();
    if (res.ok) setRow(res.data.list.find((r) => r.target === target && r.state === 'running') ?? null);
  }, [api, target]);
  useEffect(() => {
    void fetchList();
  }, [fetchList]);
  usePolling(fetchList);
  const id = row?.id;
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    void api.rolloutEffect(id).then((res) => {
      if (live && res.ok) setItems({ id, list: res.data.items });
    });
    return () => {
      live = false;
    };
  }, [api, id]);
  if (!row) return null;
  return { row, items: items?.id === row.id ? items.list : [] };
}
