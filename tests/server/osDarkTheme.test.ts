import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { osDarkTheme } from '../../scripts/osDarkTheme.ts';

const run = async (css: string) => (await postcss([osDarkTheme()]).process(css, { from: undefined })).css;

describe('a page without a theme cookie follows the OS theme in CSS (no script in the head)', () => {
  it('copies the dark-theme rules into a prefers-color-scheme query for a root without data-theme', async () => {
    const css = ':root{--bg:#fff}:root[data-theme="dark"]{--bg:#000}:root[data-theme="dark"] .icon,.other{filter:invert(1)}';
    const out = await run(css);
    expect(out.startsWith(css)).toBe(true);
    expect(out.slice(css.length).replace(/\s+/g, ' ').trim()).toBe(
      '@media (prefers-color-scheme: dark){:root:not([data-theme]){--bg:#000}:root:not([data-theme]) .icon{filter:invert(1)}}',
    );
  });

  it('leaves a sheet without dark-theme rules as it is', async () => {
    const css = ':root{--bg:#fff}@media (max-width:600px){.menu{display:none}}';
    await expect(run(css)).resolves.toBe(css);
  });
});
