import { Hono } from 'hono';
import * as z from 'zod';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { alphaRow, alphaTokens, type OnchainToken } from '../data/onchain.ts';
import { ok, parseQuery, readJson, validate } from '../http.ts';

/** Alpha search and the Memebox path (SPEC §7); the Alpha list itself is a public list (server/publicLists.ts). */
export const alphaRoutes = new Hono<AppEnv>();
const SEARCH_LIMIT = 50;

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
