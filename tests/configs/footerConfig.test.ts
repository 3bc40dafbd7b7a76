import { beforeAll, describe, expect, it } from 'vitest';
import { resolveLayer } from '../../engine/resolveLayer.ts';
import type { VisibilityContext } from '../../schemas/context.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { ctx, hrefsOf, loadAll, words } from './helpers.ts';

let configs: Record<SiteCode, RegionConfig>;
beforeAll(async () => {
  ({ configs } = await loadAll());
});

const links = (s: SiteCode) => hrefsOf(configs[s].footer.columns.flatMap((c) => c.items));
const missing = (s: SiteCode, want: string) => words(want).filter((p) => !links(s).has(p));

describe('footer (SPEC §2)', () => {
  it('global footer links every SPEC path, plus an external support page', () => {
    expect(
      missing(
        'main',
        `/about_us /page/careers /newsroom /user-agreement /risk-disclosure /privacy-policy /cookie-policy /media-kit /proof_of_reserves
         /licenses /security /gt /gusd /event /law-enforcement /global-conferences /ventures
         /buy-bitcoin-btc /p2p-express/buy/USD-USDT /convert /trade/BTC_USDT /futures_center /tokenized-stocks /alpha
         /trade/BTC_USDT?tab=margin /etf /nft /gatepay /mini-app /gift-card /otc /charity /shop /web3 /perp-dex
         /vip /institution /suggestions-feedback /announcements /fee /help /listing /security-audit /developers /officialverify
         /c2c/merchant /referral/affiliate /upcoming-event /crosschain
         /learn /learn/course /learn/glossary /price /bigdata /bitcoin-halving-countdown /price/bitcoin-btc /how-to-buy/bitcoin-btc
         /price-prediction/bitcoin-btc /price/bitcoin-btc/usd /converter /crypto-wiki /crypto-calculator`,
      ),
    ).toEqual([]);
    expect([...links('main')].some((p) => p.startsWith('https://'))).toBe(true);
  });

  it('QR only on main; social icons hidden on sg, bs, uk, au, jp, uae', () => {
    for (const s of SITE_CODES) {
      expect(configs[s].footer.qr, s).toBe(s === 'main');
      expect(configs[s].footer.social, s).toBe(!['sg', 'bs', 'uk', 'au', 'jp', 'uae'].includes(s));
    }
  });

  it('Italy-limited users lose the columns on every sub-site (one engine rule), UK-limited users the social icons', () => {
    for (const s of SITE_CODES) {
      const columns = (flags: VisibilityContext['flags']) => resolveLayer(configs[s], ctx(s, { flags })).footer.columns.length;
      expect(columns({}), s).toBeGreaterThan(0);
      expect(columns({ isItalyLimit: true }), s).toBe(0);
      // The rule is the engine's: no region repeats it on its columns.
      for (const c of configs[s].footer.columns) expect(c.when?.flagsOff ?? [], `${s} ${c.id}`).not.toContain('isItalyLimit');
      for (const l of configs[s].footer.socialLinks) expect(l.when?.flagsOff, `${s} ${l.id}`).toContain('isUKLimit');
    }
    expect(configs.main.footer.socialLinks.length).toBeGreaterThanOrEqual(4);
  });

  it('each region has its own copyright line', () => {
    const lines = SITE_CODES.map((s) => configs[s].footer.copyright);
    expect(new Set(lines).size).toBe(SITE_CODES.length);
    for (const l of lines) expect(l).toContain('{year}');
  });

  it('regional footers carry their SPEC links', () => {
    const legal = (s: SiteCode) => [...links(s)].filter((p) => p.startsWith('/legal/')).length;
    expect(missing('hk', '/trade/BTC_USDT /fee /help /articlelist/ann')).toEqual([]);
    expect(missing('tr', '/about-us /calendar /media-kit /security /learn /converter/btc/to-try')).toEqual([]);
    expect([...links('tr')].some((p) => p.startsWith('/market-sentiment/'))).toBe(true);
    expect(missing('eu', '/trade/BTC_USDC /otc /referral /page/careers')).toEqual([]);
    expect(legal('eu')).toBeGreaterThan(0);
    for (const s of ['sg', 'uk', 'bs'] as const) {
      expect(missing(s, '/page/contacts /trade/BTC_USDT /fee'), s).toEqual([]);
      expect(
        [...links(s)].some((p) => p.endsWith('.pdf')),
        s,
      ).toBe(true);
    }
    expect(missing('us', '/brand-partnerships /media-kit /learn /learn/course /trade/BTC_USDT /announcements /fee /help')).toEqual([]);
    expect(missing('jp', '/trade/BTC_JPY')).toEqual([]);
    expect(legal('jp')).toBeGreaterThan(1);
    expect(missing('au', '/legal/complaints-handling-policy')).toEqual([]);
    expect(missing('uae', '/trade/BTC_AED')).toEqual([]);
    expect(legal('uae')).toBeGreaterThan(1);
  });

  it('regional statements: EU in English and Italian, US disclaimer link, UK promotion notice, HK policy', () => {
    expect(configs.eu.footer.texts.some((t) => t.label_i18n?.it)).toBe(true);
    expect(configs.us.footer.texts.some((t) => t.href === '/legal/disclosures')).toBe(true);
    expect(configs.uk.footer.texts.some((t) => /financial promotion/i.test(t.label))).toBe(true);
    expect(configs.hk.footer.texts.length).toBeGreaterThan(0);
    expect(configs.main.footer.texts).toEqual([]);
  });
});
