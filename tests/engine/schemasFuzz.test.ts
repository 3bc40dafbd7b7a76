import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../engine/configMerge.ts';
import type { LinkOptions } from '../../engine/links.ts';
import { validateRegionDraft, validateRemoteMenuDraft } from '../../engine/ops/validateDraft.ts';
import { filterRemoteMenu, remoteToNavItems } from '../../engine/remoteMenu.ts';
import type { ResolvedItem } from '../../engine/resolveItems.ts';
import { resolveItems } from '../../engine/resolveItems.ts';
import { linkOptionsFor, resolveLayer } from '../../engine/resolveLayer.ts';
import { StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import type { NavItem } from '../../schemas/navItem.ts';
import { RegionConfig } from '../../schemas/regionConfig.ts';
import { parseRemoteMenu } from '../../schemas/remoteMenu.ts';
import type { SiteCode } from '../../schemas/site.ts';
import { flatten, loadAll } from '../configs/helpers.ts';
import { hostileHtmlArb, hostileStringArb, hostileUrlArb } from '../hostile/arbitraries.ts';
import { unsafeHref } from '../hostile/oracle.ts';
import { contextArb } from './arbitraries.ts';

let configs: Record<SiteCode, RegionConfig>;
let files: Record<string, Json>;
let links: LinkOptions;
beforeAll(async () => {
  ({ configs, files } = await loadAll());
  links = linkOptionsFor(
    configs.main,
    Object.values(configs).flatMap((c) => c.hosts),
  );
});

/** Every href and image source a resolved tree hands the renderer, with where it came from. */
function urlsOf(items: readonly ResolvedItem[]): { where: string; url: string }[] {
  const out: { where: string; url: string }[] = [];
  const walk = (list: readonly ResolvedItem[]) => {
    for (const i of list) {
      if (i.href !== undefined) out.push({ where: `${i.path}.href`, url: i.href });
      if (i.icon !== undefined) out.push({ where: `${i.path}.icon`, url: i.icon });
      for (const t of i.tags)
        for (const u of [t.light_icon, t.dark_icon]) if (u !== undefined) out.push({ where: `${i.path}.tag`, url: u });
      walk(i.children);
    }
  };
  walk(items);
  return out;
}

function expectSafe(items: readonly ResolvedItem[]) {
  for (const { where, url } of urlsOf(items)) {
    // A bare icon name is served from /icons/ by the renderer.
    if (/^[\w-][\w.-]*$/.test(url)) continue;
    expect(unsafeHref(url, links.allowedHosts ?? []), where).toBeNull();
  }
}

const tagArb = fc.record(
  {
    type: fc.oneof(fc.integer({ min: -1, max: 7 }), hostileStringArb),
    light_icon: hostileUrlArb,
    dark_icon: hostileUrlArb,
    code: hostileStringArb,
    word: hostileHtmlArb,
  },
  { requiredKeys: [] },
);

/** Remote menu items as a hostile (or broken) server or ops draft could send them. */
const remoteItemArb = fc.letrec<{ item: Record<string, unknown> }>((tie) => ({
  item: fc.record(
    {
      code: fc.oneof(hostileStringArb, fc.constantFrom('a', 'b', 'c')),
      title: hostileHtmlArb,
      title_key: hostileHtmlArb,
      desc: hostileHtmlArb,
      light_icon: hostileUrlArb,
      dark_icon: hostileUrlArb,
      light_image: hostileUrlArb,
      dark_image: hostileUrlArb,
      jump_type: fc.oneof(fc.constantFrom(1, 2, '2', 0), hostileStringArb),
      jump_url: hostileUrlArb,
      hidden: fc.oneof(fc.boolean(), hostileStringArb),
      show_mode: fc.constantFrom(1, 2, 'x'),
      platform_type: fc.constantFrom(1, 2, 3, '2', null),
      tags: fc.oneof(fc.array(tagArb, { maxLength: 3 }), hostileStringArb),
      children: fc.oneof({ depthSize: 'small' }, fc.constant([]), fc.array(tie('item'), { maxLength: 3 })),
    },
    { requiredKeys: ['code'] },
  ),
})).item;

describe('remote menu parsing and drawing (SPEC §5) under hostile input', () => {
  it('property: parseRemoteMenu and the strict stored schema never throw, whatever the JSON', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.array(remoteItemArb, { maxLength: 4 }).map((list) => ({ code: 200, data: { list } })),
        ),
        (raw) => {
          const { items, warnings } = parseRemoteMenu(raw);
          expect(Array.isArray(items) && Array.isArray(warnings)).toBe(true);
          expect(StoredRemoteMenu.safeParse(raw).success).toBeTypeOf('boolean');
          expect(Array.isArray(validateRemoteMenuDraft(raw))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: every href and icon a hostile remote menu reaches the renderer with is safe', () => {
    fc.assert(
      fc.property(fc.array(remoteItemArb, { minLength: 1, maxLength: 4 }), contextArb, (list, ctx) => {
        const { items } = parseRemoteMenu({ code: 200, data: { list } });
        for (const placement of ['header', 'side'] as const) {
          const nav = remoteToNavItems(filterRemoteMenu(items, placement, ctx.compliance.menu));
          expectSafe(resolveItems(nav, ctx, 'remote', links).visible);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the ops validation refuses every hostile URL the site would drop', () => {
    fc.assert(
      fc.property(hostileUrlArb, (url) => {
        const issues = validateRemoteMenuDraft({
          list: [
            { code: 'x', title: 'X', jump_type: 1, hidden: false, show_mode: 1, platform_type: 1, tags: [], jump_url: url, children: [] },
          ],
        });
        const nav = remoteToNavItems(parseRemoteMenu({ data: { list: [{ code: 'x', title: 'X', jump_url: url }] } }).items);
        const kept = resolveItems(nav, { ...baseCtx, site: 'main' }, 'remote', links).visible;
        // Refused by ops or harmless on the site: never both accepted and unsafe.
        if (issues.length === 0) expectSafe(kept);
      }),
      { numRuns: 500 },
    );
  });
});

const baseCtx = {
  site: 'main' as const,
  lang: 'en' as const,
  isLogin: true,
  tier: 0,
  platform: 'web' as const,
  accountMode: 'classic' as const,
  compliance: { menu: [], business: [], limit: { au_redirect: false, is_sanction_country: false } },
  flags: {},
  offers: [],
};

describe('region configs under hostile input', () => {
  it('property: the schema and the ops draft validation never throw, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(RegionConfig.safeParse(raw).success).toBe(false);
        expect(Array.isArray(validateRegionDraft('base', raw, files))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('property: hostile hrefs, icons, tags and labels in a real config reach the renderer only when safe', () => {
    const config = configs.main;
    const count = flatten(config.header.main).length;
    const edit = fc.record({
      at: fc.nat({ max: count - 1 }),
      href: hostileUrlArb,
      icon: hostileUrlArb,
      tag: hostileUrlArb,
      label: hostileHtmlArb,
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 6 }), contextArb, (edits, ctx) => {
        const copy = structuredClone(config);
        const all = flatten(copy.header.main) as NavItem[];
        for (const e of edits) {
          const item = all[e.at]!;
          item.href = e.href;
          item.icon = e.icon;
          item.label = e.label;
          item.tags = [{ type: 'image', light_icon: e.tag, dark_icon: e.tag }];
        }
        // An edit the schema refuses (a link with an empty href) never reaches the engine.
        const parsed = RegionConfig.safeParse(copy);
        fc.pre(parsed.success);
        const layer = resolveLayer(parsed.data!, ctx, links);
        expectSafe([...layer.header.main, ...layer.footer.columns.flatMap((c) => c.items)]);
      }),
      { numRuns: 300 },
    );
  });
});
