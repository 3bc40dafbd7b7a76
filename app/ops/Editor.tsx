import { useEffect, useMemo, useRef, useState } from 'react';
import { type Json, resolveExtends } from '../../engine/configMerge.ts';
import { approvalSites } from '../../engine/ops/approvalSites.ts';
import type { Audience } from '../../engine/ops/audience.ts';
import { itemNamer } from '../../engine/ops/changeRows.ts';
import { fieldLabel } from '../../engine/ops/fieldInfo.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { regionOfTarget, type TargetName } from '../../engine/ops/targets.ts';
import { itemKeys } from '../../engine/regionEdits.ts';
import { useRendererEnv } from '../../renderer/env.tsx';
import { useMayDo } from './access.tsx';
import { AnnouncementForm } from './announcement/AnnouncementForm.tsx';
import { AnnouncementPreview } from './announcement/AnnouncementPreview.tsx';
import { ChangeRequests } from './ChangeRequests.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DraftLinkActions } from './DraftLinkActions.tsx';
import { FormEditor } from './form/FormEditor.tsx';
import { FieldIssuesContext, issuesByPath } from './form/fieldIssues.ts';
import { History, type HistoryResult } from './History.tsx';
import { IssueList } from './IssueList.tsx';
import { JsonEditor } from './JsonEditor.tsx';
import { Matrix } from './Matrix.tsx';
import type { OpsApi, TargetInfo } from './opsApi.ts';
import { Preview } from './Preview.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { filesWithDraft } from './previewModel.ts';
import { ReadOnlyArea, ReadOnlyJson, ReadOnlyNote } from './ReadOnly.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';
import { RolloutNotice } from './rollouts/RolloutNotice.tsx';
import { useRunningRollout } from './rollouts/useRunningRollout.ts';
import { SharedDraftNote } from './SharedDraftNote.tsx';
import { Tabs } from './Tabs.tsx';
import { useDraft } from './useDraft.ts';

const TABS = [
  { id: 'form', label: 'Form' },
  { id: 'json', label: 'JSON' },
  { id: 'preview', label: 'Preview' },
  { id: 'matrix', label: 'Visibility matrix' },
  { id: 'publish', label: 'Changes & publish' },
  { id: 'history', label: 'History' },
] as const;
type TabId = (typeof TABS)[number]['id'];
// An announcement bar has no menus to match against visitors: its form says when it shows.
const ANNOUNCEMENT_TABS = TABS.filter((t) => t.id !== 'matrix');

interface Props {
  api: OpsApi;
  user: string;
  target: TargetInfo;
  liveFiles: Record<string, Json>;
  audience: Audience;
  setAudience: (a: Audience) => void;
  reload: () => Promise<void>;
  /** A field to open the form at (the search across regions): a new `n` opens it again. */
  revealAt?: { path: string; n: number } | null;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One target: its draft as a form or JSON, the preview, the matrix, publish and history. */
export function Editor({ api, user, target, liveFiles, audience, setAudience, reload, revealAt }: Props) {
  const draft = useDraft(user, target, liveFiles, api);
  const [tab, setTab] = useState<TabId>('form');
  // Who sees what while a change of this target is rolled out (the notice, the preview, the matrix).
  const rollout = useRunningRollout(api, target.name);
  const [announcement, setAnnouncement] = useState('');
  const [note, setNote] = useState('');
  const [historyResult, setHistoryResult] = useState<HistoryResult | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { theme } = useRendererEnv();
  const valid = draft.value !== undefined && draft.issues.length === 0;
  const isMenu = target.kind === 'menu';
  const isAnnouncement = target.kind === 'announcement';
  // Without the edit role the editor is read only: shown, not refused on save.
  const mayEdit = useMayDo('edit', target.name);
  const readOnly = !mayEdit.allowed;
  // Offered beside a draft (there is none while the editor shows what is live).
  const linkWhy = !valid
    ? 'Fix the problems listed above first.'
    : draft.baseVersion !== target.version
      ? `Your draft is based on version ${draft.baseVersion}: merge it into version ${target.version} first (Changes & publish).`
      : '';
  // Preview and matrix draw the draft when it is valid, else what is live.
  const files = useMemo(
    () => filesWithDraft(liveFiles, target.name, target.kind, valid ? draft.value : undefined),
    [liveFiles, target, valid, draft.value],
  );
  const menu = isMenu ? (valid ? draft.value : target.json) : undefined;
  // A shared file's change waits for the approval of each requireApproval region it alters.
  const approvalFrom = useMemo(
    () => (target.kind === 'region' && valid ? approvalSites(target.name, draft.value, liveFiles) : []),
    [liveFiles, target, valid, draft.value],
  );
  const fileName = isMenu ? 'remote-menu.json' : `${target.name}.json`;
  // A `hide` entry is an item key; diffs name the item it hides, from what this file inherits.
  const itemName = useMemo(() => {
    const parent = (liveFiles[target.name] as Record<string, Json> | undefined)?.extends;
    if (isMenu || isAnnouncement || typeof parent !== 'string') return undefined;
    return itemNamer(itemKeys(resolveExtends(parent, liveFiles).value), (section) => section.split('.').map(fieldLabel).join(' › '));
  }, [liveFiles, target.name, isMenu, isAnnouncement]);
  // Issues name their file; each is located in that file's content (the draft for this one).
  const issueRoots = useMemo(
    () => ({
      ...Object.fromEntries(Object.entries(liveFiles).map(([n, v]) => [`${n}.json`, v])),
      [target.kind === 'region' ? fileName : target.name]: draft.value,
    }),
    [liveFiles, target.kind, target.name, fileName, draft.value],
  );

  // "Show" in the issue list: the form opens the item and focuses the field; a problem the form
  // has no field for (or broken JSON) is shown in the JSON editor, the cursor on its line.
  const [reveal, setReveal] = useState<{ path: string; n: number } | null>(null);
  const fieldIssues = useMemo(
    () => ({ at: issuesByPath(draft.issues, isMenu ? target.name : fileName), reveal: reveal?.path ?? null }),
    [draft.issues, isMenu, target.name, fileName, reveal],
  );
  useEffect(() => {
    if (!reveal || tab !== 'form') return;
    const field = document.querySelector<HTMLElement>(`#ops-panel [data-path="${CSS.escape(reveal.path)}"]`);
    if (field) {
      field.scrollIntoView({ block: 'center' });
      field.focus();
    } else setTab('json');
  }, [reveal, tab]);
  useEffect(() => {
    if (!revealAt) return;
    setTab('form');
    setReveal(revealAt);
  }, [revealAt]);
  const showIssue = (issue: PathIssue) => {
    // Broken JSON has no form, and one reading the JSON stays there: the JSON editor shows it.
    setTab((t) => (draft.value === undefined || t === 'json' ? 'json' : 'form'));
    setReveal((r) => ({ path: issue.path, n: (r?.n ?? 0) + 1 }));
  };

  const showTranslation = (path: string) => {
    setTab('form');
    setReveal((r) => ({ path, n: (r?.n ?? 0) + 1 }));
  };

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    draft.setText(await file.text());
    setNote(
      `Imported ${file.name} into the ${fileName} draft${file.name === fileName ? '' : ' (a different file name: check it is the file you meant)'}. Nothing is published until you publish.`,
    );
    setTab('json');
  };

  // One announcement sent to several sub-sites' bars: this draft is done with when it held only that.
  const several = {
    announce: api.announceOnSites,
    needsApproval: (site: string) => (liveFiles[site] as Record<string, Json> | undefined)?.requireApproval === true,
    onDone: (itemId: unknown) => {
      const value = draft.value as { items?: { id?: unknown }[] } | undefined;
      const rest = { ...value, items: (value?.items ?? []).filter((i) => i?.id !== itemId) };
      if (JSON.stringify(rest) === JSON.stringify(target.json)) draft.discard();
      void reload();
    },
  };
  // What the publish, change-request and history panels all take: the file, its API, its items' names.
  const fileProps = { api, target, itemName };
  return (
    <div className="ops-editor">
      <div className="ops-editor-head">
        <h2 className="ops-h2" tabIndex={-1}>
          {fileName} <span className="ops-version">live v{target.version}</span>
          {draft.dirty ? <span className="ops-draft-badge">draft</span> : null}
        </h2>
        <div className="ops-toolbar">
          <button type="button" className="btn btn--ghost btn--sm" disabled={!valid} onClick={() => download(fileName, draft.text)}>
            Export draft
          </button>
          <a className="btn btn--ghost btn--sm" href={api.exportHref(target.name)} download={fileName}>
            Export live
          </a>
          {readOnly ? null : (
            <>
              <button type="button" className="btn btn--ghost btn--sm" onClick={() => fileInput.current?.click()}>
                Import JSON file
              </button>
              <input
                ref={fileInput}
                type="file"
                accept="application/json,.json"
                hidden
                aria-label="Import JSON file"
                onChange={(e) => void onImport(e.target.files?.[0])}
              />
              <button type="button" className="btn btn--ghost btn--sm" disabled={!draft.dirty} onClick={() => setDiscarding(true)}>
                Discard draft
              </button>
            </>
          )}
          {!readOnly && draft.dirty ? (
            <DraftLinkActions
              api={api}
              make={() => api.draftLink(target.name, draft.value, draft.baseVersion)}
              why={linkWhy}
              what={`${target.name} draft`}
            />
          ) : null}
          {discarding ? (
            <ConfirmDialog
              title={`Discard your draft of ${target.name}?`}
              confirmLabel="Discard draft"
              onCancel={() => setDiscarding(false)}
              onConfirm={() => {
                setDiscarding(false);
                draft.discard();
              }}
            >
              <p>
                Your unpublished changes are thrown away and the editor shows live version {target.version} again. This cannot be undone.
              </p>
            </ConfirmDialog>
          ) : null}
        </div>
      </div>
      {readOnly ? <ReadOnlyNote why={mayEdit.why} /> : null}
      {target.name !== 'base' ? <RolloutNotice rollout={rollout} target={target.name} /> : null}
      {draft.restored ? <p className="ops-note">Your unpublished draft (based on version {draft.baseVersion}) was restored.</p> : null}
      <SharedDraftNote
        status={draft.shared}
        user={user}
        onReload={draft.reloadShared}
        onShare={!readOnly && draft.dirty ? draft.share : undefined}
      />
      {note ? <p className="ops-note">{note}</p> : null}
      <IssueList issues={draft.issues} roots={issueRoots} onShow={showIssue} file={isMenu ? target.name : fileName} />
      {isAnnouncement ? null : <ReviewSummary value={draft.value} onShow={showTranslation} />}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <Tabs tabs={isAnnouncement ? ANNOUNCEMENT_TABS : TABS} current={tab} onSelect={setTab} idPrefix="ops" />
      <div className="ops-panel" role="tabpanel" id="ops-panel" aria-labelledby={`ops-tab-${tab}`}>
        {tab === 'form' ? (
          <ReadOnlyArea readOnly={readOnly}>
            {draft.value === undefined ? (
              <p className="ops-note">
                The JSON does not parse, so the form cannot show it. Fix it in the JSON tab (the problem is listed above).
              </p>
            ) : isAnnouncement ? (
              <AnnouncementForm
                site={regionOfTarget(target.name as TargetName) ?? target.name}
                value={draft.value}
                issues={draft.issues}
                update={draft.update}
                several={readOnly ? undefined : several}
              />
            ) : (
              <FieldIssuesContext.Provider value={fieldIssues}>
                <FormEditor
                  name={target.name}
                  kind={isMenu ? 'menu' : 'region'}
                  value={draft.value}
                  liveFiles={liveFiles}
                  update={draft.update}
                  announce={setAnnouncement}
                />
              </FieldIssuesContext.Provider>
            )}
          </ReadOnlyArea>
        ) : null}
        {tab === 'json' && readOnly ? <ReadOnlyJson label={`${fileName} (raw JSON)`} text={draft.text} /> : null}
        {tab === 'json' && !readOnly ? (
          <JsonEditor label={`${fileName} (raw JSON)`} text={draft.text} onChange={draft.setText} issues={draft.issues} goTo={reveal} />
        ) : null}
        {tab === 'preview' && isAnnouncement ? (
          <AnnouncementPreview
            site={regionOfTarget(target.name as TargetName) ?? 'main'}
            value={valid ? draft.value : target.json}
            liveFiles={liveFiles}
            theme={theme}
            usingLive={!valid}
          />
        ) : null}
        {tab === 'preview' && !isAnnouncement ? (
          <Preview
            files={files}
            menu={menu}
            audience={audience}
            setAudience={setAudience}
            theme={theme}
            usingLive={!valid}
            rollout={rollout}
          />
        ) : null}
        {tab === 'matrix' ? <Matrix files={files} menu={menu} audience={audience} setAudience={setAudience} rollout={rollout} /> : null}
        {tab === 'publish' && !readOnly ? (
          <PublishPanel {...fileProps} draft={draft} onPublished={reload} approvalFrom={approvalFrom} />
        ) : null}
        {tab === 'publish' && readOnly ? <ChangeRequests {...fileProps} onPublished={reload} refreshKey={0} /> : null}
        {tab === 'history' ? (
          <History
            key={target.version}
            {...fileProps}
            liveFiles={liveFiles}
            onChanged={reload}
            result={historyResult}
            setResult={setHistoryResult}
          />
        ) : null}
      </div>
    </div>
  );
}
