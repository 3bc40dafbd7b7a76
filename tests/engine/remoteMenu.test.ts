import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configKeyLabels, filterRemoteMenu, humanizeKey, loadMenus, remoteToNavItems } from '../../engine/remoteMenu.ts';
import { resolveItems } from '../../engine/resolveItems.ts';
import { NavItem } from '../../schemas/navItem.ts';
import { parseRemoteMenu } from '../../schemas/remoteMenu.ts';
import { contextArb } from './arbitraries.ts';

const list = (items: unknown[]) => ({ code: 200, data: { list: items } });

describe('parseRemoteMenu (SPEC §5)', () => {
  it('falls back to the first value for invalid enums and coerces hidden', () => {
    const { items, warnings } = parseRemoteMenu(
      list([{ code: 'a', title: 'A', jump_type: 9, show_mode: 'x', platform_type: null, hidden: 'true', tags: [{ type: 42, code: 't' }] }]),
    );
    expect(warnings).toEqual([]);
    expect(items[0]).toMatchObject({ jump_type: 1, show_mode: 1, platform_type: 1, hidden: true, tags: [{ type: 1, code: 't' }] });
  });

  it('accepts numeric strings for enums and keeps valid values', () => {
    const { items } = parseRemoteMenu(list([{ code: 'a', title: 'A', jump_type: '2', show_mode: 2, platform_type: '3', hidden: 0 }]));
    expect(items[0]).toMatchObject({ jump_type: 2, show_mode: 2, platform_type: 3, hidden: false });
  });

  it('skips invalid items with a warning naming the path and reason', () => {
    const { items, warnings } = parseRemoteMenu(
      list([{ title: 'no code' }, 'str', { code: 'ok', title: 'OK', children: [{ code: '' }, { code: 'c', title: 'C' }] }]),
    );
    expect(items.map((i) => i.code)).toEqual(['ok']);
    expect(items[0]?.children.map((c) => c.code)).toEqual(['c']);
    expect(warnings.map((w) => w.path)).toEqual(['data.list[0]', 'data.list[1]', 'data.list[2].children[0]']);
    expect(warnings[0]?.reason).toMatch(/code/);
  });

  it('reports an invalid envelope instead of throwing', () => {
    for (const bad of [null, 'x', 1, [], { data: null }, { data: 'x' }]) {
      const r = parseRemoteMenu(bad);
      expect(r.items).toEqual([]);
      expect(r.warnings.length).toBe(1);
    }
  });

  it('property: never throws on any JSON input', () => {
    const itemish = fc.record(
      {
        code: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        title: fc.oneof(fc.string(), fc.integer()),
        jump_type: fc.jsonValue(),
        hidden: fc.jsonValue(),
        platform_type: fc.jsonValue(),
        tags: fc.oneof(fc.jsonValue(), fc.array(fc.record({ type: fc.jsonValue(), code: fc.jsonValue() }))),
        children: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.array(itemish).map((l) => list(l)),
        ),
        (input) => {
          const r = parseRemoteMenu(input);
          expect(Array.isArray(r.items)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('filterRemoteMenu (SPEC §5)', () => {
  const { items } = parseRemoteMenu(
    list([
      {
        code: 'all',
        title: 'All',
        platform_type: 1,
        tags: [
          { type: 3, code: 'nft' },
          { type: 2, word: 'New' },
        ],
      },
      { code: 'web', title: 'Web', platform_type: 2 },
      { code: 'h5', title: 'H5', platform_type: 3 },
      { code: 'hidden', title: 'Hidden', hidden: true },
      { code: 'untitled' },
      { code: 'image-only', light_image: '/icons/x.png' },
      {
        code: 'parent',
        title: 'P',
        children: [
          { code: 'child-no-title', jump_url: '/c' },
          { code: 'child-h5', platform_type: 3 },
        ],
      },
    ]),
  );

  it('keeps web and all items in the header, drops untitled top-level items and compliance tags', () => {
    const out = filterRemoteMenu(items, 'header', ['nft']);
    expect(out.map((i) => i.code)).toEqual(['all', 'web', 'image-only', 'parent']);
    expect(out[0]?.tags.map((t) => t.word)).toEqual(['New']);
    expect(out[3]?.children.map((c) => c.code)).toEqual(['child-no-title']);
  });

  it('keeps h5 and all items in the side drawer', () => {
    expect(filterRemoteMenu(items, 'side', []).map((i) => i.code)).toEqual(['all', 'h5', 'image-only', 'parent']);
  });

  it('converts to config items that validate and resolve', () => {
    const nav = remoteToNavItems(filterRemoteMenu(items, 'header', []));
    for (const n of nav) expect(NavItem.safeParse(n).success).toBe(true);
    expect(nav.find((n) => n.id === 'parent')?.type).toBe('menu');
  });

  it('property: filtered output never holds a hidden item, a wrong-platform item or a banned tag', () => {
    fc.assert(
      fc.property(contextArb, fc.constantFrom('header' as const, 'side' as const), (ctx, placement) => {
        const out = filterRemoteMenu(items, placement, ctx.compliance.menu);
        const walk = (l: typeof out): void =>
          l.forEach((i) => {
            expect(i.hidden).toBe(false);
            expect([1, placement === 'header' ? 2 : 3]).toContain(i.platform_type);
            for (const t of i.tags) expect(ctx.compliance.menu.includes(t.code ?? '')).toBe(false);
            walk(i.children);
          });
        walk(out);
        expect(() => resolveItems(remoteToNavItems(out), ctx)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});

describe('loadMenus (SPEC §4, §7, §8)', () => {
  const good = list([
    { code: 'trade', title: 'Trade', platform_type: 1, children: [{ code: 'spot', title: 'Spot', jump_url: '/trade/BTC_USDT' }] },
    { code: 'h5only', title: 'App', platform_type: 3, jump_url: '/app' },
  ]);
  const harness = (remote: unknown[], server: unknown) => {
    const calls = { remote: 0, server: 0, sleeps: [] as number[], warnings: [] as string[] };
    return {
      calls,
      src: {
        remote: async () => {
          const answer = remote[calls.remote++];
          if (answer instanceof Error) throw answer;
          return answer;
        },
        serverMenu: async () => {
          calls.server++;
          return server;
        },
        sleep: async (ms: number) => {
          calls.sleeps.push(ms);
        },
        warn: (m: string) => calls.warnings.push(m),
      },
    };
  };

  it('one request serves the header (web) and the side drawer (h5)', async () => {
    const h = harness([good], undefined);
    const r = await loadMenus(h.src, []);
    expect(h.calls.remote).toBe(1);
    expect(r.header.source).toBe('remote');
    expect(r.header.items.map((i) => i.id)).toEqual(['trade']);
    expect(r.side.items.map((i) => i.id)).toEqual(['trade', 'h5only']);
    expect(h.calls.server).toBe(0);
  });

  it('retries 3 times 1 s apart, then falls back to the server menu (fetched once)', async () => {
    const h = harness([undefined, new Error('down'), undefined, undefined, good], good);
    const r = await loadMenus(h.src, []);
    expect(h.calls.remote).toBe(4);
    expect(h.calls.sleeps).toEqual([1000, 1000, 1000]);
    expect([r.header.source, r.side.source]).toEqual(['server', 'server']);
    expect(h.calls.server).toBe(1);
    expect(h.calls.warnings.join('\n')).toMatch(/failed after 3 retries/);
  });

  it('succeeds on a retry without touching the fallback', async () => {
    const h = harness([undefined, good], undefined);
    expect((await loadMenus(h.src, [])).header.source).toBe('remote');
    expect(h.calls.sleeps).toEqual([1000]);
  });

  it('an invalid format is logged and falls back to the server menu, then to the config', async () => {
    const h = harness([{ nope: true }], good);
    expect((await loadMenus(h.src, [])).header.source).toBe('server');
    expect(h.calls.warnings.join('\n')).toMatch(/invalid format/);
    const none = harness([{ nope: true }], 'garbage');
    expect((await loadMenus(none.src, [])).header).toEqual({ source: 'config', items: [] });
  });

  it('drops tags the compliance list names', async () => {
    const tagged = list([
      {
        code: 'earn',
        title: 'Earn',
        jump_url: '/earn',
        tags: [
          { type: 3, code: 'hot_tag' },
          { type: 2, word: 'APR' },
        ],
      },
    ]);
    const r = await loadMenus(harness([tagged], undefined).src, ['hot_tag']);
    expect(r.header.items[0]?.tags).toEqual([{ type: 'word', word: 'APR', code: undefined, light_icon: undefined, dark_icon: undefined }]);
  });
});

describe('remote items as a trader meets them (market panels, theme, keys)', () => {
  const item = (extra: Record<string, unknown>) => ({ code: 'x', jump_type: 1, show_mode: 1, platform_type: 1, hidden: false, ...extra });

  it('a market kind makes the entry a market item that validates like the config; an unknown kind is reported and dropped', () => {
    const { items, warnings } = parseRemoteMenu(
      list([
        item({ code: 'spot', title: 'Spot', jump_url: '/trade/BTC_USDT', market: 'spot' }),
        item({ code: 'delivery', title: 'Delivery', market: 'delivery' }),
        item({ code: 'odd', title: 'Odd', jump_url: '/odd', market: 'margin' }),
      ]),
    );
    expect(warnings).toEqual([{ path: 'data.list[2].market', reason: expect.stringMatching(/unknown market panel "margin"/) }]);
    const nav = remoteToNavItems(items);
    expect(nav.map((n) => [n.type, n.type === 'market' ? n.market : undefined])).toEqual([
      ['market', 'spot'],
      ['market', 'delivery'],
      ['link', undefined],
    ]);
    for (const n of nav) expect(NavItem.safeParse(n).success).toBe(true);
  });

  it('keeps the dark icon and image; an image-only item is its picture, its label the alt text, never the code', () => {
    const [withIcons, imageOnly] = remoteToNavItems(
      parseRemoteMenu(
        list([
          item({
            code: 'earn',
            title: 'Earn',
            jump_url: '/e',
            light_icon: '/i/e.svg',
            dark_icon: '/i/e-dark.svg',
            light_image: '/b.svg',
            dark_image: '/b-dark.svg',
          }),
          item({ code: 'promo_banner', jump_url: '/p', light_image: '/p.svg', dark_image: '/p-dark.svg' }),
        ]),
      ).items,
    );
    expect(withIcons).toMatchObject({ icon: '/i/e.svg', icon_dark: '/i/e-dark.svg', image: '/b.svg', image_dark: '/b-dark.svg' });
    expect(withIcons!.image_only).toBeUndefined();
    expect(imageOnly).toMatchObject({ image: '/p.svg', image_dark: '/p-dark.svg', image_only: true, label: 'Promo banner' });
  });

  it('a title_key alone is shown as its text: the region config names the entry, else the key in words', () => {
    const config = [
      { id: 'quick-buy', type: 'link', label: 'Quick Buy', label_i18n: { zh: '快捷买币' }, desc: 'Card and bank', href: '/q' },
    ] as NavItem[];
    const remote = parseRemoteMenu(
      list([
        item({ code: 'quick_buy', title_key: 'nav.quick_buy', desc_key: 'nav.quick_buy.desc', jump_url: '/q' }),
        item({ code: 'guide', title_key: 'nav.futures_guide', desc_key: 'nav.futures_guide.desc', jump_url: '/g' }),
      ]),
    ).items;
    const [en, guide] = remoteToNavItems(remote, configKeyLabels(config, 'en'));
    expect(en).toMatchObject({ label: 'Quick Buy', desc: 'Card and bank' });
    expect(guide!.label).toBe('Futures guide');
    expect(guide!.desc).toBeUndefined();
    expect(remoteToNavItems(remote, configKeyLabels(config, 'zh'))[0]!.label).toBe('快捷买币');
    expect(humanizeKey('nav.pre_market')).toBe('Pre market');
  });

  it('the stored menu keeps the English each translation was made from; the menu of one language carries neither', async () => {
    const { menuForLang } = await import('../../server/remoteMenu.ts');
    const { RemoteMenuItemOut, StoredRemoteMenu } = await import('../../schemas/api/remoteMenu.ts');
    const stored = StoredRemoteMenu.parse({
      list: [
        {
          code: 'spot',
          title: 'Spot',
          title_i18n: { fr: 'Au comptant' },
          title_i18n_from: { fr: 'Spot' },
          desc: 'Trade',
          desc_i18n: { fr: 'Échanger' },
          desc_i18n_from: { fr: 'Trade now' },
          jump_type: 1,
          hidden: false,
          jump_url: '/trade',
          show_mode: 1,
          platform_type: 1,
          tags: [],
        },
      ],
    });
    const [french] = menuForLang(stored.list, 'fr');
    expect(french).toMatchObject({ title: 'Au comptant', desc: 'Échanger' });
    expect(Object.keys(french!).filter((k) => k.includes('_i18n'))).toEqual([]);
    expect(RemoteMenuItemOut.safeParse(french).success).toBe(true);
  });

  it("the server's built-in menu keeps every market panel of the config for the header and the drawer", async () => {
    const { builtInMenu, menuForLang } = await import('../../server/remoteMenu.ts');
    const menu = menuForLang((await builtInMenu()).list, 'en');
    for (const placement of ['header', 'side'] as const) {
      const markets: string[] = [];
      const walk = (items: NavItem[]) => {
        for (const i of items) {
          if (i.type === 'market' && i.market) markets.push(i.market);
          walk(i.children ?? []);
        }
      };
      walk(remoteToNavItems(filterRemoteMenu(menu, placement, [])));
      expect(markets.sort()).toEqual(['alpha', 'delivery', 'fiat', 'futures', 'options', 'pilot', 'premarket', 'spot']);
    }
  });
});
