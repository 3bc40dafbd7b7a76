import { Hono } from 'hono';
import * as z from 'zod';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import { deliveryContracts, futuresContracts, optionsUnderlyings } from '../data/contracts.ts';
import { pilotRow, pilotTokens } from '../data/onchain.ts';
import { preMarketRows } from '../data/preMarket.ts';
import { TICK_MS } from '../data/prices.ts';
import { spotRows } from '../data/spots.ts';
import type { AppEnv } from '../env.ts';
import { parseQuery } from '../http.ts';
import { fixedParam, intParam, timezoneParam } from '../queryParams.ts';
import { sendSnapshot, TICK_POLICY } from '../snapshots.ts';

/**
 * SPEC §7 market lists. Everything is a function of the injected clock's price tick, so each list
 * is built once per tick and parameters (server/snapshots.ts) and served to everyone from there.
 */
export const marketRoutes = new Hono<AppEnv>();

/** The start of the current price tick: the data's version. */
export const tickOf = (c: { var: { deps: { now(): number } } }) => Math.floor(c.var.deps.now() / TICK_MS) * TICK_MS;

marketRoutes.get(ENDPOINTS.spots.path, (c) => {
  const q = parseQuery(c, z.object({ exchange_type: fixedParam('ALL'), timezone: timezoneParam }));
  const t = tickOf(c);
  return sendSnapshot(c, `spots|${q.timezone}|${t}`, TICK_POLICY, () => spotRows(t, q.timezone));
});

// The testnet's list follows the sub-site, which may come from the site cookie.
const SITE_POLICY = { ...TICK_POLICY, vary: ['Cookie'] };

marketRoutes.get(ENDPOINTS.futures.path, (c) => {
  const q = parseQuery(
    c,
    z.object({ exchange_type: fixedParam('CONTRACT_ALL'), timezone: timezoneParam, is_testnet: z.enum(['0', '1']).optional() }),
  );
  const testnet = q.is_testnet === '1' || c.var.ctx.site === 'testnet';
  const t = tickOf(c);
  return sendSnapshot(c, `futures|${q.timezone}|${testnet}|${t}`, SITE_POLICY, () => futuresContracts(t, q.timezone, testnet));
});

marketRoutes.get(ENDPOINTS.delivery.path, (c) => {
  const t = tickOf(c);
  return sendSnapshot(c, `delivery|${t}`, TICK_POLICY, () => deliveryContracts(t));
});

marketRoutes.get(ENDPOINTS.options.path, (c) => {
  const t = tickOf(c);
  return sendSnapshot(c, `options|${t}`, TICK_POLICY, () => optionsUnderlyings(t));
});

marketRoutes.get(ENDPOINTS.pilot.path, (c) => {
  const q = parseQuery(c, z.object({ exchange_type: fixedParam('PILOT_ALL'), timezone: timezoneParam }));
  const t = tickOf(c);
  return sendSnapshot(c, `pilot|${q.timezone}|${t}`, TICK_POLICY, () => pilotTokens().map((p) => pilotRow(p, t, q.timezone)));
});

marketRoutes.get(ENDPOINTS.preMarket.path, (c) => {
  const q = parseQuery(c, z.object({ limit: intParam(100, 1, 100), page: intParam(1, 1, 10_000) }));
  const t = tickOf(c);
  return sendSnapshot(c, `premarket|${q.page}|${q.limit}|${t}`, TICK_POLICY, () => {
    const all = preMarketRows(t);
    const list = all.slice((q.page - 1) * q.limit, q.page * q.limit);
    return { list, total: all.length, page: q.page, limit: q.limit };
  });
});
