import { Hono } from 'hono';
import * as z from 'zod';
import type { MarketTabGroup } from '../../schemas/api/commonTabs.ts';
import type { Lang } from '../../schemas/site.ts';
import { bulletinFor } from '../data/bulletins.ts';
import { buyCryptoOptions, fiatRates } from '../data/fiat.ts';
import { categoryName, MARKET_NAMES, tr } from '../data/i18n.ts';
import type { AppEnv } from '../env.ts';
import { ok, parseQuery } from '../http.ts';
import { fixedParam } from '../queryParams.ts';
import { builtInMenu, latestMenu, menuForLang } from '../remoteMenu.ts';

/** Site-wide data of SPEC §7: fiat lists and rates, menus, the announcement and the trade tabs. */
export const siteRoutes = new Hono<AppEnv>();

siteRoutes.get('/api/web/v1/site/buyCryptoFiatList', (c) => ok(c, { list: buyCryptoOptions() }));

siteRoutes.get('/api/web/v1/site/currFiatMarketRates', (c) => ok(c, fiatRates(c.var.deps.now())));

siteRoutes.get('/api/web/v1/site/fullsiteBulletin', (c) => ok(c, bulletinFor(c.var.ctx.site, c.var.ctx.lang)));

/** The built-in menu: what the client falls back to when the remote menu fails (SPEC §8). */
siteRoutes.get('/api/web/v1/site/headerMenuListV2', async (c) => {
  return ok(c, { list: menuForLang((await builtInMenu()).list, c.var.ctx.lang) });
});

/** Remote menu config (SPEC §7 "path not shown"): the latest version stored by the ops console. */
siteRoutes.get('/apiw/v2/site/remote_menu', async (c) => {
  const { version, menu } = await latestMenu(c.var.deps.db);
  c.header('Cache-Control', 'no-cache');
  return ok(c, { version, list: menuForLang(menu.list, c.var.ctx.lang) });
});

const TAB_CODES: Record<MarketTabGroup['market'], string[]> = {
  SPOT: [
    'USDT',
    'USDC',
    'BTC',
    'ETH',
    'TRY',
    'fiat',
    'hot',
    'new',
    'meme',
    'ai',
    'layer1',
    'layer2',
    'defi',
    'gamefi',
    'rwa',
    'depin',
    'st',
  ],
  CONTRACT: ['USDT', 'BTC', 'hot', 'new', 'meme', 'ai', 'layer1', 'layer2', 'defi', 'gamefi'],
  DELIVERY: ['USDT'],
  OPTIONS: ['USDT'],
  MEMEBOX: ['sol', 'eth', 'bsc', 'base', 'arbitrum', 'tron', 'ton'],
  PILOT: ['hot', 'new', 'meme'],
  PRE_MARKET: ['pre_market', 'premint'],
};
const CHAIN_TAB_NAMES: Record<string, string> = {
  sol: 'Solana',
  eth: 'Ethereum',
  bsc: 'BNB Chain',
  base: 'Base',
  arbitrum: 'Arbitrum',
  tron: 'Tron',
  ton: 'TON',
};

function tradeTabs(lang: Lang): MarketTabGroup[] {
  return Object.entries(TAB_CODES).map(([market, codes]) => ({
    market: market as MarketTabGroup['market'],
    name: tr(MARKET_NAMES[market]!, lang),
    tabs: codes.map((code) => ({ code, name: CHAIN_TAB_NAMES[code] ?? categoryName(code, lang) })),
  }));
}

/** The markets of the trade menu with their category tabs (SPEC §7 area=web_trade). */
siteRoutes.get('/apiw/v2/common/tabs', (c) => {
  const q = parseQuery(c, z.object({ area: fixedParam('web_trade') }));
  return ok(c, { area: q.area, list: tradeTabs(c.var.ctx.lang) });
});
