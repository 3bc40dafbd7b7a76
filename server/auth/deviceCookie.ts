import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../appDeps.ts';
import { getServerCookie, setServerCookie } from '../cookies.ts';
import { serverKey } from '../serverSecret.ts';

/**
 * The login device cookie (OWASP "Slow Brute Force Attacks and Device Cookies"): a browser that has
 * logged in as a user keeps a cookie signed for that user name. Its login attempts for that name
 * are throttled per device (server/auth/loginThrottle.ts), apart from everyone else's, so failures
 * from strangers cannot lock the owner out. Value: `<nonce>.<HMAC-SHA256(name, nonce)>`.
 */
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 3600;

const normalName = (username: string) => username.trim().toLowerCase().slice(0, 64);

async function signature(c: Context<AppEnv>, username: string, nonce: string): Promise<Buffer> {
  const key = await serverKey(c.var.deps.db, 'login-device');
  return createHmac('sha256', key)
    .update(`${normalName(username)}\0${nonce}`)
    .digest();
}

/** This browser's device id for `username` when its cookie is genuine and for that name; else undefined. */
export async function knownDevice(c: Context<AppEnv>, username: string): Promise<string | undefined> {
  const value = getServerCookie(c, 'device');
  const m = value && /^([\w-]{22})\.([\w-]{43})$/.exec(value);
  if (!m) return undefined;
  const sent = Buffer.from(m[2]!, 'base64url');
  const expected = await signature(c, username, m[1]!);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? m[1] : undefined;
}

/** After a good password: this browser is a known device for the user from now on. */
export async function rememberDevice(c: Context<AppEnv>, username: string): Promise<void> {
  const nonce = randomBytes(16).toString('base64url');
  const sig = (await signature(c, username, nonce)).toString('base64url');
  setServerCookie(c, 'device', `${nonce}.${sig}`, DEVICE_COOKIE_MAX_AGE);
}
