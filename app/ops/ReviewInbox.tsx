import { useCallback, useContext, useEffect, useState } from 'react';
import { stateWords, waitingFor } from '../../engine/ops/changes.ts';
import { OpsPersonContext } from './access.tsx';
import { editHref } from './consoleRoute.ts';
import type { ListedChange, OpsApi } from './opsApi.ts';
import { usePolling } from './usePolling.ts';
import { bothTimes } from './when.ts';

/**
 * The changes of every region that wait for the signed-in person (to approve, or to publish once
 * approved), with their count on the summary: nobody hunts region by region for a request. It
 * keeps itself current; each entry opens its file's "Changes & publish".
 */
export function ReviewInbox({ api }: { api: OpsApi }) {
  const me = useContext(OpsPersonContext);
  const [list, setList] = useState<ListedChange[] | null>(null);
  const load = useCallback(async () => {
    const res = await api.openChanges();
    if (res.ok) setList(waitingFor(res.data.list, me));
  }, [api, me]);
  useEffect(() => {
    void load();
  }, [load]);
  usePolling(load);
  if (list === null) return null;
  return (
    <details className="ops-inbox" data-testid="ops-inbox" data-count={list.length}>
      <summary>
        Waiting for you <span className="ops-inbox-count">{list.length}</span>
      </summary>
      {list.length === 0 ? (
        <p className="ops-hint">Nothing waits for your approval or your publish, in any region.</p>
      ) : (
        <ul>
          {list.map((c) => (
            <li key={c.id} data-inbox-change={c.id}>
              <a href={editHref(c.target)}>
                #{c.id} {c.target}: “{c.message}”
              </a>{' '}
              <span className="ops-hint">
                by {c.requestedBy}, {bothTimes(c.created)}: {c.state === 'pending' ? 'waiting for your approval' : stateWords(c)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
