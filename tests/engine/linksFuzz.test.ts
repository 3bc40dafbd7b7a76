import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildHref, type LinkOptions, safeAssetSrc } from '../../engine/links.ts';
import { notificationHref } from '../../engine/notifications/target.ts';
import { linkOptionsFor } from '../../engine/resolveLayer.ts';
import { NOTIFICATION_TYPES } from '../../schemas/api/herald.ts';
import { LANG_CODES } from '../../schemas/site.ts';
import { loadAll } from '../configs/helpers.ts';
import { hostileUrlArb } from '../hostile/arbitraries.ts';
import { HOSTILE_URLS } from '../hostile/corpus.ts';
import { unsafeHref } from '../hostile/oracle.ts';

// The allow-list the main sub-site really runs with: its linkHosts plus every sub-site host.
let links: LinkOptions;
let allowed: readonly string[];
beforeAll(async () => {
  const { configs } = await loadAll();
  links = linkOptionsFor(
    configs.main,
    Object.values(configs).flatMap((c) => c.hosts),
  );
  allowed = links.allowedHosts ?? [];
});

const langArb = fc.constantFrom(...LANG_CODES);

describe('buildHref against the hostile corpus', () => {
  it.each(HOSTILE_URLS.map((u) => [u.name, u.value] as const))('refuses %s', (_name, value) => {
    for (const lang of ['en', 'zh', 'ar'] as const) expect(buildHref(value, lang, links)).toBeNull();
  });

  it('property: whatever the input, the result is null or resolves on this site or an allowed host', () => {
    fc.assert(
      fc.property(hostileUrlArb, langArb, (raw, lang) => {
        const out = buildHref(raw, lang, links);
        if (out !== null) expect(unsafeHref(out, allowed)).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });
});

describe('notification targets against the hostile corpus', () => {
  const extrasArb = fc.record(
    {
      url: hostileUrlArb,
      web_url: hostileUrlArb,
      market: hostileUrlArb,
      contract: hostileUrlArb,
      settle_asset: hostileUrlArb,
      mid: hostileUrlArb,
      stream_id: hostileUrlArb,
      startup_id: hostileUrlArb,
      isAllowHref: fc.boolean(),
    },
    { requiredKeys: [] },
  );

  it('property: a record links nowhere or to a safe place, whatever its payload says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NOTIFICATION_TYPES), extrasArb, langArb, (type, extras, lang) => {
        const out = notificationHref({ type, extras }, lang, links);
        if (out !== null) expect(unsafeHref(out, allowed)).toBeNull();
        if (extras.isAllowHref === false) expect(out).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps path segments from payload fields inside their path', () => {
    expect(notificationHref({ type: 'spot', extras: { market: '../../evil' } }, 'en', links)).toBeNull();
    expect(notificationHref({ type: 'post', extras: { mid: '//evil.example' } }, 'en', links)).toBeNull();
    expect(notificationHref({ type: 'spot', extras: { market: 'btc_usdt' } }, 'zh', links)).toBe('/zh/trade/BTC_USDT');
  });
});

describe('safeAssetSrc (icons and images from configs and remote menus)', () => {
  it('keeps site paths, bare icon names and allowed https hosts', () => {
    expect(safeAssetSrc('/icons/nav/earn.svg', links)).toBe('/icons/nav/earn.svg');
    expect(safeAssetSrc('earn.svg', links)).toBe('earn.svg');
    expect(safeAssetSrc('https://static.exchange.test/a.png', links)).toBe('https://static.exchange.test/a.png');
  });

  it.each(HOSTILE_URLS.map((u) => [u.name, u.value] as const))('refuses %s', (_name, value) => {
    expect(safeAssetSrc(value, links)).toBeUndefined();
  });

  it('property: a kept source is a bare name or resolves on this site or an allowed host', () => {
    fc.assert(
      fc.property(hostileUrlArb, (raw) => {
        const out = safeAssetSrc(raw, links);
        if (out === undefined) return;
        if (/^[\w.-]+$/.test(out)) return;
        expect(unsafeHref(out, allowed)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});
