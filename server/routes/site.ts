import { Hono } from 'hono';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { fiatRates } from '../data/fiat.ts';
import { ok } from '../http.ts';

/**
 * Site-wide data of SPEC §7 that is not a public list: the fiat rates move with the clock itself.
 * The fiat list, menus, the announcement and the trade tabs are public lists (server/publicLists.ts).
 */
export const siteRoutes = new Hono<AppEnv>();

siteRoutes.get(ENDPOINTS.fiatRates.path, (c) => ok(c, fiatRates(c.var.deps.now())));
