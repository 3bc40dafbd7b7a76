import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Json } from '../../engine/configMerge.ts';
import { linkOptionsOfFiles, validateAnnouncementDraft } from '../../engine/ops/announcementRules.ts';
import { type PathIssue, parseJsonText } from '../../engine/ops/jsonPath.ts';
import { REMOTE_MENU, regionOfTarget, type TargetName } from '../../engine/ops/targets.ts';
import { validateRegionDraft, validateRemoteMenuDraft } from '../../engine/ops/validateDraft.ts';
import { clearDraft, loadDraft, pretty, saveDraft } from './drafts.ts';
import type { OpsApi, TargetInfo } from './opsApi.ts';
import { type SharedStatus, useSharedDraft } from './useSharedDraft.ts';

export interface DraftState {
  text: string;
  /** The live version this draft started from (sent with publish for the concurrency check). */
  baseVersion: number;
  /** The parsed draft, or undefined while the text is not valid JSON. */
  value: unknown;
  issues: PathIssue[];
  dirty: boolean;
  /** The draft came back from storage (a reload, a refused publish). */
  restored: boolean;
  setText(text: string): void;
  /** Form edits: a new value, written back as formatted JSON. */
  update(fn: (value: unknown) => unknown): void;
  rebase(version: number): void;
  /** Replaces the draft with `value` (a merge's result) based on `version`. */
  replace(value: unknown, version: number): void;
  discard(): void;
  /** Where the draft is kept: on the server, shared with the target's ops people, or in this browser only. */
  shared: SharedStatus;
  /** Saves the draft on the server, where the target's ops people see it; later edits follow. */
  share(): void;
  /** Opens the server's draft over this browser's (someone else's, offered or saved over this one). */
  reloadShared(): void;
}

export function useDraft(user: string, target: TargetInfo, liveFiles: Record<string, Json>, api?: OpsApi): DraftState {
  const liveText = useMemo(() => pretty(target.json), [target.json]);
  const [state, setState] = useState(() => {
    const stored = loadDraft(user, target.name);
    return stored
      ? { text: stored.text, baseVersion: stored.baseVersion, restored: true }
      : { text: liveText, baseVersion: target.version, restored: false };
  });

  // Another target or a fresh live version without a stored draft: start from what is live.
  useEffect(() => {
    const stored = loadDraft(user, target.name);
    setState(
      stored
        ? { text: stored.text, baseVersion: stored.baseVersion, restored: true }
        : { text: liveText, baseVersion: target.version, restored: false },
    );
  }, [user, target.name, target.version, liveText]);

  const shared = useSharedDraft(
    api,
    user,
    target.name,
    () => loadDraft(user, target.name),
    (d) => {
      saveDraft(user, target.name, { text: d.text, baseVersion: d.baseVersion, saved: d.saved });
      setState({ text: d.text, baseVersion: d.baseVersion, restored: true });
    },
  );
  const { push, drop } = shared;

  const write = useCallback(
    (text: string, baseVersion: number) => {
      setState({ text, baseVersion, restored: false });
      if (text === liveText && baseVersion === target.version) {
        clearDraft(user, target.name);
        drop();
      } else {
        saveDraft(user, target.name, { text, baseVersion, saved: Date.now() });
        push(text, baseVersion);
      }
    },
    [user, target.name, target.version, liveText, push, drop],
  );

  const file = target.kind === 'menu' ? REMOTE_MENU : target.kind === 'announcement' ? target.name : `${target.name}.json`;
  const current = useMemo(() => parseJsonText(state.text, file), [state.text, file]);
  // Resolving twelve sub-sites per keystroke is the slow part: it may lag a frame behind typing.
  const deferred = useDeferredValue(state.text);
  const issues = useMemo(() => {
    const parsed = parseJsonText(deferred, file);
    if (!parsed.ok) return [parsed.issue];
    if (target.kind === 'announcement')
      return validateAnnouncementDraft(
        target.name,
        parsed.value,
        linkOptionsOfFiles(regionOfTarget(target.name as TargetName) ?? '', liveFiles),
      );
    return target.kind === 'menu' ? validateRemoteMenuDraft(parsed.value) : validateRegionDraft(target.name, parsed.value, liveFiles);
  }, [deferred, file, target.kind, target.name, liveFiles]);

  return {
    text: state.text,
    baseVersion: state.baseVersion,
    value: current.ok ? current.value : undefined,
    issues: current.ok ? issues : [current.issue],
    dirty: state.text !== liveText || state.baseVersion !== target.version,
    restored: state.restored,
    setText: (text) => write(text, state.baseVersion),
    update: (fn) => {
      const parsed = parseJsonText(state.text, target.name);
      if (parsed.ok) write(pretty(fn(parsed.value)), state.baseVersion);
    },
    rebase: (version) => write(state.text, version),
    replace: (value, version) => write(pretty(value), version),
    discard: () => {
      clearDraft(user, target.name);
      drop();
      setState({ text: liveText, baseVersion: target.version, restored: false });
    },
    shared: shared.status,
    share: () => shared.share(state.text, state.baseVersion),
    reloadShared: shared.reload,
  };
}
