import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavItemFields } from '../../app/ops/form/NavItemFields.tsx';
import { plainIssueText } from '../../engine/configMessages.ts';
import { resolveItems } from '../../engine/resolveItems.ts';
import { RenderItem } from '../../renderer/registry.tsx';
import { NavItem } from '../../schemas/navItem.ts';
import { ctx } from '../configs/helpers.ts';
import { Env } from './fixtures.tsx';

const banner = { id: 'join', type: 'banner', label: 'Join the arena', href: '/arena', image: '/img/arena.png', cta: 'Join now' };

describe('banner item', () => {
  it('the schema takes a banner with its call to action, wants its image, and refuses a cta on another type', () => {
    expect(NavItem.safeParse(banner).success).toBe(true);
    const noImage = { ...banner, image: undefined };
    expect(NavItem.safeParse(noImage).error?.issues.map((i) => i.message)).toEqual(['a banner needs an image']);
    const link = { id: 'x', type: 'link', label: 'X', href: '/x', cta: 'Go' };
    expect(NavItem.safeParse(link).error?.issues.map((i) => plainIssueText(i, link, NavItem))).toEqual([
      'cta is a field of banner items only; this item is a link',
    ]);
  });

  it('is drawn through the registry with its picture and call to action', () => {
    const parsed = NavItem.parse(banner);
    const [item] = resolveItems([parsed], ctx('main'), 'header.main').visible;
    const html = renderToString(
      <Env>
        <RenderItem item={item!} placement="panel" />
      </Env>,
    );
    expect(html).toMatch(/<a class="banner-item" href="\/arena"/);
    expect(html).toContain('src="/img/arena.png"');
    expect(html).toContain('<span class="banner-item-cta">Join now</span>');
  });

  it('the console form shows its own field', () => {
    const html = renderToString(<NavItemFields item={banner} set={() => undefined} />);
    expect(html).toContain('Call to action');
    expect(html).toContain('value="Join now"');
    expect(html).toContain('banner (a picture with a call to action)');
  });
});
