import type { UserInfo } from '../../schemas/user.ts';
import type { Queryable } from '../db/types.ts';
import { tokenHash } from './sessions.ts';
import type { UserRow } from './userRow.ts';

export const USER_COLUMNS = 'id, uid, username, password_hash, role, info, tags, compliance_menu, compliance_business, account_settings';

export async function findUserByName(db: Queryable, username: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE username = $1`, [username.trim().toLowerCase()]);
  return rows[0] ?? null;
}

/** The user of a live session (unknown, ended or expired: null), in one query. */
export async function findUserBySession(db: Queryable, token: string, now: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM sessions JOIN users ON users.id = sessions.user_id WHERE token_hash = $1 AND expires > $2`,
    [tokenHash(token), now],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** SPEC §3 user info for one request: the fiat figures follow the visitor's chosen fiat. */
export function toUserInfo(user: UserRow, currFiat: string, fiatPerUsd: number): UserInfo {
  return {
    uid: user.uid,
    ...user.info,
    curr_fiat: currFiat,
    tier_next_fiat: Math.round(user.info.tier_next_usdt * fiatPerUsd * 100) / 100,
    isLogin: true,
    is_login: true,
  };
}
