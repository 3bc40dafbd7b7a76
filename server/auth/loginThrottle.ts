import type { Queryable } from '../db/types.ts';
import { loginLockouts } from '../metrics.ts';

/**
 * Login protection: failed attempts are counted per account name and per client
 * address in the database (shared by every instance, kept across restarts). Past a few free
 * failures each further attempt must wait a growing delay; at a limit the name or the address is
 * locked for a while and an audit row is written. Only failures count: a good password never adds
 * to a counter and clears its account's one. The same rules apply to names that have no account,
 * so neither the answers nor their timing tell whether an account exists.
 *
 * A browser that has logged in as the user before (its signed device cookie, auth/deviceCookie.ts)
 * is counted on its own, per device, and the account and address counts do not apply to it: a
 * stranger's failures lock the account for unknown devices only, the owner's browser still gets in
 * with the right password (OWASP device cookies). A device that reaches its own lock is
 * an unknown device from then on.
 */
export type ThrottleScope = 'account' | 'client' | 'device';

export interface ThrottlePolicy {
  /** Failures answered at once. */
  free: number;
  /** The failure that locks. */
  lockAt: number;
  /** Failures older than this (from the first one) are forgotten. */
  windowMs: number;
  lockMs: number;
  /** Cap of the growing delay. */
  maxDelayMs: number;
}

export const THROTTLE_POLICY: Record<ThrottleScope, ThrottlePolicy> = {
  // A person mistyping gets five tries, then 1, 2, 4, 8, 16 s pauses, then 15 minutes.
  account: { free: 5, lockAt: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000, maxDelayMs: 30_000 },
  // One address trying many names (credential stuffing); successful logins (a shared office, the
  // test suite) never count.
  client: { free: 20, lockAt: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000, maxDelayMs: 30_000 },
  // A known device: the owner's own typos, as for an account.
  device: { free: 5, lockAt: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000, maxDelayMs: 30_000 },
};

/** The wait after `failures` failures before the next attempt is checked (0 while still free). */
export function delayAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.maxDelayMs, 1000 * 2 ** (failures - policy.free));
}

export interface LoginBlock {
  scope: ThrottleScope;
  /** A lockout (true) or a pause between attempts (false). */
  locked: boolean;
  until: number;
}

interface Row {
  key: string;
  failures: number;
  first_failure: number;
  last_failure: number;
  locked_until: number;
}

export interface ThrottleKeys {
  account: string;
  client: string;
  /** Set for a known device (see withDevice): then the only key counted and checked. */
  device?: string;
}

export function throttleKeys(username: string, client: string): ThrottleKeys {
  return { account: `account:${username.trim().toLowerCase().slice(0, 64)}`, client: `client:${client}` };
}

const scopeOf = (key: string): ThrottleScope => key.slice(0, key.indexOf(':')) as ThrottleScope;

/** The keys an attempt is checked and counted under. */
const activeKeys = (keys: ThrottleKeys): string[] => (keys.device ? [keys.device] : [keys.account, keys.client]);

/**
 * The keys of an attempt from a browser with a genuine device cookie for the name (`device`, its
 * id): the device's own key, unless that device is locked itself (then it is an unknown device).
 */
export async function withDevice(db: Queryable, keys: ThrottleKeys, device: string | undefined, now: number): Promise<ThrottleKeys> {
  if (!device) return keys;
  const key = `device:${device}`;
  const [row] = await db.query<{ locked_until: number }>('SELECT locked_until FROM login_throttle WHERE key = $1', [key]);
  return row && Number(row.locked_until) > now ? keys : { ...keys, device: key };
}

function blockOf(row: Row, now: number): LoginBlock | null {
  const scope = scopeOf(row.key);
  const policy = THROTTLE_POLICY[scope];
  if (Number(row.locked_until) > now) return { scope, locked: true, until: Number(row.locked_until) };
  if (Number(row.locked_until) > 0 || now - Number(row.first_failure) > policy.windowMs) return null;
  const until = Number(row.last_failure) + delayAfter(policy, row.failures);
  return until > now ? { scope, locked: false, until } : null;
}

/** Why this attempt must not be checked now (the longest wait wins), or null. */
export async function loginBlock(db: Queryable, keys: ThrottleKeys, now: number): Promise<LoginBlock | null> {
  const rows = await db.query<Row>(
    'SELECT key, failures, first_failure, last_failure, locked_until FROM login_throttle WHERE key = ANY($1::text[])',
    [activeKeys(keys)],
  );
  let worst: LoginBlock | null = null;
  for (const row of rows) {
    const b = blockOf(row, now);
    if (b && (!worst || (b.locked && !worst.locked) || (b.locked === worst.locked && b.until > worst.until))) worst = b;
  }
  return worst;
}

/** Counts one failure under `key`; locks it (and writes the audit row) when it reaches the limit. */
async function countFailure(db: Queryable, key: string, client: string, now: number): Promise<void> {
  const scope = scopeOf(key);
  const policy = THROTTLE_POLICY[scope];
  // One statement, so concurrent failures on several instances each get their own count. An ended
  // lockout or a window gone by starts the count again.
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO login_throttle (key, failures, first_failure, last_failure) VALUES ($1, 1, $2, $2)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_throttle.first_failure < $3 OR login_throttle.locked_until BETWEEN 1 AND $2 THEN 1
                       ELSE login_throttle.failures + 1 END,
       first_failure = CASE WHEN login_throttle.first_failure < $3 OR login_throttle.locked_until BETWEEN 1 AND $2 THEN $2
                            ELSE login_throttle.first_failure END,
       locked_until = CASE WHEN login_throttle.locked_until BETWEEN 1 AND $2 THEN 0 ELSE login_throttle.locked_until END,
       last_failure = $2
     RETURNING failures`,
    [key, now, now - policy.windowMs],
  );
  if (!row || row.failures < policy.lockAt) return;
  const until = now + policy.lockMs;
  // Only the request that sets the lock writes the audit row.
  const locked = await db.query('UPDATE login_throttle SET locked_until = $2 WHERE key = $1 AND locked_until <= $3 RETURNING key', [
    key,
    until,
    now,
  ]);
  if (!locked.length) return;
  loginLockouts.inc({ scope });
  // Counters of names tried once and never again would pile up under an attack; a lockout (rare,
  // and a sign of one) clears those that can no longer matter.
  const oldest = now - Math.max(THROTTLE_POLICY.account.windowMs, THROTTLE_POLICY.client.windowMs);
  await db.query('DELETE FROM login_throttle WHERE last_failure < $1 AND locked_until < $2', [oldest, now]);
  await db.query('INSERT INTO login_lockouts (created, scope, subject, client, failures, until) VALUES ($1, $2, $3, $4, $5, $6)', [
    now,
    scope,
    key.slice(key.indexOf(':') + 1),
    client,
    row.failures,
    until,
  ]);
}

export async function recordLoginFailure(db: Queryable, keys: ThrottleKeys, now: number): Promise<void> {
  const client = keys.client.slice('client:'.length);
  for (const key of activeKeys(keys)) await countFailure(db, key, client, now);
}

/**
 * A good password: the account (and the device) start afresh (the client's count stays: one valid
 * account must not reset it). From a known device the account's count stays too: a stranger's
 * failures keep the account closed to other unknown devices.
 */
export async function recordLoginSuccess(db: Queryable, keys: ThrottleKeys): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE key = $1', [keys.device ?? keys.account]);
}

export interface LockoutRow {
  id: number;
  created: number;
  scope: ThrottleScope;
  subject: string;
  client: string;
  failures: number;
  until: number;
}

export async function listLockouts(db: Queryable, limit = 100): Promise<LockoutRow[]> {
  return db.query<LockoutRow>(
    'SELECT id::int AS id, created, scope, subject, client, failures, until FROM login_lockouts ORDER BY id DESC LIMIT $1',
    [limit],
  );
}

/** What the user is told: plain words, the same whether or not the account exists. */
export function blockMessage(block: LoginBlock, now: number): string {
  const seconds = Math.max(1, Math.ceil((block.until - now) / 1000));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`;
  if (!block.locked) return `Too many failed login attempts. Please wait ${wait} before trying again.`;
  if (block.scope === 'device')
    return `Too many failed login attempts from this browser. Login from it is paused for ${wait}. You can reset your password meanwhile.`;
  if (block.scope === 'account')
    return `Too many failed login attempts for this account. To protect it, login is paused for ${wait}. You can reset your password meanwhile.`;
  return `Too many failed login attempts from your network. To protect our users, login from here is paused for ${wait}.`;
}
