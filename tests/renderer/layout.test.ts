import { describe, expect, it } from 'vitest';
import { asMenu } from '../../renderer/AccountMenus.tsx';
import { iconSrc } from '../../renderer/items/parts.tsx';
import { panelPosition } from '../../renderer/overlay/placement.ts';
import { panelColumns } from '../../renderer/panelLayout.ts';
import { item } from './fixtures.tsx';

const links = (n: number) =>
  Array.from({ length: n }, (_, i) => item({ id: `l${i}`, path: `m.children[${i}]`, type: 'link', href: `/l${i}` }));

describe('panel layout', () => {
  it('puts each group in its own column', () => {
    const menu = item({
      id: 'm',
      path: 'm',
      type: 'menu',
      children: [
        item({ id: 'a', path: 'm.children[0]', type: 'group', children: links(2) }),
        item({ id: 'b', path: 'm.children[1]', type: 'group', children: links(3) }),
      ],
    });
    expect(panelColumns(menu).map((c) => c.group?.id)).toEqual(['a', 'b']);
  });

  it('split 6 fills the first column with six entries and flows the rest on', () => {
    const menu = item({ id: 'm', path: 'm', type: 'menu', split: 6, children: links(9) });
    expect(panelColumns(menu).map((c) => c.items.length)).toEqual([6, 3]);
    const unsplit = item({ id: 'm', path: 'm', type: 'menu', children: links(9) });
    expect(panelColumns(unsplit).map((c) => c.items.length)).toEqual([9]);
  });

  it('keeps panels inside the viewport', () => {
    expect(panelPosition({ left: 100, right: 180 }, 400, 1440, false, 0)).toBe(100);
    expect(panelPosition({ left: 1300, right: 1380 }, 400, 1440, false, 0)).toBe(1440 - 400 - 12);
    expect(panelPosition({ left: 1300, right: 1380 }, 400, 1440, true, 0)).toBe(980);
    expect(panelPosition({ left: 0, right: 80 }, 400, 1440, true, 0)).toBe(12);
  });
});

describe('account menus', () => {
  it('uses a single configured menu as is and wraps a flat list', () => {
    const menu = item({ id: 'wallet', path: 'header.wallet[0]', type: 'menu', children: links(2) });
    expect(asMenu([menu], 'wallet', 'Assets')).toBe(menu);
    const wrapped = asMenu(links(2), 'orders', 'Orders');
    expect(wrapped?.type).toBe('menu');
    expect(wrapped?.label).toBe('Orders');
    expect(wrapped?.children).toHaveLength(2);
    expect(asMenu([], 'x', 'X')).toBeNull();
  });
});

describe('icon paths', () => {
  it('accepts site paths, https and bare names; drops the rest', () => {
    expect(iconSrc('/icons/nav/trade.svg')).toBe('/icons/nav/trade.svg');
    expect(iconSrc('trade.svg')).toBe('/icons/trade.svg');
    expect(iconSrc('https://cdn.example/x.svg')).toBe('https://cdn.example/x.svg');
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg>', '//evil.test/x.svg', 'http://x/y.svg', '../x.svg', '/a b.svg']) {
      expect(iconSrc(bad)).toBeUndefined();
    }
  });
});
