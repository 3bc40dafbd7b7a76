import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYER_ELEMENT_ATTRIBUTES } from '../../schemas/layerElements.ts';
import { LANG_CODES, SITE_CODES } from '../../schemas/siteConstants.ts';

const manifest = JSON.parse(readFileSync(new URL('../../packages/layer/custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { declarations: { tagName: string; attributes: { name: string; type: { text: string } }[]; members: { name: string }[] }[] }[];
};
const pkg = JSON.parse(readFileSync(new URL('../../packages/layer/package.json', import.meta.url), 'utf8')) as {
  customElements: string;
  files: string[];
};

describe('custom-elements.json describes the elements as they are', () => {
  const declarations = manifest.modules.flatMap((m) => m.declarations);
  it('names both elements, the attributes they observe, with the codes they take', () => {
    expect(declarations.map((d) => d.tagName)).toEqual(['exchange-header', 'exchange-footer']);
    for (const d of declarations) {
      expect(d.attributes.map((a) => a.name)).toEqual([...LAYER_ELEMENT_ATTRIBUTES]);
      expect(d.members.map((m) => m.name)).toEqual([...LAYER_ELEMENT_ATTRIBUTES, 'ready']);
      const union = (name: string) =>
        d.attributes
          .find((a) => a.name === name)
          ?.type.text.split(' | ')
          .map((s) => s.replace(/'/g, ''));
      expect(union('site')).toEqual([...SITE_CODES]);
      expect(union('lang')).toEqual([...LANG_CODES]);
    }
  });

  it('is shipped with the package and named in its package.json', () => {
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg.files).toContain('custom-elements.json');
  });
});
