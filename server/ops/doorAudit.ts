import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { ALL_TARGETS } from '../../engine/ops/access.ts';
import type { AppEnv, Deps } from '../appDeps.ts';
import { clientAddress } from '../clientAddress.ts';
import type { Db } from '../db/types.ts';
import { noteWrites } from '../db/vacuum.ts';
import { writeAudit } from './audit.ts';

/** How many door refusals are written: per client and window, and in all. */
export interface DoorLimits {
  /** Refusals of one client address written per window; past it one row says the rest are not. */
  perClient: number;
  windowMs: number;
  /** Door refusal rows kept; the oldest go first (the console's own entries are never pruned). */
  rows: number;
}

export const DOOR_LIMITS: DoorLimits = { perClient: 20, windowMs: 60_000, rows: 10_000 };

/** What marks a door refusal in the audit log (migration 041 indexes it). */
const NEED = 'the ops role';

const byDeps = new WeakMap<Deps, { limits: DoorLimits; limiter: RateLimiterPostgres }>();

/** Counted in the table every instance shares (telemetry_rate), like the telemetry limits. */
function limiterOf(deps: Deps) {
  let l = byDeps.get(deps);
  if (!l) {
    const limits = { ...DOOR_LIMITS, ...deps.doorLimits };
    const duration = limits.windowMs / 1000;
    const db: Db = deps.db;
    const limiter = new RateLimiterPostgres({
      storeClient: { query: async (q: { text: string; values?: unknown[] }) => ({ rows: await db.query(q.text, q.values) }) },
      storeType: 'pool',
      tableName: 'telemetry_rate',
      tableCreated: true,
      keyPrefix: 'opsDoor',
      points: limits.perClient,
      duration,
      // One more than the limit is counted in the database: the row that says the rest are not written.
      inMemoryBlockOnConsumed: limits.perClient + 1,
      insuranceLimiter: new RateLimiterMemory({ points: limits.perClient, duration }),
    });
    l = { limits, limiter };
    byDeps.set(deps, l);
  }
  return l;
}

/** Whether this refusal is written: 'yes', 'last' (the first past the limit) or 'no'. */
async function admit(deps: Deps, client: string): Promise<'yes' | 'last' | 'no'> {
  try {
    await limiterOf(deps).limiter.consume(client);
    return 'yes';
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
    return e.consumedPoints === limiterOf(deps).limits.perClient + 1 ? 'last' : 'no';
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
const shownPath = (path: string) => path.replace(/[\u0000-\u001f\u007f]/g, '?').slice(0, 300);

/**
 * Audits a visitor's or a trader's call to the console API with who knocked (the account, or the
 * client address), unless the client has used up its rows for the window: a flood leaves one row
 * per client and window saying so, and the oldest door rows go past the cap.
 */
export async function auditDoorRefusal(c: Context<AppEnv>, username: string | undefined, reason: string): Promise<void> {
  const { deps } = c.var;
  const client = clientAddress(c);
  const verdict = await admit(deps, client);
  if (verdict === 'no') return;
  const { limits } = limiterOf(deps);
  const flood =
    verdict === 'last'
      ? {
          flood: `more than ${limits.perClient} refusals of ${client} in ${limits.windowMs / 1000} s: the next ones in this window are not written`,
        }
      : {};
  await writeAudit(deps.db, {
    created: deps.now(),
    actor: username ?? `anonymous (${client})`,
    action: 'refused',
    target: ALL_TARGETS,
    version: null,
    base_version: null,
    message: '',
    // The path is the caller's: control characters (a NUL, which jsonb refuses) shown as ?, and kept short.
    detail: { reason, need: NEED, method: c.req.method, path: shownPath(c.req.path), client, ...flood },
  });
  const pruned = await deps.db.query(
    `DELETE FROM ops_audit WHERE action = 'refused' AND detail->>'need' = $1 AND id <
       (SELECT id FROM ops_audit WHERE action = 'refused' AND detail->>'need' = $1 ORDER BY id DESC OFFSET $2 LIMIT 1) RETURNING id`,
    [NEED, limits.rows - 1],
  );
  await noteWrites(deps.db, 'ops_audit', 1 + pruned.length);
}
