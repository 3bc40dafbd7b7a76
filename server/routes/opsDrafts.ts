import type { Context, Hono } from 'hono';
import { OpsDraftDiscardBody, OpsDraftSaveBody } from '../../schemas/api/ops/drafts.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { ok, readJson, validate } from '../http.ts';
import { type AuditAction, writeAudit } from '../ops/audit.ts';
import { discardDraft, getDraft, listDrafts, saveDraft } from '../ops/draftStore.ts';
import { readableTargets, requireGrant, target } from '../ops/guard.ts';

/**
 * Under /api/ops/v1: drafts kept on the server, one per target, shared by the ops people with a
 * grant on it (read like changes and draft links: scoped to the reader's grants). Saving and
 * discarding take an edit grant, name the revision they replace (409 with the stored draft when
 * someone else saved meanwhile) and are audited.
 */
export function registerDraftRoutes(routes: Hono<AppEnv>): void {
  routes.get(ENDPOINTS.opsDrafts.path, async (c) => ok(c, { list: await listDrafts(c.var.deps.db, await readableTargets(c, undefined)) }));

  routes.get(ENDPOINTS.opsDraft.path, async (c) => {
    const name = target(c);
    await readableTargets(c, name);
    return ok(c, await getDraft(c.var.deps.db, name));
  });

  routes.post(ENDPOINTS.opsDraftSave.path, async (c) => {
    const name = target(c);
    const body = validate(OpsDraftSaveBody, await readJson(c), 'body');
    const me = await requireGrant(c, 'edit', name, body.baseVersion, 'save the shared draft');
    const { db, now } = c.var.deps;
    const saved = await saveDraft(db, {
      target: name,
      text: body.text,
      baseVersion: body.baseVersion,
      revision: body.revision,
      by: me.username,
      now: now(),
    });
    if (!saved) return conflict(c, name, body.revision);
    await audit(c, 'draft-save', me.username, name, saved.baseVersion, `draft revision ${saved.revision}`);
    return ok(c, saved);
  });

  routes.post(ENDPOINTS.opsDraftDiscard.path, async (c) => {
    const name = target(c);
    const body = validate(OpsDraftDiscardBody, await readJson(c), 'body');
    const me = await requireGrant(c, 'edit', name, null, 'discard the shared draft');
    if (!(await discardDraft(c.var.deps.db, name, body.revision))) return conflict(c, name, body.revision);
    await audit(c, 'draft-discard', me.username, name, null, `draft revision ${body.revision}`);
    return ok(c, null);
  });
}

/** Someone saved or discarded the draft after `revision`: the answer carries what is stored now. */
async function conflict(c: Context<AppEnv>, name: string, revision: number) {
  const current = await getDraft(c.var.deps.db, name);
  const message = current
    ? `${current.savedBy} saved the draft of ${name} (revision ${current.revision}) after the one you edited (revision ${revision}): load theirs, or copy your text into it`
    : `the draft of ${name} was discarded after the one you edited (revision ${revision}): save yours as a new draft`;
  return c.json({ code: 409, message, data: current }, 409);
}

function audit(c: Context<AppEnv>, action: AuditAction, actor: string, name: string, baseVersion: number | null, message: string) {
  return writeAudit(c.var.deps.db, {
    created: c.var.deps.now(),
    actor,
    action,
    target: name,
    version: null,
    base_version: baseVersion,
    message,
    detail: {},
  });
}
