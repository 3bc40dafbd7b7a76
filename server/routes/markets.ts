import { Hono } from 'hono';
import * as z from 'zod';
import { deliveryContracts, futuresContracts, optionsUnderlyings } from '../data/contracts.ts';
import { pilotRow, pilotTokens } from '../data/onchain.ts';
import { preMarketRows } from '../data/preMarket.ts';
import { spotRows } from '../data/spots.ts';
import type { AppEnv } from '../env.ts';
import { ok, parseQuery } from '../http.ts';
import { fixedParam, intParam, timezoneParam } from '../queryParams.ts';

/** SPEC §7 market lists. Everything is a function of the injected clock, so rates move but repeat. */
export const marketRoutes = new Hono<AppEnv>();

marketRoutes.get('/apiw/v2/market/spots', (c) => {
  const q = parseQuery(c, z.object({ exchange_type: fixedParam('ALL'), timezone: timezoneParam }));
  return ok(c, spotRows(c.var.deps.now(), q.timezone));
});

marketRoutes.get('/apiw/v2/market/futures', (c) => {
  const q = parseQuery(
    c,
    z.object({ exchange_type: fixedParam('CONTRACT_ALL'), timezone: timezoneParam, is_testnet: z.enum(['0', '1']).optional() }),
  );
  const testnet = q.is_testnet === '1' || c.var.ctx.site === 'testnet';
  return ok(c, futuresContracts(c.var.deps.now(), q.timezone, testnet));
});

marketRoutes.get('/apiw/v2/delivery/usdt/contracts', (c) => ok(c, deliveryContracts(c.var.deps.now())));

marketRoutes.get('/apiw/v2/options/underlying', (c) => ok(c, optionsUnderlyings(c.var.deps.now())));

marketRoutes.get('/apiw/v2/pilot/markets', (c) => {
  const q = parseQuery(c, z.object({ exchange_type: fixedParam('PILOT_ALL'), timezone: timezoneParam }));
  const now = c.var.deps.now();
  return ok(
    c,
    pilotTokens().map((t) => pilotRow(t, now, q.timezone)),
  );
});

marketRoutes.get('/apiw/v2/pre-market/service/currencies/simple-info', (c) => {
  const q = parseQuery(c, z.object({ limit: intParam(100, 1, 100), page: intParam(1, 1, 10_000) }));
  const all = preMarketRows(c.var.deps.now());
  const list = all.slice((q.page - 1) * q.limit, q.page * q.limit);
  return ok(c, { list, total: all.length, page: q.page, limit: q.limit });
});
