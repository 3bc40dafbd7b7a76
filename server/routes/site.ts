import { Hono } from 'hono';
import * as z from 'zod';
import type { MarketTabGroup } from '../../schemas/api/commonTabs.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { Lang } from '../../schemas/site.ts';
import { bulletinFor } from '../data/bulletins.ts';
import { buyCryptoOptions, fiatRates } from '../data/fiat.ts';
import { categoryName, MARKET_NAMES, tr } from '../data/i18n.ts';
import type { AppEnv } from '../env.ts';
import { ok, parseQuery } from '../http.ts';
import { fixedParam } from '../queryParams.ts';
import { builtInMenu, latestMenu, latestMenuVersion, menuForLang } from '../remoteMenu.ts';
import { STATIC_POLICY, sendSnapshot } from '../snapshots.ts';

// Published by ops at any moment: a browser or CDN may keep it but asks (ETag) every time.
const REVALIDATE_POLICY = { maxAge: 0, staleWhileRevalidate: 0, vary: ['X-Gate-AppLang'] };

/** Site-wide data of SPEC §7: fiat lists and rates, menus, the announcement and the trade tabs. */
export const siteRoutes = new Hono<AppEnv>();

siteRoutes.get(ENDPOINTS.fiatList.path, (c) => sendSnapshot(c, 'fiat-list', STATIC_POLICY, () => ({ list: buyCryptoOptions() })));

siteRoutes.get(ENDPOINTS.fiatRates.path, (c) => ok(c, fiatRates(c.var.deps.now())));

// Per sub-site (Host, ?site= or the site cookie) and language (?lang= or X-Gate-AppLang).
const SITE_LANG_POLICY = { ...STATIC_POLICY, vary: ['Cookie', 'X-Gate-AppLang'] };
const LANG_POLICY = { ...STATIC_POLICY, vary: ['X-Gate-AppLang'] };

siteRoutes.get(ENDPOINTS.bulletin.path, (c) => {
  const { site, lang } = c.var.ctx;
  return sendSnapshot(c, `bulletin|${site}|${lang}`, SITE_LANG_POLICY, () => bulletinFor(site, lang));
});

/** The built-in menu: what the client falls back to when the remote menu fails (SPEC §8). */
siteRoutes.get(ENDPOINTS.headerMenu.path, (c) => {
  const { lang } = c.var.ctx;
  return sendSnapshot(c, `header-menu|${lang}`, LANG_POLICY, async () => ({ list: menuForLang((await builtInMenu()).list, lang) }));
});

/** Remote menu config (SPEC §7 "path not shown"): the latest version stored by the ops console. */
siteRoutes.get(ENDPOINTS.remoteMenu.path, async (c) => {
  const { lang } = c.var.ctx;
  // One small query per request finds the version, so a publish on any instance is live on the
  // next request; the menu itself is built and compressed once per version and language.
  const version = await latestMenuVersion(c.var.deps.db);
  return sendSnapshot(c, `remote-menu|${version}|${lang}`, REVALIDATE_POLICY, async () => {
    const latest = await latestMenu(c.var.deps.db);
    return { version: latest.version, list: menuForLang(latest.menu.list, lang) };
  });
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
siteRoutes.get(ENDPOINTS.tradeTabs.path, (c) => {
  const q = parseQuery(c, z.object({ area: fixedParam('web_trade') }));
  const { lang } = c.var.ctx;
  return sendSnapshot(c, `tabs|${lang}`, LANG_POLICY, () => ({ area: q.area, list: tradeTabs(lang) }));
});
