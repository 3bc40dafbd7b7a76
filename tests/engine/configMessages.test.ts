import { describe, expect, it } from 'vitest';
import { allowedKeys, closest, plainIssues } from '../../engine/configMessages.ts';
import { RegionConfig, RegionDefaults } from '../../schemas/regionConfig.ts';

const plain = (value: Record<string, unknown>) => {
  const parsed = RegionConfig.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((i) => plainIssues(i, value, RegionConfig)).map((p) => `${p.path.join('.')}: ${p.reason}`);
};

describe('schema problems in ops’ words (issue 20)', () => {
  it('suggests the closest name for a typo, and only when one is clearly meant', () => {
    expect(closest('hiddenDownlaod', ['hiddenDownload', 'hiddenFooter'])).toBe('hiddenDownload');
    expect(closest('lable', ['label', 'href', 'type'])).toBe('label');
    expect(closest('zzzz', ['label', 'href'])).toBeUndefined();
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
        'name: "name" is missing: it is required (a text in quotes)',
        'defaults.tradePair: should be a pair like BTC_USDT, not the text "btc-usdt"',
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
