import { StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/types.ts';
import { addNotifications } from '../notifications.ts';
import { addGrants } from '../ops/grants.ts';
import { builtInMenu, forgetMenuVersion } from '../remoteMenu.ts';
import { demoNotifications } from './demoNotifications.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers.ts';

/** Product data every install needs: the first remote menu version (when none is stored). */
export async function seedBase(db: Db, now: number): Promise<void> {
  const menu = StoredRemoteMenu.parse(await builtInMenu());
  // Two instances starting together on one empty database both get here: the first writes
  // version 1, the other finds it there (no duplicate key that would stop its start).
  await db.query(
    `INSERT INTO remote_menu_versions (version, json, author, message, created)
     SELECT 1, $1::jsonb, 'system', 'built-in menu', $2 WHERE NOT EXISTS (SELECT 1 FROM remote_menu_versions)
     ON CONFLICT (version) DO NOTHING`,
    [JSON.stringify(menu), now],
  );
  forgetMenuVersion(db);
}

/**
 * The demo accounts (DESIGN "running product") and their notifications. Idempotent: an account
 * that exists is left as it is, so restarts keep sessions and read state.
 */
export async function seedDemo(db: Db, now: number): Promise<string[]> {
  const created: string[] = [];
  const names = DEMO_USERS.map((u) => u.username);
  const existing = new Set(
    (await db.query<{ username: string }>('SELECT username FROM users WHERE username = ANY($1)', [names])).map((r) => r.username),
  );
  // Two instances starting together on one empty database both insert every account: the second
  // insert of an account hits whichever unique key (username or uid) it meets first, and is skipped.
  // One hash for every demo account: they share a published password, so a salt of their own would
  // keep nothing secret, and each scrypt costs about 70 ms of CPU on every start of a test server.
  let hash: string | undefined;
  for (const u of DEMO_USERS) {
    if (existing.has(u.username)) continue;
    hash ??= await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO users (uid, username, password_hash, role, info, tags, compliance_menu, account_settings, created)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, $9)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          u.uid,
          u.username,
          hash,
          u.role,
          JSON.stringify(u.info),
          JSON.stringify(u.tags),
          JSON.stringify(u.complianceMenu ?? []),
          u.accountSettings ? JSON.stringify(u.accountSettings) : null,
          now,
        ],
      );
      const id = rows[0]?.id;
      if (id === undefined) return;
      created.push(u.username);
      await addNotifications(tx, id, demoNotifications(u.username, Math.floor(now / 1000)));
      if (u.opsGrants) await addGrants(tx, id, u.opsGrants);
    });
  }
  return created;
}
