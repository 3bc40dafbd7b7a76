import { Hono } from 'hono';
import * as z from 'zod';
import { CHAIN_NAMES, CHAINS, Chain } from '../../schemas/api/chain.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS, pathOf } from '../../schemas/endpoints.ts';
import { alphaRow, alphaTokens, type OnchainToken } from '../data/onchain.ts';
import type { AppEnv } from '../env.ts';
import { ok, parseQuery, readJson, validate } from '../http.ts';
import { fixedParam, intParam, timezoneParam } from '../queryParams.ts';
import { sendSnapshot, TICK_POLICY } from '../snapshots.ts';
import { tickOf } from './markets.ts';

export const alphaRoutes = new Hono<AppEnv>();
const SEARCH_LIMIT = 50;

const chainTabs = () => CHAINS.map((c) => ({ web3_chain: c, name: CHAIN_NAMES[c], icon: pathOf('chainIcon', { file: `${c}.svg` }) }));

/** Alpha tokens by market cap, all chains or one (SPEC §7: tab ALPHA_ALLCHAIN, page 1, limit 100). */
alphaRoutes.get(ENDPOINTS.alpha.path, (c) => {
  const q = parseQuery(
    c,
    z.object({
      tab: fixedParam('ALPHA_ALLCHAIN'),
      chain: z.union([Chain, z.literal('')]).optional(),
      timezone: timezoneParam,
      page: intParam(1, 1, 10_000),
      limit: intParam(100, 1, 100),
    }),
  );
  const now = tickOf(c);
  return sendSnapshot(c, `alpha|${q.chain ?? ''}|${q.timezone}|${q.page}|${q.limit}|${now}`, TICK_POLICY, () => {
    const all = alphaTokens().filter((t) => !q.chain || t.chain === q.chain);
    const list = all.slice((q.page - 1) * q.limit, q.page * q.limit).map((t) => alphaRow(t, now, q.timezone));
    return { list, total: all.length, page: q.page, limit: q.limit, chains: chainTabs() };
  });
});

function matches(t: OnchainToken, k: string): number {
  const sym = t.symbol.toLowerCase();
  if (sym === k || t.address.toLowerCase() === k) return 0;
  if (sym.startsWith(k)) return 1;
  if (sym.includes(k) || t.name.toLowerCase().includes(k)) return 2;
  if (k.length >= 6 && t.address.toLowerCase().startsWith(k)) return 3;
  return -1;
}

/** Keyword search over symbol, name and address; exact and prefix matches first. */
alphaRoutes.get(ENDPOINTS.alphaSearch.path, (c) => {
  const q = parseQuery(c, z.object({ keywords: z.string().trim().min(1, 'keywords is required').max(100) }));
  const k = q.keywords.toLowerCase();
  const now = c.var.deps.now();
  const list = alphaTokens()
    .map((t) => ({ t, rank: matches(t, k) }))
    .filter((m) => m.rank >= 0)
    .sort((a, b) => a.rank - b.rank || b.t.marketCap - a.t.marketCap)
    .slice(0, SEARCH_LIMIT)
    .map((m) => alphaRow(m.t, now, ''));
  return ok(c, { list });
});

/** Memebox: the Alpha page path of one pair symbol (SPEC §7); unknown symbols give an empty list. */
alphaRoutes.post(ENDPOINTS.alphaPath.path, async (c) => {
  const body = validate(ENDPOINT_SCHEMAS.alphaPath.request, await readJson(c), 'body');
  const symbol = body.symbols[0]!.toUpperCase().replace('/', '_');
  const token = alphaTokens().find((t) => `${t.symbol}_USDT` === symbol);
  return ok(c, { path_symbol_pairs: token ? [{ symbol: `${token.symbol}_USDT`, path: `${token.chain}-${token.address}` }] : [] });
});
