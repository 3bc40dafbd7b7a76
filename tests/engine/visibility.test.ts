import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveItems } from '../../engine/resolveItems.ts';
import { checkCondition, checkRule } from '../../engine/visibility.ts';
import type { VisibilityContext } from '../../schemas/context.ts';
import { NavItem } from '../../schemas/navItem.ts';
import { contextArb, itemArb, KEYS } from './arbitraries.ts';

const ctx: VisibilityContext = {
  site: 'main',
  lang: 'en',
  isLogin: false,
  tier: 0,
  platform: 'web',
  accountMode: 'classic',
  compliance: { menu: ['nft'], business: [], limit: { au_redirect: false, is_sanction_country: false } },
  flags: { isUKLimit: true },
  offers: ['earn'],
};

describe('checkCondition', () => {
  it('shows items without conditions', () => {
    expect(checkCondition(undefined, ctx)).toBeNull();
    expect(checkCondition({}, ctx)).toBeNull();
  });

  it.each([
    [{ login: 'in' as const }, 'login', 'in'],
    [{ sites: ['us' as const] }, 'sites', ['us']],
    [{ needs: ['earn' as const, 'margin' as const] }, 'needs', 'margin'],
    [{ compliance: ['learn', 'nft'] }, 'compliance', 'nft'],
    [{ flagsOff: ['isItalyLimit' as const, 'isUKLimit' as const] }, 'flagsOff', 'isUKLimit'],
    [{ flagsOn: ['whiteListShow' as const] }, 'flagsOn', 'whiteListShow'],
    [{ platform: 'h5' as const }, 'platform', 'h5'],
    [{ langs: ['zh' as const] }, 'langs', ['zh']],
    [{ notLangs: ['en' as const] }, 'notLangs', 'en'],
    [{ accountModes: ['multi_currency' as const] }, 'accountModes', 'classic'],
    [{ minTier: 1 }, 'minTier', 1],
  ])('%j is hidden by rule %s with value %j', (when, rule, value) => {
    const r = checkCondition(when, ctx);
    expect(r?.rule).toBe(rule);
    expect(r?.value).toEqual(value);
    expect(r?.detail.length).toBeGreaterThan(3);
  });

  it('passes when every field holds', () => {
    expect(
      checkCondition(
        {
          login: 'out',
          sites: ['main'],
          needs: ['earn'],
          compliance: ['web3'],
          flagsOn: ['isUKLimit'],
          platform: 'web',
          maxTier: 0,
        },
        ctx,
      ),
    ).toBeNull();
  });
});

describe('checkRule (the checks of the engine rules in engine/rules.ts)', () => {
  const limited = { ...ctx, compliance: { ...ctx.compliance, limit: { au_redirect: false, is_sanction_country: true } } };

  it('checks the config condition first, then the region switches, limits and alternatives', () => {
    expect(checkRule({ login: 'in', regionOff: ['hiddenLogin'] }, ctx, { hiddenLogin: true })).toMatchObject({ rule: 'login' });
    expect(checkRule({ regionOff: ['hiddenLogin'] }, ctx, { hiddenLogin: true })).toEqual({
      rule: 'regionOff',
      value: 'hiddenLogin',
      detail: 'the region config sets hiddenLogin',
    });
    expect(checkRule({ regionOff: ['hiddenLogin'] }, ctx, { hiddenLogin: false })).toBeNull();
    expect(checkRule({ regionOn: ['social'] }, ctx, {})).toMatchObject({ rule: 'regionOn', value: 'social' });
    expect(checkRule({ regionOn: ['social'] }, ctx, { social: true })).toBeNull();
    expect(checkRule({ limitsOn: ['au_redirect'] }, limited)).toMatchObject({ rule: 'limitsOn', value: ['au_redirect'] });
    expect(checkRule({ limitsOn: ['is_sanction_country'] }, limited)).toBeNull();
  });

  it('holds when one alternative holds, and names every failed one otherwise', () => {
    const rule = {
      anyOf: [{ limitsOn: ['au_redirect' as const] }, { sites: ['tr' as const], limitsOn: ['is_sanction_country' as const] }],
    };
    expect(checkRule(rule, { ...limited, site: 'tr' })).toBeNull();
    expect(checkRule(rule, limited)).toMatchObject({ rule: 'anyOf', value: ['limitsOn', 'sites'] });
  });

  it('puts `off` before every check and says the note after the failing check', () => {
    const off = { rule: 'hidden' as const, value: true, detail: 'hidden is true' };
    expect(checkRule({ off, login: 'in' }, ctx)).toBe(off);
    expect(checkRule({ flagsOff: ['isUKLimit'], note: 'the UK hides it' }, ctx)?.detail).toBe('flag isUKLimit is set: the UK hides it');
  });
});

describe('resolveItems', () => {
  const items: NavItem[] = [
    {
      id: 'trade',
      type: 'menu',
      label: 'Trade',
      label_i18n: { zh: '交易' },
      children: [
        {
          id: 'spot',
          type: 'link',
          label: 'Spot',
          href: '/trade/BTC_USDT',
          tags: [
            { type: 'fire', code: 'nft' },
            { type: 'word', word: 'New' },
          ],
        },
        { id: 'nft', type: 'link', label: 'NFT', href: '/nft', when: { compliance: ['nft'] } },
      ],
    },
    { id: 'gone', type: 'menu', label: 'Gone', children: [{ id: 'x', type: 'link', label: 'X', href: '/x', when: { login: 'in' } }] },
    { id: 'bad', type: 'link', label: 'Bad', href: 'javascript:alert(1)' },
  ];

  it('returns the visible tree with built links, translated labels and compliance-filtered tags', () => {
    const { visible, hidden } = resolveItems(items, { ...ctx, lang: 'zh' }, 'header.main');
    expect(visible.map((i) => i.id)).toEqual(['trade']);
    expect(visible[0]?.label).toBe('交易');
    expect(visible[0]?.children.map((c) => [c.id, c.href, c.path])).toEqual([['spot', '/zh/trade/BTC_USDT', 'header.main[0].children[0]']]);
    expect(visible[0]?.children[0]?.tags).toEqual([{ type: 'word', word: 'New' }]);
    expect(hidden.map((h) => [h.path, h.rule, h.value])).toEqual([
      ['header.main[0].children[1]', 'compliance', 'nft'],
      ['header.main[1].children[0]', 'login', 'in'],
      ['header.main[1]', 'children', 0],
      ['header.main[2]', 'href', 'javascript:alert(1)'],
    ]);
  });

  it('property: never throws, visible + hidden account for every top-level item, output ids come from input', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 6 }), contextArb, (list, c) => {
        const { visible, hidden } = resolveItems(list, c, 'm');
        const topHidden = hidden.filter((h) => /^m\[\d+\]$/.test(h.path)).length;
        expect(visible.length + topHidden).toBe(list.length);
        for (const v of visible) {
          expect(list.some((i) => i.id === v.id)).toBe(true);
          if (v.href) expect(v.href.startsWith('/') ? !v.href.startsWith('//') : /^https?:/.test(v.href)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('property: adding a compliance key never makes an item appear', () => {
    const ids = (vis: ReturnType<typeof resolveItems>['visible']): string[] => vis.flatMap((v) => [v.path, ...ids(v.children)]);
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 6 }), contextArb, fc.constantFrom(...KEYS), (list, c, key) => {
        const before = new Set(ids(resolveItems(list, c).visible));
        const more = { ...c, compliance: { ...c.compliance, menu: [...c.compliance.menu, key] } };
        for (const p of ids(resolveItems(list, more).visible)) expect(before.has(p)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('property: generated config items are schema-valid input and survive a JSON round trip', () => {
    fc.assert(
      fc.property(itemArb, contextArb, (item, c) => {
        const parsed = NavItem.safeParse(JSON.parse(JSON.stringify(item)));
        if (parsed.success) expect(() => resolveItems([parsed.data], c)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
