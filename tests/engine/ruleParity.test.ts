import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ComposedLayer, composeLayer } from '../../engine/composeLayer.ts';
import { langPrefix } from '../../engine/links.ts';
import { type Audience, audienceContext } from '../../engine/ops/audience.ts';
import type { Cell } from '../../engine/ops/matrix.ts';
import { visibilityMatrix } from '../../engine/ops/matrix.ts';
import { remoteMenuMatrix } from '../../engine/ops/remoteMatrix.ts';
import { type LoadedMenus, loadMenus, type Placement } from '../../engine/remoteMenu.ts';
import type { HiddenItem, ResolvedItem } from '../../engine/resolveItems.ts';
import { HEADER_PARTS } from '../../engine/rules.ts';
import { FLAG_NAMES } from '../../schemas/condition.ts';
import { REGION_FLAG_NAMES } from '../../schemas/enums.ts';
import type { NavItem } from '../../schemas/navItem.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { parseRemoteMenu } from '../../schemas/remoteMenu.ts';
import { LANG_CODES, SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { loadAll } from '../configs/helpers.ts';
import { conditionArb, hrefArb, itemArb, KEYS } from './arbitraries.ts';

// The console's "why hidden" must be what the site draws. These properties hold
// the matrices (engine/ops/matrix.ts, remoteMatrix.ts) against composeLayer itself, called here
// the way the site calls it: every verdict, and every reason the composition gives, must match.

const audienceArb: fc.Arbitrary<Audience> = fc.record({
  site: fc.constantFrom(...SITE_CODES),
  lang: fc.constantFrom(...LANG_CODES),
  login: fc.boolean(),
  platform: fc.constantFrom('web' as const, 'h5' as const),
  compliance: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 3 }),
  business: fc.uniqueArray(fc.constantFrom('copy_trading', 'earn'), { maxLength: 1 }),
  flags: fc.dictionary(fc.constantFrom(...FLAG_NAMES), fc.boolean()),
  tier: fc.integer({ min: 0, max: 6 }),
  accountMode: fc.constantFrom('classic' as const, 'single_currency' as const, 'multi_currency' as const),
});

/** Gives every item a distinct id, so a matrix row (keyed by the chain of ids) is one item. */
function renumber<T extends { id: string; children?: NavItem[] }>(items: readonly T[], next: () => string): T[] {
  return items.map((i) => ({ ...i, id: next(), ...(i.children ? { children: renumber(i.children, next) } : {}) }));
}

const list = fc.array(itemArb, { maxLength: 4 });
const columnArb = fc.record(
  { id: fc.constant('c'), title: fc.string({ maxLength: 8 }), items: list, when: conditionArb },
  { requiredKeys: ['id', 'title', 'items'] },
);

function configArb(base: RegionConfig): fc.Arbitrary<RegionConfig> {
  return fc
    .record({
      main: list,
      wallet: list,
      orders: list,
      profile: list,
      columns: fc.array(columnArb, { maxLength: 3 }),
      texts: list,
      socialLinks: list,
      social: fc.boolean(),
      flags: fc.dictionary(fc.constantFrom(...REGION_FLAG_NAMES), fc.boolean()),
    })
    .map((r) => {
      let n = 0;
      const next = () => `i${n++}`;
      const header = {
        main: renumber(r.main, next),
        wallet: renumber(r.wallet, next),
        orders: renumber(r.orders, next),
        profile: renumber(r.profile, next),
      };
      const columns = r.columns.map((c) => ({ ...c, id: next(), items: renumber(c.items, next) }));
      const footer = {
        ...base.footer,
        columns,
        texts: renumber(r.texts, next),
        socialLinks: renumber(r.socialLinks, next),
        social: r.social,
      };
      return { ...base, header: { ...base.header, ...header }, footer, flags: r.flags };
    });
}

function compose(config: RegionConfig, audience: Audience, remote: LoadedMenus | null): ComposedLayer {
  return composeLayer({
    config,
    ctx: audienceContext(audience, config.offers),
    remote,
    route: { lang: audience.lang, prefix: langPrefix(audience.lang), path: '/', search: '' },
    origin: 'https://www.gate.com',
    langList: {},
    year: 2026,
  });
}

/** Key (section, then the chain of ids) of every item drawn, as the matrices key their rows. */
function drawnKeys(items: readonly ResolvedItem[], prefix: string, out: Set<string>) {
  for (const i of items) {
    out.add(`${prefix}/${i.id}`);
    drawnKeys(i.children, `${prefix}/${i.id}`, out);
  }
  return out;
}

/** Key of every config item by its index path (what a HiddenItem names). */
function keysByPath(items: readonly NavItem[], path: string, key: string, out: Map<string, string>) {
  items.forEach((item, i) => {
    out.set(`${path}[${i}]`, `${key}/${item.id}`);
    keysByPath(item.children ?? [], `${path}[${i}].children`, `${key}/${item.id}`, out);
  });
  return out;
}

function configKeys(config: RegionConfig): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of ['main', 'wallet', 'orders', 'profile'] as const) keysByPath(config.header[s], `header.${s}`, `header.${s}`, out);
  config.footer.columns.forEach((c, i) => {
    out.set(`footer.columns[${i}]`, `footer.columns/${c.id}`);
    keysByPath(c.items, `footer.columns[${i}].items`, `footer.columns/${c.id}`, out);
  });
  keysByPath(config.footer.texts, 'footer.texts', 'footer.texts', out);
  return keysByPath(config.footer.socialLinks, 'footer.socialLinks', 'footer.socialLinks', out);
}

const reasonOf = (c: Cell) => (c.state === 'hidden' ? { rule: c.rule, value: c.value, detail: c.detail } : c.state);
const asReason = (h: Pick<HiddenItem, 'rule' | 'value' | 'detail'>) => ({ rule: h.rule, value: h.value, detail: h.detail });

/** Every hidden cell is explained by the composition: its own reason, its list's, or a hidden parent. */
function expectExplained(cell: Cell, own: ReturnType<typeof asReason> | undefined, parent: Cell | undefined, list: unknown) {
  if (cell.state !== 'hidden') return;
  if (own) expect(reasonOf(cell)).toEqual(own);
  else if (parent?.state === 'hidden') expect(cell.rule).toBe('parent');
  else expect(reasonOf(cell)).toEqual(list);
}

describe('the console matrices say what composeLayer draws (one rule engine)', () => {
  let base: RegionConfig;
  beforeAll(async () => {
    base = (await loadAll()).configs.main;
  });

  it('property: menu items and header parts, every sub-site, login state, audience and config', () => {
    fc.assert(
      fc.property(configArb(base), audienceArb, (config, audience) => {
        const site: SiteCode = audience.site;
        const rows = new Map(visibilityMatrix({ [site]: config }, audience).rows.map((r) => [r.key, r]));
        const keys = configKeys(config);
        for (const login of [false, true]) {
          const composed = compose(config, { ...audience, site, login }, null);
          const { layer } = composed;
          const drawn = new Set<string>();
          for (const s of ['main', 'wallet', 'orders', 'profile'] as const) drawnKeys(layer.header[s], `header.${s}`, drawn);
          for (const c of layer.footer.columns) drawnKeys(c.items, `footer.columns/${c.id}`, drawn.add(`footer.columns/${c.id}`));
          drawnKeys(layer.footer.texts, 'footer.texts', drawn);
          drawnKeys(layer.footer.socialLinks, 'footer.socialLinks', drawn);
          const own = new Map(layer.hidden.map((h) => [keys.get(h.path), asReason(h)]));
          const cellAt = (key: string) => rows.get(key)?.cells[`${site}:${login ? 'in' : 'out'}`];
          for (const [path, key] of keys) {
            const cell = cellAt(key)!;
            expect(cell.state === 'visible', `${key} ${login}`).toBe(drawn.has(key));
            const listName = Object.keys(layer.hiddenLists).find((l) => path.startsWith(`${l}[`));
            const list = listName && layer.hiddenLists[listName as keyof typeof layer.hiddenLists];
            expectExplained(cell, own.get(key), cellAt(key.slice(0, key.lastIndexOf('/'))), list && asReason(list));
          }
          for (const part of HEADER_PARTS) {
            const cell = cellAt(`header.parts/${part}`);
            expect(cell?.state === 'visible', part).toBe(composed.features[part]);
            if (!composed.features[part]) expect(reasonOf(cell!)).toEqual(asReason(composed.hiddenParts[part]!));
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the h5 drawer never draws web-only remote items (SPEC §5): with none for the side it keeps the region menu', () => {
    const audience: Audience = { ...fc.sample(audienceArb, { seed: 1, numRuns: 1 })[0]!, site: 'main' };
    const webOnly: NavItem = { id: 'web-only', type: 'link', label: 'Web only', href: '/web' };
    const menus: LoadedMenus = { header: { source: 'remote', items: [webOnly] }, side: { source: 'config', items: [] } };
    const composed = compose(base, audience, menus);
    expect(composed.layer.header.main.map((i) => i.id)).toEqual(['web-only']);
    const ids = (items: readonly ResolvedItem[]) => items.map((i) => i.id);
    expect(ids(composed.drawer().main)).toEqual(ids(compose(base, audience, null).drawer().main));
    expect(ids(composed.drawer().main)).not.toContain('web-only');
  });

  it('property: remote menu items in the web header and the h5 drawer', async () => {
    const remoteArb = fc.letrec<{ item: Record<string, unknown> }>((tie) => ({
      item: fc.record(
        {
          code: fc.constant('r'),
          title: fc.oneof(fc.constant(''), fc.string({ maxLength: 6 })),
          title_key: fc.constant('nav.spot'),
          light_image: fc.constant('/images/promo.png'),
          jump_url: hrefArb,
          hidden: fc.boolean(),
          platform_type: fc.constantFrom(1, 2, 3),
          children: fc.array(tie('item'), { maxLength: 3 }),
        },
        { requiredKeys: ['code', 'hidden', 'platform_type'] },
      ),
    })).item;
    await fc.assert(
      fc.asyncProperty(fc.array(remoteArb, { maxLength: 5 }), audienceArb, async (raw, audience) => {
        let n = 0;
        const coded = (items: Record<string, unknown>[]): Record<string, unknown>[] =>
          items.map((i) => ({ ...i, code: `r${n++}`, children: coded((i.children as Record<string, unknown>[]) ?? []) }));
        const list = coded(raw);
        // The site's own path: the loader (parse, placement filter, fallback) and then the composition.
        const menus = await loadMenus(
          { remote: async () => ({ data: { list } }), serverMenu: async () => undefined, sleep: async () => {}, warn: () => {} },
          audience.compliance,
        );
        const composed = compose(base, { ...audience, site: 'main' }, menus);
        const { items } = parseRemoteMenu({ data: { list } });
        const rows = remoteMenuMatrix(items, base, audience);
        const trees: Record<Placement, [readonly ResolvedItem[], HiddenItem[]]> = {
          header: [composed.layer.header.main, composed.layer.hidden],
          side: [composed.drawer().main, composed.drawerHidden()],
        };
        for (const p of ['header', 'side'] as const) {
          const remote = menus[p].source === 'remote';
          const [tree, hidden] = trees[p];
          // Whatever the placement draws, keyed as the matrix keys remote items (the region's own menu has no r0…).
          const drawn = drawnKeys(tree, 'list', new Set());
          const keys = keysByPath(remote ? menus[p].items : [], 'header.main', 'list', new Map());
          const own = new Map(hidden.filter((h) => keys.has(h.path)).map((h) => [keys.get(h.path), asReason(h)]));
          const byKey = new Map(rows.map((r) => [r.key, r.cells[p]]));
          for (const row of rows) {
            const cell = row.cells[p];
            expect(cell.state === 'visible', `${row.key} ${p}`).toBe(drawn.has(row.key));
            const parent = byKey.get(row.key.slice(0, row.key.lastIndexOf('/')));
            const reason = own.get(row.key);
            if (reason) expect(reasonOf(cell)).toEqual(reason);
            else if (parent?.state === 'hidden') expect(cell).toMatchObject({ state: 'hidden', rule: 'parent' });
            // Not drawn, and no reason from the composition or a parent: the placement filter dropped it.
            else if (cell.state === 'hidden') expect(cell.rule).toMatch(/^(hidden|title|platform)$/);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
