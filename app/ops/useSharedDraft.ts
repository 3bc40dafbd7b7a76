import { useCallback, useEffect, useRef, useState } from 'react';
import type { OpsDraft } from '../../schemas/api/opsDrafts.ts';
import type { Draft } from './drafts.ts';
import type { OpsApi } from './opsApi.ts';

/** Where the draft is kept, as the editor tells its person. */
export type SharedStatus =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'shared'; by: string; saved: number }
  | { kind: 'saving' }
  /** The server did not take it (away, or refused): the copy in this browser is what is kept. */
  | { kind: 'local'; why: string }
  /** Someone else saved after the revision this person edited. */
  | { kind: 'conflict'; why: string };

/** How long typing pauses before the draft is saved on the server (each save is audited). */
const SAVE_AFTER_MS = 1200;

/**
 * The server's copy of a target's draft, shared by its ops people (server/routes/opsDrafts.ts).
 * On opening a target it is loaded, and taken over the browser's copy unless that one is newer
 * (edited while the server was away); each edit is saved after a pause over the revision last
 * seen. The browser's copy (drafts.ts) stays the fallback while the server cannot be reached.
 */
export function useSharedDraft(
  api: OpsApi | undefined,
  name: string,
  local: () => Draft | null,
  adopt: (draft: OpsDraft) => void,
): { status: SharedStatus; push(text: string, baseVersion: number): void; drop(): void; reload(): void } {
  const [status, setStatus] = useState<SharedStatus>({ kind: api ? 'loading' : 'none' });
  const revision = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ local, adopt });
  latest.current = { local, adopt };

  const load = useCallback(
    async (force = false) => {
      if (!api) return;
      setStatus({ kind: 'loading' });
      const res = await api.sharedDraft(name);
      if (!res.ok) {
        setStatus({ kind: 'local', why: res.status === 0 ? 'the server could not be reached' : res.message });
        return;
      }
      revision.current = res.data?.revision ?? 0;
      if (!res.data) return setStatus({ kind: 'none' });
      const mine = latest.current.local();
      if (force || !mine || mine.saved <= res.data.saved) latest.current.adopt(res.data);
      setStatus({ kind: 'shared', by: res.data.savedBy, saved: res.data.saved });
    },
    [api, name],
  );

  useEffect(() => {
    revision.current = 0;
    void load();
    return () => clearTimeout(timer.current);
  }, [load]);

  const push = useCallback(
    (text: string, baseVersion: number) => {
      if (!api) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        setStatus({ kind: 'saving' });
        const res = await api.saveSharedDraft(name, text, baseVersion, revision.current);
        if (res.ok && res.data) {
          revision.current = res.data.revision;
          setStatus({ kind: 'shared', by: res.data.savedBy, saved: res.data.saved });
        } else if (!res.ok && res.status === 409) setStatus({ kind: 'conflict', why: res.message });
        else
          setStatus({
            kind: 'local',
            why: res.ok ? 'the server kept no draft' : res.status === 0 ? 'the server could not be reached' : res.message,
          });
      }, SAVE_AFTER_MS);
    },
    [api, name],
  );

  const drop = useCallback(() => {
    clearTimeout(timer.current);
    if (!api || revision.current === 0) return;
    const at = revision.current;
    revision.current = 0;
    setStatus({ kind: 'none' });
    void api.discardSharedDraft(name, at);
  }, [api, name]);

  return { status, push, drop, reload: () => void load(true) };
}
