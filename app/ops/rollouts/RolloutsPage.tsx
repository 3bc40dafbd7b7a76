import { useCallback, useEffect, useRef, useState } from 'react';
import type { RolloutRow } from '../../../schemas/api/ops/rollouts.ts';
import type { OpsApi } from '../opsApi.ts';
import { Panel, PanelLoading } from '../Panel.tsx';
import { usePolling } from '../usePolling.ts';
import { RolloutCard } from './RolloutCard.tsx';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: RolloutRow[] };

/**
 * The rollouts: each change released to a share of a sub-site's visitors, what it does measured
 * against the live version, and the one-step widen, finish and roll back. The list and each
 * running rollout's figures keep themselves current while the page is shown.
 */
export function RolloutsPage({ api, at }: { api: OpsApi; at?: number }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchList = useCallback(async () => {
    const res = await api.rollouts();
    setLoad((l) =>
      res.ok ? { status: 'ready', list: res.data.list } : l.status === 'ready' ? l : { status: 'error', message: res.message },
    );
  }, [api]);
  useEffect(() => {
    void fetchList();
  }, [fetchList]);
  usePolling(fetchList);
  // Opened at one rollout (`#rollouts/12`, where starting one leads): its card is brought into view and its heading focused, once.
  const shown = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (at === undefined || shown.current === at || load.status !== 'ready') return;
    const heading = document.getElementById(`ops-rollout-${at}`);
    if (!heading) return;
    shown.current = at;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [at, load]);

  if (load.status === 'loading') return <PanelLoading>Loading rollouts…</PanelLoading>;
  return (
    <Panel name="rollouts" title="Rollouts">
      <p className="ops-hint">
        A rollout shows an approved change to a share of a sub-site's visitors and traders first (visitors only once they allow analytics
        where the site asks). Its figures compare them with the rest of that audience, who see the live version.
      </p>
      {load.status === 'error' ? (
        <>
          <p className="ops-outcome ops-outcome--error" role="alert">
            {load.message}
          </p>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void fetchList()}>
            Retry
          </button>
        </>
      ) : load.list.length === 0 ? (
        <p data-testid="ops-rollouts-empty">
          No rollouts yet. An approved change is released to a share from its sub-site's changes (“Release to a share…” beside its Publish),
          and where no approval is needed a draft is released from beside the editor's Publish.
        </p>
      ) : (
        <ul className="ops-rollout-list">
          {load.list.map((r) => (
            <li key={r.id}>
              <RolloutCard api={api} rollout={r} onChanged={fetchList} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
