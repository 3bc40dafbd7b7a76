import type { Context } from 'hono';
import { mayDo, type OpsAction, refusalText } from '../../engine/ops/access.ts';
import type { Person } from '../../engine/ops/changes.ts';
import { isTarget, TARGETS, type TargetName } from '../../engine/ops/targets.ts';
import type { AppEnv } from '../appDeps.ts';
import { mayPreview } from '../draft/open.ts';
import { HttpError } from '../http.ts';
import { currentUser } from '../session.ts';
import { writeAudit } from './audit.ts';
import { grantsOf } from './grants.ts';

/** The signed-in person and what their role lets them do. */
export async function person(c: Context<AppEnv>): Promise<Person & { grants: Awaited<ReturnType<typeof grantsOf>> }> {
  const user = await currentUser(c);
  if (!user) throw new HttpError(401, 'login required');
  return { username: user.username, grants: await grantsOf(c.var.deps.db, user.id) };
}

/** Writes a refused attempt to the audit log with who asked (refused actions are logged too). */
export async function auditRefusal(
  c: Context<AppEnv>,
  who: string,
  name: TargetName,
  reason: string,
  extra: { baseVersion?: number | null; message?: string; detail?: Record<string, unknown> } = {},
): Promise<void> {
  await writeAudit(c.var.deps.db, {
    created: c.var.deps.now(),
    actor: who,
    action: 'refused',
    target: name,
    version: null,
    base_version: extra.baseVersion ?? null,
    message: extra.message ?? '',
    detail: { reason, ...extra.detail },
  });
}

/** Refuses (403, in plain words, audited) what the person's role does not cover. */
export async function requireGrant(
  c: Context<AppEnv>,
  action: OpsAction,
  name: TargetName,
  baseVersion: number | null = null,
  message = '',
  detail: Record<string, unknown> = {},
) {
  const me = await person(c);
  if (mayDo(me.grants, action, name)) return me;
  await auditRefusal(c, me.username, name, `not allowed to ${action}`, { baseVersion, message, detail: { ...detail, need: action } });
  throw new HttpError(403, refusalText(me.username, action, name, me.grants));
}

/**
 * The targets whose drafts, change requests and draft links the person may read (a grant of any
 * kind on them), narrowed to `asked` when the query names one; naming one outside them is refused
 * (403, audited) like opening its draft link.
 */
export async function readableTargets(c: Context<AppEnv>, asked: string | undefined): Promise<TargetName[]> {
  const me = await person(c);
  const mine = TARGETS.filter((t) => mayPreview(me.grants, t));
  if (asked === undefined) return mine;
  if (!isTarget(asked)) return [];
  if (mine.includes(asked)) return [asked];
  const reason = `${me.username} has no role on ${asked}.json, so cannot read its drafts`;
  await auditRefusal(c, me.username, asked, reason, { detail: { need: 'a grant on the target' } });
  throw new HttpError(403, `Not your region: ${reason}`);
}

/** The `:name` of the path as a target, or 404. */
export function target(c: Context<AppEnv>): TargetName {
  const name = c.req.param('name') ?? '';
  if (!isTarget(name)) throw new HttpError(404, `no such target "${name}"; one of ${TARGETS.join(', ')}`);
  return name;
}
