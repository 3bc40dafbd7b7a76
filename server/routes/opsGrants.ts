import type { Context, Hono } from 'hono';
import { ALL_TARGETS, type OpsGrant } from '../../engine/ops/access.ts';
import { type GrantRefusal, grantRefusal, managesAny, revokeRefusal } from '../../engine/ops/grantRules.ts';
import { isTarget, TARGETS } from '../../engine/ops/targets.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import type { Queryable } from '../db/types.ts';
import { HttpError, ok, readJson, validate } from '../http.ts';
import { writeAudit } from '../ops/audit.ts';
import { addGrants, globalAdminCount, lockGrants, type OpsPerson, opsPeople, opsPerson, removeGrant } from '../ops/grants.ts';
import { person } from '../ops/guard.ts';

/**
 * Under /api/ops/v1: people and their grants. Listing, giving and taking need an `admin`
 * grant (engine/ops/grantRules.ts says whose); every change is in the audit log with who made it,
 * and so is every refusal.
 */

const shown = ({ username, name, grants }: OpsPerson) => ({ username, name, grants });

async function refuse(
  c: Context<AppEnv>,
  actor: string,
  grant: OpsGrant | null,
  subject: string,
  op: string,
  why: GrantRefusal,
): Promise<never> {
  await writeAudit(c.var.deps.db, {
    created: c.var.deps.now(),
    actor,
    action: 'refused',
    target: grant?.target ?? ALL_TARGETS,
    version: null,
    base_version: null,
    message: '',
    detail: { reason: why.reason, need: why.status === 403 ? 'admin' : op, op, person: subject, ...(grant ? { can: grant.can } : {}) },
  });
  throw new HttpError(why.status, why.reason);
}

/** The body as a grant on a known target (`*` or one of the console's targets), or 400. */
async function grantOf(c: Context<AppEnv>): Promise<OpsGrant> {
  const body = validate(ENDPOINT_SCHEMAS.opsGrant.request, await readJson(c), 'body');
  if (body.target !== ALL_TARGETS && !isTarget(body.target))
    throw new HttpError(400, `no such target "${body.target}"; one of ${ALL_TARGETS}, ${TARGETS.join(', ')}`);
  return body as OpsGrant;
}

async function subjectOf(c: Context<AppEnv>, db: Queryable) {
  const username = c.req.param('username') ?? '';
  const found = await opsPerson(db, username);
  if (!found) throw new HttpError(404, `no ops account named "${username}" (grants are for accounts with the ops role)`);
  return found;
}

/**
 * Checks and makes one grant change in a single transaction that holds the grants lock: the
 * actor's grants and the subject's are read after every earlier change committed. A refusal
 * is audited after the transaction (a throw inside would roll its audit row back).
 */
async function changeGrant(
  c: Context<AppEnv>,
  op: 'grant' | 'revoke',
  check: (me: string, actor: OpsGrant[], subject: OpsPerson, grant: OpsGrant, tx: Queryable) => Promise<GrantRefusal | null>,
  apply: (tx: Queryable, subject: OpsPerson, grant: OpsGrant) => Promise<boolean>,
) {
  const me = await person(c);
  const grant = await grantOf(c);
  const outcome = await c.var.deps.db.transaction(async (tx) => {
    await lockGrants(tx);
    const actor = (await opsPerson(tx, me.username))?.grants ?? [];
    const subject = await subjectOf(c, tx);
    const why = await check(me.username, actor, subject, grant, tx);
    if (why) return { why, changed: false, subject };
    const changed = await apply(tx, subject, grant);
    if (changed) await writeAudit(tx, change(c, me.username, op, grant, subject.username));
    return { why: null, changed, subject };
  });
  if (outcome.why) return refuse(c, me.username, grant, outcome.subject.username, op, outcome.why);
  return ok(c, { person: shown((await opsPerson(c.var.deps.db, outcome.subject.username))!), changed: outcome.changed });
}

export function registerGrantRoutes(routes: Hono<AppEnv>): void {
  routes.get(ENDPOINTS.opsPeople.path, async (c) => {
    const me = await person(c);
    if (!managesAny(me.grants))
      await refuse(c, me.username, null, '', 'list', {
        status: 403,
        reason: `${me.username} may not manage grants: ask an administrator (an account with an admin grant)`,
      });
    return ok(c, { list: (await opsPeople(c.var.deps.db)).map(shown) });
  });

  routes.post(ENDPOINTS.opsGrant.path, (c) =>
    changeGrant(
      c,
      'grant',
      async (me, actor, subject, grant) => grantRefusal(me, actor, subject.username, grant),
      async (tx, subject, grant) => {
        if (subject.grants.some((g) => g.target === grant.target && g.can === grant.can)) return false;
        await addGrants(tx, subject.id, [grant]);
        return true;
      },
    ),
  );

  routes.post(ENDPOINTS.opsRevoke.path, (c) =>
    changeGrant(
      c,
      'revoke',
      async (me, actor, subject, grant, tx) =>
        revokeRefusal(me, actor, subject.username, subject.grants, grant, await globalAdminCount(tx)),
      (tx, subject, grant) => removeGrant(tx, subject.id, grant),
    ),
  );
}

function change(c: Context<AppEnv>, actor: string, action: 'grant' | 'revoke', grant: OpsGrant, subject: string) {
  const verb = action === 'grant' ? `gave ${subject}` : `took from ${subject}`;
  return {
    created: c.var.deps.now(),
    actor,
    action,
    target: grant.target,
    version: null,
    base_version: null,
    message: `${verb} ${grant.can} on ${grant.target}`,
    detail: { person: subject, can: grant.can },
  };
}
