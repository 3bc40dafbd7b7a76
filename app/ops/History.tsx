import { useCallback, useEffect, useState } from 'react';
import type { Json } from '../../engine/configMerge.ts';
import { approvalSites } from '../../engine/ops/approvalSites.ts';
import { diffJson } from '../../engine/ops/diff.ts';
import { useMayDo } from './access.tsx';
import { ChangeList } from './ChangeList.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { LocalTime } from './LocalTime.tsx';
import type { AuditEntry, OpsApi, TargetInfo, VersionInfo } from './opsApi.ts';
import { ColumnHeads, Panel } from './Panel.tsx';

/** When a version was made, in the reader's time with UTC on hover; the shipped file has no time. */
const when = (t: number | null) => (t ? <LocalTime ms={t} /> : 'shipped with the release');

type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** What one version changed against the version before it, fetched when opened. */
function VersionChanges({
  api,
  target,
  version,
  previous,
  itemName,
}: {
  api: OpsApi;
  target: TargetInfo;
  version: VersionInfo;
  previous?: number;
  itemName?: (key: string) => string | undefined;
}) {
  const [state, setState] = useState<Load<{ before: unknown; after: unknown }>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void (async () => {
      const [after, before] = await Promise.all([
        api.version(target.name, version.version),
        previous === undefined ? Promise.resolve(null) : api.version(target.name, previous),
      ]);
      if (!live) return;
      if (!after.ok) setState({ status: 'error', message: after.message });
      else if (before && !before.ok) setState({ status: 'error', message: before.message });
      else setState({ status: 'ready', data: { before: before?.data.json, after: after.data.json } });
    })();
    return () => {
      live = false;
    };
  }, [api, target.name, version.version, previous]);
  if (state.status === 'loading') return <p className="ops-hint">Loading the changes…</p>;
  if (state.status === 'error') return <p role="alert">Could not load the changes: {state.message}</p>;
  if (previous === undefined) return <p className="ops-hint">The file as shipped with the release: nothing before it to compare.</p>;
  const { before, after } = state.data;
  return (
    <div className="ops-version-changes">
      <p className="ops-hint">
        Changes from v{previous} to v{version.version}, by {version.author}, {when(version.created)}
      </p>
      <ChangeList
        changes={diffJson(before, after)}
        before={before}
        after={after}
        testId={`ops-version-diff-${version.version}`}
        itemName={itemName}
      />
    </div>
  );
}

/** What a rollback to `to` undoes: the live version against the one it brings back, fetched when asked. */
function RollbackChanges({
  api,
  target,
  to,
  itemName,
}: {
  api: OpsApi;
  target: TargetInfo;
  to: number;
  itemName?: (key: string) => string | undefined;
}) {
  const [state, setState] = useState<Load<unknown>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void api.version(target.name, to).then((res) => {
      if (live) setState(res.ok ? { status: 'ready', data: res.data.json } : { status: 'error', message: res.message });
    });
    return () => {
      live = false;
    };
  }, [api, target.name, to]);
  if (state.status === 'loading') return <p className="ops-hint">Loading what it undoes…</p>;
  if (state.status === 'error')
    return (
      <p role="alert">
        Could not load version {to}: {state.message}
      </p>
    );
  return (
    <>
      <p>What changes against the live version {target.version} (what the rollback undoes):</p>
      <ChangeList
        changes={diffJson(target.json, state.data)}
        before={target.json}
        after={state.data}
        testId="ops-rollback-diff"
        itemName={itemName}
      />
    </>
  );
}

export interface HistoryResult {
  ok: boolean;
  text: string;
}

/** Every version of a target with rollback, and the audit log of who did what. */
export function History({
  api,
  target,
  onChanged,
  result,
  setResult,
  itemName,
  liveFiles,
}: {
  api: OpsApi;
  target: TargetInfo;
  /** Every live file, to tell whether a rollback of a shared file alters a region that requires approval. */
  liveFiles: Record<string, Json>;
  onChanged: () => Promise<void>;
  /** Kept by the editor: this view is drawn afresh for each new live version. */
  result: HistoryResult | null;
  setResult: (r: HistoryResult | null) => void;
  itemName?: (key: string) => string | undefined;
}) {
  const [versions, setVersions] = useState<Load<VersionInfo[]>>({ status: 'loading' });
  const [audit, setAudit] = useState<Load<AuditEntry[]>>({ status: 'loading' });
  const [confirm, setConfirm] = useState<number | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const toggle = (v: number) => setOpened((s) => (s.has(v) ? new Set([...s].filter((x) => x !== v)) : new Set([...s, v])));

  const load = useCallback(async () => {
    const [v, a] = await Promise.all([api.versions(target.name), api.audit(target.name)]);
    setVersions(v.ok ? { status: 'ready', data: v.data.list } : { status: 'error', message: v.message });
    setAudit(a.ok ? { status: 'ready', data: a.data.list } : { status: 'error', message: a.message });
  }, [api, target.name]);

  useEffect(() => {
    void load();
  }, [load]);

  // A rollback is a publish: only for those whose role covers publishing this target; where the
  // region requires approval it is a change request like any other (an edit another person approves).
  const mayPublish = useMayDo(target.needsApproval ? 'edit' : 'publish', target.name);

  const rollback = async (to: number) => {
    setConfirm(null);
    const old = await api.version(target.name, to);
    if (!old.ok) {
      setResult({ ok: false, text: old.message });
      return;
    }
    // A shared file's rollback waits for every requireApproval region whose resolved config it alters.
    const from = target.kind === 'region' ? approvalSites(target.name, old.data.json, liveFiles) : [];
    if (target.needsApproval || from.length > 0) {
      const res = await api.requestChange(target.name, old.data.json, target.version, `rollback to version ${to}`);
      const whose = target.needsApproval ? '' : ` It alters ${from.join(', ')}, whose region configs require approval.`;
      setResult(
        res.ok
          ? {
              ok: true,
              text: `Rollback to version ${to} requested (change #${res.data.id}): it goes live once another person approves it (Publish tab).${whose}`,
            }
          : { ok: false, text: res.message },
      );
      return;
    }
    const res = await api.rollback(target.name, to, target.version);
    setResult(
      res.ok
        ? { ok: true, text: `Rolled back: version ${res.data.version} now holds the content of version ${to}.` }
        : { ok: false, text: res.message },
    );
    await onChanged();
  };

  return (
    <Panel name="history" title="Versions">
      <div aria-live="polite">
        {result ? (
          <p className={`ops-outcome ops-outcome--${result.ok ? 'ok' : 'error'}`} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </p>
        ) : null}
      </div>
      {mayPublish.allowed ? null : (
        <p className="ops-hint" data-testid="ops-no-rollback">
          {target.needsApproval ? 'Requesting a rollback is editing' : 'Rolling back is publishing'}: {mayPublish.why}
        </p>
      )}
      {versions.status === 'loading' ? <p className="ops-hint">Loading versions…</p> : null}
      {versions.status === 'error' ? <p role="alert">Could not load versions: {versions.message}</p> : null}
      {versions.status === 'ready' ? (
        <ol className="ops-versions" data-testid="ops-versions">
          {versions.data.map((v) => {
            const previous = versions.data
              .filter((o) => o.version < v.version)
              .reduce<number | undefined>((m, o) => (m === undefined || o.version > m ? o.version : m), undefined);
            return (
              <li key={v.version} data-version={v.version}>
                <strong>v{v.version}</strong> {v.version === target.version ? <span className="ops-live">live</span> : null} {v.author} ·{' '}
                {when(v.created)} · <em>{v.message}</em>{' '}
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-expanded={opened.has(v.version)}
                  onClick={() => toggle(v.version)}
                >
                  What changed in v{v.version}
                </button>{' '}
                <a className="btn btn--ghost btn--sm" href={api.exportHref(target.name, v.version)} download={`${target.name}.json`}>
                  Export v{v.version}
                </a>{' '}
                {v.version !== target.version && mayPublish.allowed ? (
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirm(v.version)}>
                    {target.needsApproval ? 'Request rollback' : 'Roll back'} to v{v.version}
                  </button>
                ) : null}
                {confirm === v.version ? (
                  <ConfirmDialog
                    title={`${target.needsApproval ? 'Request a rollback of' : 'Roll back'} ${target.name} to version ${v.version}?`}
                    confirmLabel={`${target.needsApproval ? 'Request rollback' : 'Confirm rollback'} to v${v.version}`}
                    onCancel={() => setConfirm(null)}
                    onConfirm={() => void rollback(v.version)}
                  >
                    <p>
                      {target.needsApproval
                        ? `A change request is made with the content of version ${v.version}; it goes live once another person approves it.`
                        : `Version ${target.version + 1} is written with the content of version ${v.version} (by ${v.author}: “${v.message}”) and goes live for every visitor of ${target.name} on their next request.`}
                    </p>
                    <RollbackChanges api={api} target={target} to={v.version} itemName={itemName} />
                  </ConfirmDialog>
                ) : null}
                {opened.has(v.version) ? (
                  <VersionChanges api={api} target={target} version={v} previous={previous} itemName={itemName} />
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <h2 className="ops-h2">Audit log</h2>
      <p className="ops-hint">
        Download the whole log of {target.name}:{' '}
        <a href={api.auditExportHref('csv', { target: target.name })} download data-testid="ops-audit-csv">
          CSV
        </a>{' '}
        or{' '}
        <a href={api.auditExportHref('json', { target: target.name })} download>
          JSON
        </a>{' '}
        (every region and person: <a href={api.auditExportHref('csv')}>CSV</a>). The export's times are in UTC; here they are in your time
        (UTC on hover).
      </p>
      {audit.status === 'error' ? <p role="alert">Could not load the audit log: {audit.message}</p> : null}
      {audit.status === 'ready' && audit.data.length === 0 ? <p className="ops-hint">Nothing published from the console yet.</p> : null}
      {audit.status === 'ready' && audit.data.length > 0 ? (
        <table className="ops-audit" data-testid="ops-audit">
          <ColumnHeads names={['When', 'Who', 'Action', 'Version', 'Message']} />
          <tbody>
            {audit.data.map((e) => (
              <tr key={e.id}>
                <td>{when(e.created)}</td>
                <td>{e.actor}</td>
                <td>{e.action}</td>
                <td>{e.version === null ? `— (on v${e.base_version})` : `v${e.base_version} → v${e.version}`}</td>
                <td>
                  {e.message}
                  {typeof e.detail.reason === 'string' ? <div className="ops-hint">{e.detail.reason}</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Panel>
  );
}
