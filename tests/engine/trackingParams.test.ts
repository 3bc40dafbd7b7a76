import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutTrackingParams } from '../../engine/trackingParams.ts';

describe('withoutTrackingParams', () => {
  it('drops campaign and click identifiers and keeps everything else as sent, in order', () => {
    expect(withoutTrackingParams('')).toBe('');
    expect(withoutTrackingParams('?')).toBe('');
    expect(withoutTrackingParams('?utm_source=mail&utm_campaign=x')).toBe('');
    expect(withoutTrackingParams('?tab=spot&gclid=abc&q=a%20b&fbclid=1')).toBe('?tab=spot&q=a%20b');
    expect(withoutTrackingParams('?UTM_Medium=x&msclkid=2&as=vip')).toBe('?as=vip');
    expect(withoutTrackingParams('?utm%5Fsource=x&b')).toBe('?b');
    expect(withoutTrackingParams('?utmost=1&gclidx=2')).toBe('?utmost=1&gclidx=2');
    expect(withoutTrackingParams('?a=%E0%A4%A&&b=1')).toBe('?a=%E0%A4%A&b=1');
  });

  it('is idempotent and never adds a parameter', () => {
    const part = fc.oneof(
      fc.constantFrom('utm_source=a', 'gclid=1', 'fbclid=', 'tab=spot', 'q=x%20y', 'lang=de', '_gl=1', 'b'),
      fc.stringMatching(/^[a-z_]{1,8}=[a-z0-9%]{0,6}$/),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const search = parts.length ? `?${parts.join('&')}` : '';
        const once = withoutTrackingParams(search);
        expect(withoutTrackingParams(once)).toBe(once);
        const kept = once ? once.slice(1).split('&') : [];
        expect(kept.every((p) => parts.includes(p))).toBe(true);
        expect(kept.some((p) => /^(utm_|gclid=|fbclid=|_gl=)/.test(p))).toBe(false);
      }),
    );
  });
});
