import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plainIssues } from '../../engine/configMessages.ts';
import { nearest } from '../../engine/nearest.ts';
import { validateRegionDraft } from '../../engine/ops/validateDraft.ts';
import { allowedKeys } from '../../engine/schemaShape.ts';
import { RegionConfig, RegionDefaults } from '../../schemas/regionConfig.ts';
import { SITE_CODES } from '../../schemas/site.ts';

const plain = (value: Record<string, unknown>) => {
  const parsed = RegionConfig.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((i) => plainIssues(i, value, RegionConfig)).map((p) => `${p.path.join('.')}: ${p.reason}`);
};

describe('schema problems in ops’ words', () => {
  it('suggests the closest name for a typo, and only when one is clearly meant', () => {
    expect(nearest('hiddenDownlaod', ['hiddenDownload', 'hiddenFooter'])).toBe('hiddenDownload');
    expect(nearest('lable', ['label', 'href', 'type'])).toBe('label');
    expect(nearest('zzzz', ['label', 'href'])).toBeUndefined();
  });

  it('reads the allowed keys from the schema', () => {
    expect(allowedKeys(RegionConfig, ['defaults'])).toEqual(Object.keys(RegionDefaults.shape));
    expect(allowedKeys(RegionConfig, ['flags'])).toContain('hiddenDownload');
    expect(allowedKeys(RegionConfig, ['header', 'main', 0])).toContain('label');
    expect(allowedKeys(RegionConfig, ['header', 'main', 0, 'when'])).toContain('flagsOff');
  });

  it('names each kind of problem plainly', () => {
    const lines = plain({
      code: 'uk',
      sub_website_id: 1,
      defaults: { tradePair: 'btc-usdt', depositHref: '/d', withdrawHref: '/w', loginHref: '/l', signupHref: '/s' },
      flags: { hiddenDownlaod: true },
      riseColors: [],
      refTimes: ['24h'],
      header: {
        main: [
          { id: 'a', type: 'linky', label: 'A', href: '/a' },
          { id: 'b', type: 'link', lable: 'B', href: '/b', when: { flagsOff: ['isUKLimt'], platform: 'h6' } },
        ],
        wallet: [],
        orders: [],
        profile: [],
      },
      footer: { columns: [], copyright: 'c', social: false, qr: false },
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        'name: "name" is missing: add it (text in quotes, like "Earn")',
        'defaults.tradePair: must be a pair like BTC_USDT; it is the text "btc-usdt"',
        'flags.hiddenDownlaod: unknown flag hiddenDownlaod; did you mean hiddenDownload?',
        'riseColors: needs at least 1 entry',
        'header.main.0.type: unknown item type "linky"; did you mean link?',
        'header.main.1.lable: unknown field lable; did you mean label?',
        'header.main.1.when.flagsOff.0: unknown flag "isUKLimt"; did you mean isUKLimit?',
        'header.main.1.when.platform: unknown platform "h6"; did you mean h5?',
      ]),
    );
    expect(lines.join('\\n')).not.toMatch(/Unrecognized|Invalid|received/);
  });
});

describe('one translator for every place that shows schema problems', () => {
  it('the ops console says what check-configs says, for each kind of problem', () => {
    const read = (name: string) => JSON.parse(readFileSync(new URL(`../../region-configs/${name}.json`, import.meta.url), 'utf8'));
    const files = Object.fromEntries(['base', ...SITE_CODES].map((name) => [name, read(name)]));
    const base = files.base;
    const draft = structuredClone(base);
    draft.header.main[4].label = 5;
    draft.header.main[0].when = { ...draft.header.main[0].when, needs: ['marign'] };
    draft.flags = { ...draft.flags, hiddenDownlaod: true };
    draft.defaults.tradePair = 'btc-usdt';
    const parsed = RegionConfig.safeParse(draft);
    expect(parsed.success).toBe(false);
    const broken = ['header.main.4.label', 'header.main.0.when.needs.0', 'flags', 'defaults.tradePair'];
    const cli = parsed
      .error!.issues.filter((i) => broken.includes(i.path.join('.')))
      .map((i) =>
        plainIssues(i, draft, RegionConfig)
          .map((p) => p.reason)
          .join('; '),
      );
    const consoleReasons = validateRegionDraft('base', draft, files).map((i) => i.reason.replace(/ \(in [^)]*\)$/, ''));
    expect(cli).toHaveLength(broken.length);
    for (const reason of cli) expect(consoleReasons).toContain(reason);
  });
});
