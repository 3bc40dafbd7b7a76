import type { AtRule, Plugin, Root, Rule } from 'postcss';

/**
 * The layer's stylesheet for host pages. Every rule is scoped under the layer's root
 * class, so nothing leaks into the host's page: the theme variables and the body/html rules land on
 * the root itself, resets (`*`, `a`, `button`, …) apply only inside it.
 *
 * The other way: the host's rules must not reach in either (a host's `.menu`, `.btn` or
 * `button` rule drew on the layer). Every scoped selector carries ISOLATE, which matches every
 * element but counts as an id, and the entry sheet starts with RESET: inside the layer each element
 * is put back to the browser's own styles, above any host rule short of an id-plus-class selector or
 * !important, and the layer's own rules, later or more specific, draw on that clean base.
 * docs/embedding.md ("Styles") says why this and not shadow DOM or renamed classes.
 */
export const ISOLATE = ':not(#\\#)';

/**
 * Elements whose attributes are styles (an image's width, an icon's fill): `all: revert` would drop
 * those too, so these get back only the box properties hosts commonly set on them (a preflight's
 * `img { display: block; max-width: 100% }`, a border or margin).
 */
const OWN_ATTRIBUTE_STYLES = 'svg, svg *, img, video, canvas, iframe';
const MEDIA_BOX = [
  'display',
  'vertical-align',
  'max-width',
  'max-height',
  'min-width',
  'min-height',
  'margin',
  'padding',
  'border',
  'border-radius',
  'box-shadow',
  'float',
  'opacity',
  'filter',
  'transform',
  'background',
  // Inherited, so the icon's paths follow its own element (an icon drawn in currentColor).
  'color',
  'font',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'line-height',
  'visibility',
  'cursor',
];

/** The reset, for a scope (the root selector with ISOLATE). The root also stops the host's inherited styles. */
export function isolationReset(scope: string): string {
  const inner = `${scope} :where(:not(${OWN_ATTRIBUTE_STYLES}))`;
  return (
    `${scope}{all:initial;display:block}` +
    `${inner},${inner}::before,${inner}::after,${scope} ::placeholder,${scope} ::marker{all:revert}` +
    `${scope} :where(svg, img, video, canvas, iframe){${MEDIA_BOX.map((p) => `${p}:revert`).join(';')}}`
  );
}

export function scopeSelector(selector: string, root: string, isolate = ''): string {
  const s = selector.trim();
  const scope = `${root}${isolate}`;
  const doc = /^(?::root|html|body)((?:\[[^\]]*\]|:not\([^)]*\)|\.[\w-]+)*)(?=$|[\s>+~])/.exec(s);
  if (doc) return `${scope}${doc[1]}${s.slice(doc[0].length)}`;
  // Direction is set on the root (dir="rtl"), like <html dir> on the site's pages.
  if (/^\[dir=/.test(s)) return `${scope}${s}`;
  if (s.startsWith(root) && !/^[\w-]/.test(s.slice(root.length))) return `${scope}${s.slice(root.length)}`;
  return `${scope} ${s}`;
}

const inKeyframes = (rule: Rule) => {
  const parent = rule.parent;
  return parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name);
};

/**
 * `entry` names the stylesheet that opens the layer's CSS (renderer/layer.css): the reset goes at its
 * top only, so a stylesheet loaded later (a lazy part's) cannot reset what the entry drew.
 */
export function scopeLayerCss(root = '.exchange-layer', { entry = /renderer\/layer\.css$/, isolate = ISOLATE } = {}): Plugin {
  return {
    postcssPlugin: 'scope-layer-css',
    Rule(rule) {
      if (inKeyframes(rule) || (rule as Rule & { scoped?: boolean }).scoped) return;
      rule.selectors = rule.selectors.map((s) => scopeSelector(s, root, isolate));
      (rule as Rule & { scoped?: boolean }).scoped = true;
    },
    OnceExit(css: Root, { parse }) {
      const from = css.source?.input.file ?? '';
      if (!entry.test(from)) return;
      const reset = parse(isolationReset(`${root}${isolate}`), { from });
      reset.walkRules((r) => {
        (r as Rule & { scoped?: boolean }).scoped = true;
      });
      css.prepend(reset.nodes);
    },
  };
}
