import { type Context, Hono } from 'hono';
import { mayDo } from '../../engine/ops/access.ts';
import { OPEN_STATES } from '../../engine/ops/changes.ts';
import { DRAFT_LINK_DEFAULT_HOURS, draftLinkSubject } from '../../engine/ops/draftLinks.ts';
import { isTarget } from '../../engine/ops/targets.ts';
import type { DraftLinkIssued } from '../../schemas/api/ops/draftLinks.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { getDraftLink, issueDraftLink, listDraftLinks, revokeDraftLink, type StoredDraftLink } from '../draft/linkStore.ts';
import { mayPreview, openDraft } from '../draft/open.ts';
import { draftNotice, safeReturnPath } from '../draft/pages.ts';
import { clearDraftCookie, setDraftCookie } from '../draft/view.ts';
import { DRAFT_DEPTH, HttpError, idParam, ok, readJson, validate } from '../http.ts';
import { invalid } from '../ops/answers.ts';
import { writeAudit } from '../ops/audit.ts';
import { getChange } from '../ops/changes.ts';
import { auditRefusal, person, readableTargets, requireGrant, target } from '../ops/guard.ts';
import { draftOnLive } from '../ops/publishTarget.ts';
import { currentUser } from '../session.ts';

/**
 * Draft links. The console makes a private link to a draft (its content is
 * stored with the link) or to a change request; opening it as an ops person with a grant on the
 * target shows the whole site as the draft would make it (server/draft/view.ts), to no one else.
 */
export const draftLinkRoutes = new Hono<AppEnv>();

const HOUR = 3_600_000;

/** Who shared a look at which draft, and who revoked it, as the rest of the console's steps are audited. */
function auditLink(c: Context<AppEnv>, action: 'draft-link' | 'revoke-link', actor: string, link: StoredDraftLink) {
  return writeAudit(c.var.deps.db, {
    created: c.var.deps.now(),
    actor,
    action,
    target: link.target,
    version: null,
    base_version: link.baseVersion,
    message: draftLinkSubject(link),
    detail: { link: link.id, ...(link.changeId === null ? {} : { change: link.changeId }), expires: link.expires },
  });
}

async function issued(c: Context<AppEnv>, token: string, link: StoredDraftLink) {
  await auditLink(c, 'draft-link', link.createdBy, link);
  const answer: DraftLinkIssued = {
    id: link.id,
    target: link.target,
    changeId: link.changeId,
    baseVersion: link.baseVersion,
    createdBy: link.createdBy,
    created: link.created,
    expires: link.expires,
    subject: draftLinkSubject(link),
    path: pathOf('draftLinkOpen', { token }),
  };
  return ok(c, answer);
}

/** A link to the console's draft of a target: whoever may edit it may share a look at it. */
draftLinkRoutes.post(ENDPOINTS.opsDraftLink.path, async (c) => {
  const name = target(c);
  const body = validate(ENDPOINT_SCHEMAS.opsDraftLink.request, await readJson(c, DRAFT_DEPTH), 'body');
  const me = await requireGrant(c, 'edit', name, body.baseVersion);
  const deps = c.var.deps;
  const { issues } = await draftOnLive(deps, name, body.json, body.baseVersion);
  if (issues) return invalid(c, issues);
  const now = deps.now();
  const { token, link } = await issueDraftLink(deps.db, {
    target: name,
    changeId: null,
    baseVersion: body.baseVersion,
    json: body.json,
    createdBy: me.username,
    now,
    expires: now + (body.hours ?? DRAFT_LINK_DEFAULT_HOURS) * HOUR,
  });
  return issued(c, token, link);
});

/** A link to a change request waiting to go live: anyone with a role on its target (the approver above all). */
draftLinkRoutes.post(ENDPOINTS.opsChangeDraftLink.path, async (c) => {
  const deps = c.var.deps;
  const change = await getChange(deps.db, idParam(c, 'change id'));
  const body = validate(ENDPOINT_SCHEMAS.opsChangeDraftLink.request, await readJson(c), 'body');
  const me = await person(c);
  if (!mayPreview(me.grants, change.target)) {
    const why = `${me.username} has no role on ${change.target}.json`;
    await auditRefusal(c, me.username, change.target, why, { detail: { change: change.id, need: 'a grant on the target' } });
    throw new HttpError(403, why);
  }
  if (!OPEN_STATES.includes(change.state)) throw new HttpError(409, `change request #${change.id} is ${change.state}: nothing to preview`);
  const now = deps.now();
  const { token, link } = await issueDraftLink(deps.db, {
    target: change.target,
    changeId: change.id,
    baseVersion: change.baseVersion,
    json: null,
    createdBy: me.username,
    now,
    expires: now + (body.hours ?? DRAFT_LINK_DEFAULT_HOURS) * HOUR,
  });
  return issued(c, token, link);
});

/** The links of a target still open (to revoke one). */
draftLinkRoutes.get(ENDPOINTS.opsDraftLinks.path, async (c) => {
  const q = validate(ENDPOINT_SCHEMAS.opsDraftLinks.query, c.req.query(), 'query');
  const list = await listDraftLinks(c.var.deps.db, await readableTargets(c, q.target), c.var.deps.now());
  return ok(c, { list: list.map((l) => ({ ...l, subject: draftLinkSubject(l) })) });
});

/** Revokes a link at once (its viewers see the live site on their next page): its maker, or whoever may publish its target. */
draftLinkRoutes.post(ENDPOINTS.opsDraftLinkRevoke.path, async (c) => {
  const deps = c.var.deps;
  const link = await getDraftLink(deps.db, idParam(c, 'link id'));
  if (!link) throw new HttpError(404, 'no such draft link');
  const me = await person(c);
  if (link.createdBy !== me.username && !(isTarget(link.target) && mayDo(me.grants, 'publish', link.target))) {
    const why = `only ${link.createdBy}, who made it, or someone who may publish ${link.target} may revoke this link`;
    if (isTarget(link.target)) await auditRefusal(c, me.username, link.target, why, { detail: { link: link.id, need: 'publish' } });
    throw new HttpError(403, why);
  }
  if (!(await revokeDraftLink(deps.db, link.id, me.username, deps.now()))) throw new HttpError(409, 'this draft link was revoked already');
  await auditLink(c, 'revoke-link', me.username, link);
  return ok(c, { id: link.id, revoked: true });
});

/** Leaving a preview: the cookie goes, and the same page is shown live. */
draftLinkRoutes.get(ENDPOINTS.draftLinkLeave.path, (c) => {
  clearDraftCookie(c);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(safeReturnPath(c.req.query('to')), 303);
});

/**
 * Opening a link: an ops person with a role on its target gets the preview cookie and the site;
 * anyone else a page saying, without a word of the draft, that it is not theirs to see.
 */
draftLinkRoutes.get(ENDPOINTS.draftLinkOpen.path, async (c) => {
  const token = c.req.param('token');
  const view = await openDraft(c, token, await currentUser(c));
  if ('status' in view) {
    const login = view.status === 401 ? '<p><a href="/login">Log in</a></p>' : '';
    return draftNotice(c, view.status, view.title, view.text, login);
  }
  setDraftCookie(c, token, view.link.expires);
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(safeReturnPath(c.req.query('to')), 303);
});
