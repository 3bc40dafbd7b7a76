import type { AtRule, Plugin, Rule } from 'postcss';

/**
 * Issue 14: the layer's stylesheet for host pages. Every rule is scoped under the layer's root
 * class, so nothing leaks into the host's page: the theme variables and the body/html rules land on
 * the root itself, resets (`*`, `a`, `button`, …) apply only inside it.
 */
export function scopeSelector(selector: string, root: string): string {
  const s = selector.trim();
  // The drawer's scroll lock: a class the layer itself puts on <html> only while its drawer is open.
  if (/^html\.drawer-open\b/.test(s)) return s;
  const doc = /^(?::root|html|body)((?:\[[^\]]*\]|:not\([^)]*\)|\.[\w-]+)*)(?=$|[\s>+~])/.exec(s);
  if (doc) return `${root}${doc[1]}${s.slice(doc[0].length)}`;
  // Direction is set on the root (dir="rtl"), like <html dir> on the site's pages.
  if (/^\[dir=/.test(s)) return `${root}${s}`;
  if (s.startsWith(root)) return s;
  return `${root} ${s}`;
}

const inKeyframes = (rule: Rule) => {
  const parent = rule.parent;
  return parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name);
};

export function scopeLayerCss(root = '.exchange-layer'): Plugin {
  return {
    postcssPlugin: 'scope-layer-css',
    Rule(rule) {
      if (inKeyframes(rule) || (rule as Rule & { scoped?: boolean }).scoped) return;
      rule.selectors = rule.selectors.map((s) => scopeSelector(s, root));
      (rule as Rule & { scoped?: boolean }).scoped = true;
    },
  };
}
