import type { AtRule, Plugin, Rule } from 'postcss';

const DARK = ':root[data-theme="dark"]';
const UNSET = ':root:not([data-theme])';

/**
 * The site's page paints in the visitor's OS theme from its first frame without a script in the
 * head: a page with a theme cookie carries data-theme from the server; one without follows
 * `prefers-color-scheme`. This copies every top-level `:root[data-theme="dark"] …` rule into
 * `@media (prefers-color-scheme: dark)` for `:root:not([data-theme]) …`, so the dark theme is
 * written once. The app puts data-theme on <html> as it hydrates, and from then on the attribute
 * rules alone apply.
 */
export function osDarkTheme(): Plugin {
  return {
    postcssPlugin: 'os-dark-theme',
    OnceExit(root, { AtRule: MediaRule }) {
      const copies: Rule[] = [];
      root.each((node) => {
        if (node.type !== 'rule') return;
        const dark = node.selectors.filter((s) => s.trim().startsWith(DARK));
        if (dark.length > 0) copies.push(node.clone({ selectors: dark.map((s) => s.trim().replace(DARK, UNSET)) }));
      });
      if (copies.length === 0) return;
      const media: AtRule = new MediaRule({ name: 'media', params: '(prefers-color-scheme: dark)' });
      media.append(copies);
      root.append(media);
    },
  };
}
