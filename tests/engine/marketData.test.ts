import { describe, expect, it } from 'vitest';
import { alphaKeywords, alphaPathFrom, alphaRow, processAlpha } from '../../engine/markets/alpha.ts';
import { DELIVERY_DEDUPE_MS, dedupe, deliveryRow, processDelivery } from '../../engine/markets/delivery.ts';
import { currencyOptionFor, DEFAULT_CURRENCY_OPTION, processFiatList } from '../../engine/markets/fiat.ts';
import { futuresTabRows, processFutures } from '../../engine/markets/futures.ts';
import { isActiveRow, marketPath, shortenAddress } from '../../engine/markets/links.ts';
import { OPTIONS_CHAIN, optionsRow, processOptions } from '../../engine/markets/options.ts';
import { futuresTabs, pilotTabs, spotTabs } from '../../engine/markets/panel.ts';
import { pilotRow, processPilot } from '../../engine/markets/pilot.ts';
import { preMarketRow, processPreMarket } from '../../engine/markets/preMarket.ts';
import { trendOf } from '../../engine/markets/row.ts';
import { groupSpot, spotFromRow, spotRow } from '../../engine/markets/spot.ts';
import { processTradeTabs } from '../../engine/markets/tabs.ts';

const NOW = Date.UTC(2025, 10, 21, 10);
const ok = (data: unknown) => ({ code: 200, message: 'success', data });
const spotSource = (pair: string, cats: string, opening = 0, st = 'false') =>
  [pair, `${pair} coin`, '1.5', '10', '9', '100', 0, false, cats, opening, 0, st, `/icons/coins/${pair.split('_')[0]}.svg`] as const;
const contract = (settle: 'usdt' | 'btc', name: string, categories: string, opening_time = 0) => ({
  settle,
  name,
  coin_name: name.split('_')[0],
  categories,
  is_tag_st: false,
  icon: '/i.svg',
  last_price: '1',
  change_percentage: '-2.5',
  leverage_max: 50,
  opening_time,
});

describe('spot rows (SPEC §3)', () => {
  it('rows become panel rows with tags, ST marks and the trade link', () => {
    const groups = groupSpot([spotSource('BTC_USDT', 'USDT,hot'), spotSource('NEW_USDT', 'USDT,new', NOW / 1000 + 3600, 'true')], NOW);
    const [all, tab] = spotTabs(groups, [{ code: 'USDT', name: 'USDT' }], 'All');
    expect(all!.code).toBe('all');
    expect(tab!.rows.map((r) => r.pair)).toEqual(['NEW_USDT', 'BTC_USDT']);
    const btc = spotRow(groups.hot!.btc_usdt!);
    expect(btc).toMatchObject({ kind: 'spot', name: 'BTC/USDT', href: '/trade/BTC_USDT', tags: ['hot'], change: 1.5, isST: false });
    expect(tab!.rows[0]).toMatchObject({ isST: true, tags: ['new'] });
  });

  it('the ST flag is ST for anything but the string "false", a boolean false included (SPEC §3)', () => {
    const st = (flag: unknown) => spotFromRow([...spotSource('A_USDT', 'USDT').slice(0, 11), flag, ''])?.isST;
    expect(st('false')).toBe(false);
    expect(st(false)).toBe(true);
    expect(st('true')).toBe(true);
    expect(st(undefined)).toBe(true);
    expect(st(0)).toBe(true);
  });

  it('0.00% is "up" as SPEC §3 derives the trend (rate percent >= 0); an unknown change is flat', () => {
    expect(trendOf(0)).toBe('up');
    expect(trendOf(-0.001)).toBe('up');
    expect(trendOf(-0.01)).toBe('down');
    expect(trendOf(2)).toBe('up');
    expect(trendOf(null)).toBe('flat');
  });

  it('an "all" tab (new listings first), then the tabs of the tabs call without empty ones', () => {
    const groups = groupSpot(
      [spotSource('BTC_USDT', 'USDT'), spotSource('ETH_BTC', 'BTC,USDT'), spotSource('NEW_BTC', 'BTC', NOW / 1000 + 60)],
      NOW,
    );
    const tabs = spotTabs(
      groups,
      [
        { code: 'BTC', name: 'BTC' },
        { code: 'meme', name: 'Meme' },
        { code: 'USDT', name: 'USDT' },
      ],
      'All',
    );
    expect(tabs.map((t) => t.code)).toEqual(['all', 'BTC', 'USDT']);
    expect(tabs[0]!.rows.map((r) => r.pair)).toEqual(['NEW_BTC', 'BTC_USDT', 'ETH_BTC']);
    expect(spotTabs(groups, [], 'All')).toEqual([{ code: 'all', name: 'All', rows: expect.any(Array) }]);
    expect(spotTabs(groups, [], 'All')[0]!.rows).toHaveLength(3);
    expect(spotTabs({}, [], 'All')).toEqual([]);
  });
});

describe('futures (SPEC §3, §5)', () => {
  const answer = ok([
    contract('usdt', 'BTC_USDT', 'USDT,hot'),
    contract('usdt', 'NEW_USDT', 'USDT,new', NOW / 1000 + 7200),
    contract('btc', 'BTC_USD', 'BTC,hot'),
    { settle: 'eur', name: 'X_EUR' },
    'junk',
  ]);

  it('splits BTC- and USDT-settled sets grouped by category, skipping bad rows', () => {
    const sets = processFutures(answer);
    expect(Object.keys(sets.usdt).sort()).toEqual(['USDT', 'all', 'hot', 'new']);
    expect(sets.btc.all!.map((m) => m.link)).toEqual(['/futures/BTC/BTC_USD']);
    expect(sets.usdt.hot![0]).toMatchObject({ curr_a: 'BTC', curr_b: 'USDT', link: '/futures/USDT/BTC_USDT', change_percentage: -2.5 });
  });

  it('is accepted only with code 200', () => {
    expect(() => processFutures({ ...answer, code: 500 })).toThrow(/code/);
    expect(() => processFutures('{"code":200,')).toThrow();
    expect(() => processFutures(ok({}))).toThrow();
  });

  it('the USDT tab lists upcoming listings first; a category tab spans both sets', () => {
    const sets = processFutures(answer);
    expect(futuresTabRows(sets, 'USDT', NOW).map((r) => r.pair)).toEqual(['NEW_USDT', 'BTC_USDT']);
    expect(futuresTabRows(sets, 'hot', NOW).map((r) => r.id)).toEqual(['usdt:BTC_USDT', 'btc:BTC_USD']);
    expect(futuresTabs(sets, [], 'All', NOW)[0]!.rows).toHaveLength(3);
  });
});

describe('delivery, options, pilot, pre-market (SPEC §3)', () => {
  it('delivery contracts link to /futures-delivery/USDT/{name}; calls within 30 s share one request', async () => {
    const [m] = processDelivery(ok([{ underlying: 'BTC_USDT', name: 'BTC_USDT_20251128', full_name: 'Bitcoin', is_tag_st: true }]));
    expect(deliveryRow(m!)).toMatchObject({
      kind: 'delivery',
      href: '/futures-delivery/USDT/BTC_USDT_20251128',
      curr_a: 'BTC',
      isST: true,
    });
    let t = 0;
    let calls = 0;
    const load = dedupe(
      async () => ++calls,
      DELIVERY_DEDUPE_MS,
      () => t,
    );
    await load();
    t = 29_999;
    await load();
    expect(calls).toBe(1);
    t = 30_000;
    expect(await load()).toBe(2);
  });

  it('options are keyed under OPTIONS_CHAIN and link to /options/{coin}', () => {
    const data = processOptions(ok([{ name: 'BTC_USDT', icon_url_64: '/b.svg', index_price: '1' }, {}]));
    expect(Object.keys(data)).toEqual([OPTIONS_CHAIN]);
    expect(optionsRow(data[OPTIONS_CHAIN]![0]!)).toMatchObject({ href: '/options/BTC_USDT', icon: '/b.svg' });
    expect(processOptions(ok([]))).toEqual({});
  });

  it('pilot keeps the first row as firstData; cate gives the tabs; links use seo_path', () => {
    const row = (a: string, cate: string) => ({
      address: a,
      show_pair: `${a}/USDT`,
      seo_path: `sol-${a}`,
      cate,
      is_hot: cate.includes('hot'),
    });
    const data = processPilot(ok([row('AAAA11112222', 'hot,meme'), row('BBBB', 'new')]));
    expect(data.firstData?.address).toBe('AAAA11112222');
    expect(pilotRow(data.list[0]!)).toMatchObject({ href: '/pilot/sol-AAAA11112222', tags: ['hot'], sub: 'AAAA...2222' });
    const tabs = pilotTabs(
      data,
      [
        { code: 'hot', name: 'Hot' },
        { code: 'new', name: 'New' },
      ],
      'All',
    );
    expect(tabs.map((t) => [t.code, t.rows.length])).toEqual([
      ['all', 2],
      ['hot', 1],
      ['new', 1],
    ]);
  });

  it('pre-market splits premint and pre_market; links upper-case the currency', () => {
    const data = processPreMarket(
      ok({
        list: [
          { currency: 'abc', market: 'premint', tags: ['hot', 'bad'] },
          { currency: 'XYZ', market: 'pre_market' },
        ],
      }),
    );
    expect(data.premint.map((r) => r.currency)).toEqual(['ABC']);
    expect(data.pre_market.map((r) => r.currency)).toEqual(['XYZ']);
    expect(preMarketRow(data.premint[0]!)).toMatchObject({ href: '/pre-market/ABC', tags: ['hot'] });
    expect(marketPath.preMarket('abc')).toBe('/pre-market/ABC');
  });
});

describe('Alpha (SPEC §3, §5, §8)', () => {
  const token = {
    address: '0x1234567890abcdef',
    show_pair: 'PEPE/USDT',
    chain: 'eth',
    pair: 'PEPE_USDT',
    icon: '/p.svg',
    chain_icon: '/c.svg',
  };

  it('rows fall back to /alpha/{chain}-{address} and shorten the address to 4...4', () => {
    const { list, chains } = processAlpha(
      ok({ list: [token, { chain: 'eth' }], chains: [{ web3_chain: 'eth', name: 'Ethereum', icon: '' }] }),
    );
    expect(list).toHaveLength(1);
    expect(chains.map((c) => c.web3_chain)).toEqual(['eth']);
    expect(alphaRow(list[0]!)).toMatchObject({ href: '/alpha/eth-0x1234567890abcdef', sub: '0x12...cdef' });
    expect(shortenAddress('12345678')).toBe('12345678');
    expect(shortenAddress('123456789')).toBe('1234...6789');
  });

  it('the memebox path answer gives /alpha/{path}; no path or a hostile one gives null', () => {
    expect(alphaPathFrom(ok({ path_symbol_pairs: [{ symbol: 'PEPE_USDT', path: 'eth-0xabc' }] }), 'PEPE_USDT')).toBe('/alpha/eth-0xabc');
    expect(alphaPathFrom(ok({ path_symbol_pairs: [] }), 'PEPE_USDT')).toBeNull();
    expect(alphaPathFrom(ok({ path_symbol_pairs: [{ symbol: 'PEPE_USDT', path: '../../x' }] }), 'PEPE_USDT')).toBeNull();
    expect(() => alphaPathFrom({ code: 500 }, 'X')).toThrow();
  });

  it('keywords are trimmed; empty means no search', () => {
    expect(alphaKeywords('  pepe ')).toBe('pepe');
    expect(alphaKeywords('   ')).toBeNull();
  });
});

describe('icons from the API', () => {
  it('keep site paths and https URLs; anything else is dropped before it reaches an <img>', () => {
    const icon = (src: string) => processOptions(ok([{ name: 'BTC_USDT', icon_url_64: src, index_price: '1' }]))[OPTIONS_CHAIN]![0]!.icon;
    expect(icon('/icons/coins/BTC.svg')).toBe('/icons/coins/BTC.svg');
    expect(icon('https://cdn.example/b.png')).toBe('https://cdn.example/b.png');
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.test/x.png', 'http://plain.test/x.png'])
      expect(icon(bad)).toBe('');
  });
});

describe('links and the active row (SPEC §2)', () => {
  const groups = groupSpot([spotSource('BTC_USDT', 'USDT')], NOW);
  const btc = spotRow(groups.USDT!.btc_usdt!);
  const fut = futuresTabRows(processFutures(ok([contract('usdt', 'BTC_USDT', 'USDT')])), 'USDT', NOW)[0]!;

  it('trade and futures rows match the last route segment', () => {
    expect(isActiveRow(btc, '/trade/BTC_USDT')).toBe(true);
    expect(isActiveRow(btc, '/trade/btc_usdt?tab=isolated_margin')).toBe(true);
    expect(isActiveRow(btc, '/futures/USDT/BTC_USDT')).toBe(false);
    expect(isActiveRow(fut, '/futures/USDT/BTC_USDT')).toBe(true);
    expect(isActiveRow(fut, '/trade/BTC_USDT')).toBe(false);
  });

  it('pilot rows are active on their own page', () => {
    const p = pilotRow(processPilot(ok([{ address: 'A1', show_pair: 'A/USDT', seo_path: 'sol-A1' }])).list[0]!);
    expect(isActiveRow(p, '/pilot/sol-A1')).toBe(true);
    expect(isActiveRow(p, '/pilot/sol-A2')).toBe(false);
  });
});

describe('trade tabs and the pay-with list', () => {
  it('tabs are keyed by market', () => {
    const tabs = processTradeTabs(
      ok({ area: 'web_trade', list: [{ market: 'SPOT', name: 'Spot', tabs: [{ code: 'USDT', name: 'USDT' }, { code: '' }] }] }),
    );
    expect(tabs).toEqual({ SPOT: { name: 'Spot', tabs: [{ code: 'USDT', name: 'USDT' }] } });
  });

  it('fiat options: valid codes once each; a fiat not offered falls back to the first, then the SPEC default', () => {
    const list = processFiatList(ok({ list: [{ fiat: 'eur', bank_transfer: true }, { fiat: 'EUR' }, { fiat: 'EURO' }] }));
    expect(list).toEqual([{ fiat: 'EUR', bank_transfer: true, credit_card: false, p2p: false }]);
    expect(currencyOptionFor(list, 'JPY').fiat).toBe('EUR');
    expect(currencyOptionFor([], 'JPY')).toEqual(DEFAULT_CURRENCY_OPTION);
  });
});
