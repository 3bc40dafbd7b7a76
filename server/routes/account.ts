import { Hono } from 'hono';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../schemas/api/accountMode.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { ok } from '../http.ts';
import { currentUser } from '../session.ts';

/** Per-user account data; visitors get the SPEC defaults rather than an error (SPEC §8). */
export const accountRoutes = new Hono<AppEnv>();

accountRoutes.get(ENDPOINTS.accountMode.path, async (c) => {
  const user = await currentUser(c);
  return ok(c, user?.account_settings ?? DEFAULT_ACCOUNT_SETTINGS);
});

/** SPEC §5: an array answer means "no info"; that is what a visitor gets. */
accountRoutes.get(ENDPOINTS.crossMargin.path, async (c) => {
  const user = await currentUser(c);
  if (!user) return ok(c, []);
  return ok(c, {
    userTier: user.info.tier_level,
    userSpotBalance: (user.info.total_usd * 0.42).toFixed(2),
    crossMarginUid: user.uid,
  });
});
