import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ItemBoundary } from '../../renderer/ItemBoundary.tsx';
import { LinkItem } from '../../renderer/items/LinkItem.tsx';
import { componentFor, ITEM_COMPONENTS, ItemView, RenderItem, UnknownItemTypeError } from '../../renderer/registry.tsx';
import { NAV_ITEM_TYPES, NavItem } from '../../schemas/navItem.ts';
import { Env, item } from './fixtures.tsx';

afterEach(() => vi.restoreAllMocks());

describe('item registry', () => {
  it('has one component per item type of the schema union, and no other', () => {
    // The `type` literal of each option of the NavItem discriminated union, read from the schema itself.
    type Def = { options?: { _zod: { def: { shape: { type: { _zod: { def: { values: string[] } } } } } } }[] };
    const unionTypes = ((NavItem._zod.def as Def).options ?? []).flatMap((o) => o._zod.def.shape.type._zod.def.values);
    expect(unionTypes.length).toBeGreaterThan(0);
    expect(Object.keys(ITEM_COMPONENTS).sort()).toEqual([...unionTypes].sort());
    expect([...NAV_ITEM_TYPES].sort()).toEqual([...unionTypes].sort());
    expect(componentFor('link', 'x')).toBe(LinkItem);
    expect(componentFor(' Link ', 'x')).toBe(LinkItem);
  });

  it('throws on an unknown type, naming the type and the config entry', () => {
    expect(() => componentFor('carousel', 'header.main[3].children[1]')).toThrow(UnknownItemTypeError);
    expect(() => componentFor('carousel', 'header.main[3].children[1]')).toThrow(/"carousel" at header\.main\[3\]\.children\[1\]/);
    expect(() => componentFor(undefined, 'footer.texts[0]')).toThrow(/footer\.texts\[0\]/);
    // Inherited object keys are not item types.
    expect(() => componentFor('toString', 'p')).toThrow(UnknownItemTypeError);
  });

  it('the dispatcher fails loudly when rendering an unknown type', () => {
    const bad = item({ id: 'x', path: 'header.main[3].children[1]', type: 'carousel' as never });
    expect(() =>
      renderToString(
        <Env>
          <ItemView item={bad} placement="panel" />
        </Env>,
      ),
    ).toThrow(/header\.main\[3\]\.children\[1\]/);
  });

  it('renders known types through the registry', () => {
    const link = item({ id: 'spot', path: 'header.main[0]', type: 'link', label: 'Spot', href: '/trade/BTC_USDT', badge: 'zeroFees' });
    const html = renderToString(
      <Env>
        <RenderItem item={link} placement="bar" />
      </Env>,
    );
    expect(html).toContain('href="/trade/BTC_USDT"');
    expect(html).toContain('Spot');
    expect(html).toContain('0 Fees');
  });

  it('a menu is a disclosure button that controls its (hidden) panel', () => {
    const menu = item({
      id: 'trade',
      path: 'header.main[1]',
      type: 'menu',
      label: 'Trade',
      children: [item({ id: 'spot', path: 'header.main[1].children[0]', type: 'link', label: 'Spot', href: '/trade/BTC_USDT' })],
    });
    const html = renderToString(
      <Env>
        <RenderItem item={menu} placement="bar" />
      </Env>,
    );
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('aria-expanded="false"');
    expect(controls).toBeTruthy();
    expect(html).toMatch(new RegExp(`id="${controls}"[^>]*hidden`));
  });

  it('in the drawer (mobile) a menu is an accordion drawn by the same component', () => {
    const menu = item({
      id: 'earn',
      path: 'header.main[4]',
      type: 'menu',
      label: 'Earn',
      children: [item({ id: 'staking', path: 'header.main[4].children[0]', type: 'link', label: 'Staking', href: '/staking' })],
    });
    const html = renderToString(
      <Env>
        <RenderItem item={menu} placement="bar" mobile />
      </Env>,
    );
    expect(html).toContain('class="acc-trigger"');
    expect(html).toContain('href="/staking"');
  });

  it('a menu inside a panel is a titled group whose entries the registry draws, at any depth', () => {
    const menu = item({
      id: 'more',
      path: 'header.main[2].children[0]',
      type: 'menu',
      label: 'More',
      children: [
        item({
          id: 'tools',
          path: 'header.main[2].children[0].children[0]',
          type: 'group',
          label: 'Tools',
          children: [
            item({ id: 'api', path: 'header.main[2].children[0].children[0].children[0]', type: 'link', label: 'API', href: '/api' }),
          ],
        }),
      ],
    });
    const html = renderToString(
      <Env>
        <RenderItem item={menu} placement="panel" />
      </Env>,
    );
    expect(html.match(/class="nav-group"/g)).toHaveLength(2);
    expect(html).toContain('class="item-li item-li--group"');
    expect(html).toContain('class="item-li item-li--link"');
    expect(html).toContain('href="/api"');
  });
});

describe('item error boundary', () => {
  it('renders an inline fallback that names the bad config entry', () => {
    const boundary = new ItemBoundary({ path: 'header.main[3].children[1]', caption: 'Unavailable', children: null });
    boundary.state = ItemBoundary.getDerivedStateFromError(new Error('boom'));
    const html = renderToString(boundary.render());
    expect(html).toContain('header.main[3].children[1]');
    expect(html).toContain('data-config-path="header.main[3].children[1]"');
    expect(html).toContain('Unavailable');
  });

  it('logs the path of the entry that failed', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boundary = new ItemBoundary({ path: 'footer.columns[2].items[0]', children: null });
    boundary.componentDidCatch(new Error('bad label'), { componentStack: '' });
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('footer.columns[2].items[0]'), expect.anything());
    expect(spy.mock.calls[0]?.[0]).toContain('bad label');
  });

  it('passes children through while nothing failed', () => {
    const html = renderToString(
      <ItemBoundary path="header.main[0]">
        <span>ok</span>
      </ItemBoundary>,
    );
    expect(html).toBe('<span>ok</span>');
  });
});
