import { useCallback, useEffect, useRef, useState } from 'react';
import type { OpsDraft } from '../../schemas/api/ops/drafts.ts';
import type { Draft } from './drafts.ts';
import type { OpsApi } from './opsApi.ts';

/** Where the draft is kept, as the editor tells its person. */
export type SharedStatus =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'shared'; by: string; saved: number }
  /** Someone else's draft is on the server: offered, not put over what this person sees. */
  | { kind: 'offered'; by: string; saved: number }
  | { kind: 'saving' }
  /** The server did not take it (away, or refused): the copy in this browser is what is kept. */
  | { kind: 'local'; why: string }
  /** Someone else saved after the revision this person edited. */
  | { kind: 'conflict'; why: string };

/** How long typing pauses before the draft is saved on the server (each save is audited). */
const SAVE_AFTER_MS = 1200;

const unreachable = (res: { status: number; message: string }) => (res.status === 0 ? 'the server could not be reached' : res.message);

/**
 * The server's copy of a target's draft, shared by its ops people (server/routes/opsDrafts.ts).
 * On opening a target it is loaded: this person's own draft is taken over the browser's copy unless
 * that one is newer (edited while the server was away); someone else's is offered, and taken when
 * asked for. A draft is shared when its person asks; from then on each edit is saved after a pause
 * over the revision taken, so a save over a draft not seen is refused (409) rather than made. The browser's copy (drafts.ts) stays the fallback while
 * the server cannot be reached.
 */
export function useSharedDraft(
  api: OpsApi | undefined,
  user: string,
  name: string,
  local: () => Draft | null,
  adopt: (draft: OpsDraft) => void,
): {
  status: SharedStatus;
  push(text: string, baseVersion: number): void;
  share(text: string, baseVersion: number): void;
  drop(): void;
  reload(): void;
} {
  const [status, setStatus] = useState<SharedStatus>({ kind: api ? 'loading' : 'none' });
  const revision = useRef(0);
  // Bumped by every drop: a save still on its way when the draft was dropped is discarded on arrival.
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ local, adopt });
  latest.current = { local, adopt };

  const load = useCallback(
    async (force: boolean) => {
      if (!api) return;
      setStatus({ kind: 'loading' });
      const res = await api.sharedDraft(name);
      if (!res.ok) return setStatus({ kind: 'local', why: unreachable(res) });
      const d = res.data;
      revision.current = 0;
      if (!d) return setStatus({ kind: 'none' });
      const mine = latest.current.local();
      const same = mine !== null && mine.text === d.text && mine.baseVersion === d.baseVersion;
      const take = force || (d.savedBy === user && (!mine || mine.saved <= d.saved));
      if (take && !same) latest.current.adopt(d);
      if (!take && !same) return setStatus({ kind: 'offered', by: d.savedBy, saved: d.saved });
      revision.current = d.revision;
      setStatus({ kind: 'shared', by: d.savedBy, saved: d.saved });
    },
    [api, user, name],
  );

  useEffect(() => {
    void load(false);
    return () => clearTimeout(timer.current);
  }, [load]);

  const save = useCallback(
    (text: string, baseVersion: number, wait: number) => {
      if (!api) return;
      clearTimeout(timer.current);
      const at = generation.current;
      timer.current = setTimeout(async () => {
        setStatus({ kind: 'saving' });
        const res = await api.saveSharedDraft(name, text, baseVersion, revision.current);
        if (at !== generation.current) {
          if (res.ok && res.data) void api.discardSharedDraft(name, res.data.revision);
          return;
        }
        if (res.ok && res.data) {
          revision.current = res.data.revision;
          setStatus({ kind: 'shared', by: res.data.savedBy, saved: res.data.saved });
        } else if (!res.ok && res.status === 409) setStatus({ kind: 'conflict', why: res.message });
        else setStatus({ kind: 'local', why: res.ok ? 'the server kept no draft' : unreachable(res) });
      }, wait);
    },
    [api, name],
  );
  // Once shared (a revision taken), every edit is saved; a draft nobody shared stays in this browser.
  const push = useCallback(
    (text: string, baseVersion: number) => {
      if (revision.current > 0) save(text, baseVersion, SAVE_AFTER_MS);
    },
    [save],
  );
  const share = useCallback((text: string, baseVersion: number) => save(text, baseVersion, 0), [save]);

  const drop = useCallback(() => {
    clearTimeout(timer.current);
    generation.current++;
    const at = revision.current;
    revision.current = 0;
    setStatus({ kind: 'none' });
    if (api && at > 0) void api.discardSharedDraft(name, at);
  }, [api, name]);

  return { status, push, share, drop, reload: () => void load(true) };
}
