/**
 * The promo card, a type declared by its module alone (schemas/items/promo.ts): its picture, its
 * translated title and its call-to-action link are checked, resolved and edited by their kinds.
 */
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavItemFields } from '../../app/ops/form/NavItemFields.tsx';
import { lintConfigTree } from '../../engine/configLint.ts';
import { plainIssueText } from '../../engine/configMessages.ts';
import { resolveItems } from '../../engine/resolveItems.ts';
import { RenderItemList } from '../../renderer/registry.tsx';
import { NavItem } from '../../schemas/navItem.ts';
import { contextArb } from '../engine/arbitraries.ts';
import { Env } from './fixtures.tsx';

const promo = {
  id: 'futures-promo',
  type: 'promo',
  label: 'Futures promotion',
  title: 'Trade futures',
  title_i18n: { zh: '交易合约' },
  card_image: '/icons/promo/futures.svg',
  cta_label: 'Start now',
  cta_label_i18n: { zh: '立即开始' },
  cta_href: '/futures',
} as const;
const ctx = { ...fc.sample(contextArb, { numRuns: 1, seed: 3 })[0]!, lang: 'zh' as const };
const links = { allowedHosts: ['ok.example'] };

describe('the promo card', () => {
  it('is a valid item, and its own fields (title_i18n too) are refused on another type', () => {
    expect(NavItem.safeParse(promo).error).toBeUndefined();
    const link = { id: 'l', type: 'link', label: 'L', href: '/l', title_i18n: { zh: 'x' } };
    const words = NavItem.safeParse(link).error?.issues.map((i) => plainIssueText(i, link, NavItem));
    expect(words).toEqual(['title_i18n is a field of promo items only; this item is a link']);
  });

  it('is drawn in the page language, its link with the language prefix', () => {
    const { visible } = resolveItems([NavItem.parse(promo)], ctx, 'footer.promo', links);
    const html = renderToString(
      <Env>
        <ul>
          <RenderItemList items={visible} placement="footer" />
        </ul>
      </Env>,
    );
    expect(html).toContain('<span class="promo-card-title">交易合约</span>');
    expect(html).toMatch(/<a href="\/zh\/futures"[^>]*class="promo-card-cta"[^>]*>立即开始<\/a>/);
    expect(html).toContain('src="/icons/promo/futures.svg"');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', ' JaVaScRiPt:x', '//evil.test/x'])(
    'with the call to action %j is hidden with its reason, and the config check names the field',
    (bad) => {
      const { visible, hidden } = resolveItems([{ ...promo, cta_href: bad } as NavItem], ctx, 'x', links);
      expect(visible).toEqual([]);
      expect(hidden).toEqual([expect.objectContaining({ rule: 'href', value: bad, detail: expect.stringMatching(/^cta_href: /) })]);
      const issues = lintConfigTree({ footer: { texts: [{ ...promo, cta_href: bad }] } });
      expect(issues.map((i) => i.path)).toContain('$.footer.texts[0].cta_href');
    },
  );

  it('is edited in the console with its own words, the title with its translations', () => {
    const html = renderToString(<NavItemFields item={{ ...promo }} set={() => undefined} edit={() => undefined} />).replaceAll(
      '<!-- -->',
      '',
    );
    const labels = [...html.matchAll(/<label[^>]*>(?:<input[^>]*\/?>)?([^<]+)/g)].map((m) => m[1]);
    expect(labels).toEqual(expect.arrayContaining(['Card title', 'Card picture', 'Call-to-action text', 'Call-to-action link (cta_href)']));
    expect(labels).not.toContain('Title');
    expect(html).toContain('Card title in other languages');
    expect(html).toContain('交易合约');
  });
});
