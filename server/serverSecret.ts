import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db/types.ts';

/** SECRET shorter than this is refused: it signs cookies an attacker could otherwise forge. */
export const MIN_SECRET_LENGTH = 32;

const cache = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key the server signs its own cookies with (the login device cookie). From the SECRET setting
 * when set (at least 32 characters); otherwise made once at random and kept in the database
 * (server_secrets), so every instance on that database and every restart use the same one.
 * Each use gets its own key derived from it (`purpose`), so one signature never fits another cookie.
 */
export async function serverKey(db: Db, purpose: string, configured = process.env.SECRET): Promise<Buffer> {
  const root = await rootSecret(db, configured);
  return createHash('sha256').update(root).update(`\0${purpose}`).digest();
}

function rootSecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
    return Promise.resolve(Buffer.from(configured));
  }
  let secret = cache.get(db);
  if (!secret) {
    secret = stored(db);
    // A failed read (the database gone) is tried again on the next request, not cached.
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}

async function stored(db: Db): Promise<Buffer> {
  // Two instances starting together: the first insert wins, both read the one kept.
  await db.query('INSERT INTO server_secrets (name, value, created) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
    'root',
    randomBytes(32).toString('base64url'),
    Date.now(),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', ['root']);
  return Buffer.from(row!.value);
}
