import type { Page } from 'playwright-core';

/**
 * A host page's own stylesheet, written as teams write them (Bootstrap-style class names
 * the layer also uses, element rules, a universal rule, inherited text styles on body). None of it
 * may change how the layer draws.
 */
export const HOSTILE_CSS = `
.menu, .btn, .chevron, .icon-button, .brand, .header, .footer, .nav, .logo, .item, .panel, .title, .link, .icon, .active {
  border: 3px solid red; padding: 9px; margin: 7px; font-family: Georgia, serif; color: red; background: yellow;
  text-transform: uppercase; letter-spacing: 2px; display: block; float: left;
}
button, a, div, span, ul, li, p, h2, h3, nav, header, footer, input, label {
  border: 1px dashed red; margin: 3px; padding: 2px; font-family: "Courier New", monospace; letter-spacing: 1px; line-height: 3;
}
img, svg { display: block; max-width: 10px; border: 2px solid red; margin: 4px; }
* { box-sizing: content-box; }
body { letter-spacing: 3px; text-transform: uppercase; font-style: italic; word-spacing: 5px; text-align: center; visibility: visible; }
`;

const PROPS = [
  'display',
  'float',
  'box-sizing',
  'width',
  'height',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'font-family',
  'font-size',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'color',
  'background-color',
  'max-width',
];

/** The computed styles of every element of the layer's parts on the page, keyed by position. */
export function layerStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate((props) => {
    const out: Record<string, string> = {};
    document.querySelectorAll('.exchange-layer[data-part]').forEach((root, r) => {
      [root, ...root.querySelectorAll('*')].forEach((el, i) => {
        const style = getComputedStyle(el);
        const tag = `${r}:${i}:${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`;
        for (const p of props) out[`${tag} ${p}`] = style.getPropertyValue(p);
      });
    });
    return out;
  }, PROPS);
}

/** The styles that differ between two readings (empty: the host's rules reached nothing). */
export function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before)
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k}: ${before[k]} -> ${after[k]}`);
}

/** Adds the hostile stylesheet to the page and reads the layer again once the browser applied it. */
export async function withHostileCss(page: Page): Promise<Record<string, string>> {
  await page.addStyleTag({ content: HOSTILE_CSS });
  await page.waitForFunction(() => getComputedStyle(document.body).wordSpacing === '5px');
  return layerStyles(page);
}
