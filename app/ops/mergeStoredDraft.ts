import { parseJsonText } from '../../engine/ops/jsonPath.ts';
import { merge3 } from '../../engine/ops/merge3.ts';
import { loadDraft, pretty, saveDraft } from './drafts.ts';
import type { OpsApi } from './opsApi.ts';

export type StoredMergeOutcome =
  | { kind: 'merged' }
  | { kind: 'conflicts'; count: number }
  | { kind: 'no-draft' }
  | { kind: 'broken' }
  | { kind: 'error'; message: string };

/**
 * Brings a person's stored draft of `name` onto live version `version` by the three-way merge
 * (engine/ops/merge3.ts) against the version the draft started from, and stores the result based
 * on `version`: the console then opens it as the draft. Conflicts store nothing; the person
 * chooses field by field in Changes & publish.
 */
export async function mergeStoredDraft(api: OpsApi, user: string, name: string, version: number): Promise<StoredMergeOutcome> {
  const stored = loadDraft(user, name);
  if (!stored) return { kind: 'no-draft' };
  const mine = parseJsonText(stored.text, name);
  if (!mine.ok) return { kind: 'broken' };
  const [base, theirs] = await Promise.all([api.version(name, stored.baseVersion), api.version(name, version)]);
  if (!base.ok) return { kind: 'error', message: `could not load version ${stored.baseVersion}: ${base.message}` };
  if (!theirs.ok) return { kind: 'error', message: `could not load version ${version}: ${theirs.message}` };
  const merged = merge3(base.data.json, mine.value, theirs.data.json);
  if (merged.conflicts.length) return { kind: 'conflicts', count: merged.conflicts.length };
  saveDraft(user, name, { text: pretty(merged.value), baseVersion: version, saved: Date.now() });
  return { kind: 'merged' };
}
