import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod';
import { deliveryContracts, futuresContracts, optionsUnderlyings } from '../data/contracts.ts';
import { pilotRow, pilotTokens } from '../data/onchain.ts';
import { preMarketRows } from '../data/preMarket.ts';
import { spotRows } from '../data/spots.ts';
import type { AppEnv } from '../env.ts';
import { ok, parseQuery } from '../http.ts';
import { fixedParam, intParam, timezoneParam } from '../queryParams.ts';

/**
 * Test-only fault injection, honoured only when the server runs with FAULTS=1 (the browser suite
 * sets it), read like the reminder calls' (routes/herald.ts): the `x-fault` header and the `fault`
 * cookie list comma-separated `name` or `name=kind` entries (name `*` matches every list; a bare
 * name means 500). Kinds: 500 answers an internal error; timeout holds the answer past the server's
 * 3 s limit, so the client sees the 504 of SPEC §9's server-side timeout; malformed sends broken
 * JSON; code answers with a non-200 code; empty answers an empty list.
 */
export function faults(name: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (process.env.FAULTS !== '1') return next();
    const asked = `${c.req.header('x-fault') ?? ''},${getCookie(c, 'fault') ?? ''}`;
    const entry = asked
      .split(',')
      .map((p) => p.trim().split('='))
      .find(([n]) => n === name || n === '*');
    const kind = entry ? (entry[1] ?? '500') : undefined;
    switch (kind) {
      case '500':
        return c.json({ code: 500, message: `injected fault for ${name}`, data: null }, 500);
      case 'timeout':
        await new Promise((r) => setTimeout(r, 5000));
        return next();
      case 'malformed':
        return c.body('{"code":200,"data":[["BTC_USDT",', 200, { 'content-type': 'application/json' });
      case 'code':
        return c.json({ code: 500100, message: 'injected error code', data: [] });
      case 'empty':
        return c.json({ code: 200, message: 'success', data: [] });
      default:
        return next();
    }
  };
}

/** SPEC §7 market lists. Everything is a function of the injected clock, so rates move but repeat. */
export const marketRoutes = new Hono<AppEnv>();

marketRoutes.get('/apiw/v2/market/spots', faults('spots'), (c) => {
  const q = parseQuery(c, z.object({ exchange_type: fixedParam('ALL'), timezone: timezoneParam }));
  return ok(c, spotRows(c.var.deps.now(), q.timezone));
});

marketRoutes.get('/apiw/v2/market/futures', faults('futures'), (c) => {
  const q = parseQuery(
    c,
    z.object({ exchange_type: fixedParam('CONTRACT_ALL'), timezone: timezoneParam, is_testnet: z.enum(['0', '1']).optional() }),
  );
  const testnet = q.is_testnet === '1' || c.var.ctx.site === 'testnet';
  return ok(c, futuresContracts(c.var.deps.now(), q.timezone, testnet));
});

marketRoutes.get('/apiw/v2/delivery/usdt/contracts', faults('delivery'), (c) => ok(c, deliveryContracts(c.var.deps.now())));

marketRoutes.get('/apiw/v2/options/underlying', faults('options'), (c) => ok(c, optionsUnderlyings(c.var.deps.now())));

marketRoutes.get('/apiw/v2/pilot/markets', faults('pilot'), (c) => {
  const q = parseQuery(c, z.object({ exchange_type: fixedParam('PILOT_ALL'), timezone: timezoneParam }));
  const now = c.var.deps.now();
  return ok(
    c,
    pilotTokens().map((t) => pilotRow(t, now, q.timezone)),
  );
});

marketRoutes.get('/apiw/v2/pre-market/service/currencies/simple-info', faults('premarket'), (c) => {
  const q = parseQuery(c, z.object({ limit: intParam(100, 1, 100), page: intParam(1, 1, 10_000) }));
  const all = preMarketRows(c.var.deps.now());
  const list = all.slice((q.page - 1) * q.limit, q.page * q.limit);
  return ok(c, { list, total: all.length, page: q.page, limit: q.limit });
});
