import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { ISOLATE, isolationReset, scopeLayerCss, scopeSelector } from '../../scripts/scopeLayerCss.ts';

const R = '.exchange-layer';

describe('the layer stylesheet for host pages is scoped under its root', () => {
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
    // The layer sets nothing on the host's <html>, so its drawer-open rule lands on its root too.
    ['html.drawer-open body', `${R}.drawer-open body`],
    [`${R}:not([data-js]) .menu`, `${R}:not([data-js]) .menu`],
  ])('%s -> %s', (selector, scoped) => {
    expect(scopeSelector(selector, R)).toBe(scoped);
  });

  it.each([
    ['html[data-theme="dark"] .x', `${R}${ISOLATE}[data-theme="dark"] .x`],
    ['.menu', `${R}${ISOLATE} .menu`],
    [`${R}:not([data-js]) .menu`, `${R}${ISOLATE}:not([data-js]) .menu`],
    [`${R}-ish`, `${R}${ISOLATE} ${R}-ish`],
  ])('isolated: %s -> %s', (selector, scoped) => {
    expect(scopeSelector(selector, R, ISOLATE)).toBe(scoped);
  });

  it('rewrites every rule of a sheet, inside media queries, and leaves keyframes alone', async () => {
    const css = `:root{--bg:#fff}body{margin:0}a,button{color:inherit}@media (max-width:600px){.menu{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}`;
    const out = (await postcss([scopeLayerCss(R, { isolate: '' })]).process(css, { from: undefined })).css;
    expect(out).toBe(
      `${R}{--bg:#fff}${R}{margin:0}${R} a,${R} button{color:inherit}@media (max-width:600px){${R} .menu{display:none}}@keyframes spin{from{opacity:0}to{opacity:1}}`,
    );
  });

  it('the entry sheet, and only it, opens with the reset that keeps host rules out', async () => {
    const css = 'body{margin:0}.menu{display:flex}';
    const S = `${R}${ISOLATE}`;
    const entry = (await postcss([scopeLayerCss()]).process(css, { from: '/repo/renderer/layer.css' })).css;
    expect(entry).toBe(`${isolationReset(S)}${S}{margin:0}${S} .menu{display:flex}`);
    const lazy = (await postcss([scopeLayerCss()]).process(css, { from: '/repo/renderer/styles/userCard.css' })).css;
    expect(lazy).toBe(`${S}{margin:0}${S} .menu{display:flex}`);
  });
});
