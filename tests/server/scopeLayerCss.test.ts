import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { scopeLayerCss, scopeSelector } from '../../scripts/scopeLayerCss.ts';

const R = '.exchange-layer';

describe('the layer stylesheet for host pages is scoped under its root (issue 14)', () => {
  it.each([
    [':root', R],
    [':root[data-theme="dark"]', `${R}[data-theme="dark"]`],
    [':root[data-theme="dark"] .item-icon', `${R}[data-theme="dark"] .item-icon`],
    ['html', R],
    ['body', R],
    ['html:not([data-js]) .main-nav .menu', `${R}:not([data-js]) .main-nav .menu`],
    ['*', `${R} *`],
    ['*::before', `${R} *::before`],
    ['a', `${R} a`],
    ['button', `${R} button`],
    [':focus-visible', `${R} :focus-visible`],
    ['.header .menu > a:hover', `${R} .header .menu > a:hover`],
    ['[dir="rtl"] .nav-arrow--back', `${R}[dir="rtl"] .nav-arrow--back`],
    ['htmlish', `${R} htmlish`],
    // The drawer's scroll lock is the layer's own class on <html>, set only while the drawer is open.
    ['html.drawer-open body', 'html.drawer-open body'],
  ])('%s -> %s', (selector, scoped) => {
    expect(scopeSelector(selector, R)).toBe(scoped);
  });

  it('rewrites every rule of a sheet, inside media queries, and leaves keyframes alone', async () => {
    const css = `:root{--bg:#fff}body{margin:0}a,button{color:inherit}@media (max-width:600px){.menu{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}`;
    const out = (await postcss([scopeLayerCss()]).process(css, { from: undefined })).css;
    expect(out).toBe(
      `${R}{--bg:#fff}${R}{margin:0}${R} a,${R} button{color:inherit}@media (max-width:600px){${R} .menu{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}`,
    );
  });
});
