import type { Context, Hono } from 'hono';
import { ALL_TARGETS, type OpsGrant } from '../../engine/ops/access.ts';
import { type GrantRefusal, grantRefusal, managesAny, revokeRefusal } from '../../engine/ops/grantRules.ts';
import { isTarget, TARGETS } from '../../engine/ops/targets.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../env.ts';
import { HttpError, ok, readJson, validate } from '../http.ts';
import { writeAudit } from '../ops/audit.ts';
import { addGrants, type OpsPerson, opsPeople, opsPerson, removeGrant } from '../ops/grants.ts';
import { person } from '../ops/guard.ts';

/**
 * Issue 35 under /api/ops/v1: people and their grants. Listing, giving and taking need an `admin`
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

async function subjectOf(c: Context<AppEnv>) {
  const username = c.req.param('username') ?? '';
  const found = await opsPerson(c.var.deps.db, username);
  if (!found) throw new HttpError(404, `no ops account named "${username}" (grants are for accounts with the ops role)`);
  return found;
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

  routes.post(ENDPOINTS.opsGrant.path, async (c) => {
    const me = await person(c);
    const grant = await grantOf(c);
    const subject = await subjectOf(c);
    const why = grantRefusal(me.username, me.grants, subject.username, grant);
    if (why) await refuse(c, me.username, grant, subject.username, 'grant', why);
    const held = subject.grants.some((g) => g.target === grant.target && g.can === grant.can);
    if (!held)
      await c.var.deps.db.transaction(async (tx) => {
        await addGrants(tx, subject.id, [grant]);
        await writeAudit(tx, change(c, me.username, 'grant', grant, subject.username));
      });
    return ok(c, { person: shown((await opsPerson(c.var.deps.db, subject.username))!), changed: !held });
  });

  routes.post(ENDPOINTS.opsRevoke.path, async (c) => {
    const me = await person(c);
    const grant = await grantOf(c);
    const subject = await subjectOf(c);
    const why = revokeRefusal(me.username, me.grants, subject.username, subject.grants, grant);
    if (why) await refuse(c, me.username, grant, subject.username, 'revoke', why);
    await c.var.deps.db.transaction(async (tx) => {
      // Two administrators taking the same grant at once: the second finds nothing to take.
      if (!(await removeGrant(tx, subject.id, grant)))
        throw new HttpError(404, `${subject.username} no longer holds ${grant.can} on ${grant.target}`);
      await writeAudit(tx, change(c, me.username, 'revoke', grant, subject.username));
    });
    return ok(c, { person: shown((await opsPerson(c.var.deps.db, subject.username))!), changed: true });
  });
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
