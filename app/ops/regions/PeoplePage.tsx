import { useCallback, useContext, useEffect, useState } from 'react';
import type { OpsGrant } from '../../../engine/ops/access.ts';
import { isGlobalAdmin, revokeRefusal } from '../../../engine/ops/grantRules.ts';
import { OpsPersonContext } from '../access.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import type { OpsApi, OpsPeople } from '../opsApi.ts';
import { ColumnHeads, Panel, PanelLoading } from '../Panel.tsx';
import { GrantForm, grantWords, targetWords } from './GrantForm.tsx';

type Person = OpsPeople['list'][number];
/** Grants as the server sends them: targets it checked, typed as the rules take them. */
const grantsOf = (p: Person) => p.grants as OpsGrant[];
type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: Person[] };

/**
 * People and their grants, for administrators. Giving a grant is one step; taking one
 * asks first. What a person may not do is said beside the button, in the server's words.
 */
export function PeoplePage({ api, reload }: { api: OpsApi; reload: () => Promise<void> }) {
  const me = useContext(OpsPersonContext);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [taking, setTaking] = useState<{ person: string; grant: OpsGrant } | null>(null);

  const fetchPeople = useCallback(async () => {
    const res = await api.people();
    setLoad(res.ok ? { status: 'ready', list: res.data.list } : { status: 'error', message: res.message });
  }, [api]);
  useEffect(() => {
    void fetchPeople();
  }, [fetchPeople]);

  const settle = async (res: Awaited<ReturnType<OpsApi['grant']>>, done: string) => {
    if (!res.ok) return setOutcome({ ok: false, text: `Refused: ${res.message}.` });
    setOutcome({ ok: true, text: res.data.changed ? done : `Nothing changed: ${res.data.person.username} already had it.` });
    setLoad((l) =>
      l.status === 'ready'
        ? { status: 'ready', list: l.list.map((p) => (p.username === res.data.person.username ? res.data.person : p)) }
        : l,
    );
    // One's own grants changed: the console's role line and buttons follow.
    if (res.data.person.username === me.username) await reload();
  };

  if (load.status === 'loading') return <PanelLoading>Loading people and grants…</PanelLoading>;
  if (load.status === 'error')
    return (
      <Panel name="people" title="People and grants">
        <p className="ops-outcome ops-outcome--error" role="alert">
          {load.message}
        </p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void fetchPeople()}>
          Retry
        </button>
      </Panel>
    );

  const globalAdmins = load.list.filter((p) => isGlobalAdmin(grantsOf(p))).length;
  return (
    <Panel name="people" title="People and grants">
      <p className="ops-hint">
        A grant lets a person edit, publish, approve or manage grants on one region's file (with its announcement bar), base.json, the
        remote menu, or everything (*). Every change is in the audit log with your name.
      </p>
      <p
        role="status"
        className={outcome ? `ops-outcome ops-outcome--${outcome.ok ? 'ok' : 'error'}` : undefined}
        data-testid="ops-grant-outcome"
      >
        {outcome?.text ?? ''}
      </p>
      <GrantForm
        people={load.list}
        mine={me.grants}
        onGive={(person, grant) => void api.grant(person, grant).then((res) => settle(res, `Gave ${person} ${grantWords(grant)}.`))}
      />
      <div className="ops-diff-scroll">
        <table className="ops-diff ops-people-table" data-testid="ops-people-table">
          <caption className="sr-only">Ops accounts and their grants</caption>
          <ColumnHeads names={['Person', 'Grants']} />
          <tbody>
            {load.list.map((p) => (
              <tr key={p.username} data-person={p.username}>
                <th scope="row">
                  {p.name || p.username} <span className="ops-hint">({p.username})</span>
                </th>
                <td>
                  {p.grants.length === 0 ? <span className="ops-hint">no grants: may open the console only</span> : null}
                  <ul className="ops-grant-list">
                    {grantsOf(p).map((g) => {
                      const why = revokeRefusal(me.username, me.grants, p.username, grantsOf(p), g, globalAdmins)?.reason;
                      const whyId = `ops-why-${p.username}-${g.can}-${g.target}`.replace(/[^\w-]/g, '_');
                      return (
                        <li key={`${g.can}:${g.target}`} data-grant={`${g.can}:${g.target}`}>
                          <span>{grantWords(g)}</span>{' '}
                          <button
                            type="button"
                            className="btn btn--ghost btn--sm"
                            disabled={Boolean(why)}
                            aria-describedby={why ? whyId : undefined}
                            onClick={() => setTaking({ person: p.username, grant: g })}
                          >
                            Take {grantWords(g)} from {p.username}
                          </button>
                          {why ? (
                            <span id={whyId} className="ops-hint">
                              {why}.
                            </span>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {taking ? (
        <ConfirmDialog
          title={`Take ${grantWords(taking.grant)} from ${taking.person}?`}
          confirmLabel="Take the grant"
          onCancel={() => setTaking(null)}
          onConfirm={() => {
            const t = taking;
            setTaking(null);
            void api.revoke(t.person, t.grant).then((res) => settle(res, `Took ${grantWords(t.grant)} from ${t.person}.`));
          }}
        >
          <p>
            {taking.person} can no longer {taking.grant.can} {targetWords(taking.grant.target)} unless another grant covers it. You can give
            it back here.
          </p>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
