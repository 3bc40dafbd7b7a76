import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationHref, payloadPath } from '../../engine/notifications/target.ts';
import { NOTIFICATION_TYPES, type NotificationPayload } from '../../schemas/api/herald.ts';

const p = (type: NotificationPayload['type'], extras: NotificationPayload['extras'] = {}) => ({ type, extras });
const hosts = { allowedHosts: ['exchange.test'] };

describe('notification targets (SPEC §3 payload, §9 defaults)', () => {
  it('follows the payload type', () => {
    expect(payloadPath(p('spot', { market: 'ETH_USDT' }))).toBe('/trade/ETH_USDT');
    expect(payloadPath(p('futures', { contract: 'ETH_USDT', settle_asset: 'usdt' }))).toBe('/futures/USDT/ETH_USDT');
    expect(payloadPath(p('futures', { contract: 'BTC_USD', settle_asset: 'btc' }))).toBe('/futures/BTC/BTC_USD');
    expect(payloadPath(p('post', { mid: '7712045' }))).toBe('/post/status/7712045');
    expect(payloadPath(p('live', { stream_id: '88231' }))).toBe('/live/88231');
    expect(payloadPath(p('startup', { startup_id: '2291' }))).toBe('/launchpad/2291');
    expect(payloadPath(p('text'))).toBeNull();
    expect(payloadPath(p('post'))).toBeNull();
  });

  it('defaults to settle USDT and pair BTC_USDT', () => {
    expect(payloadPath(p('spot'))).toBe('/trade/BTC_USDT');
    expect(payloadPath(p('futures'))).toBe('/futures/USDT/BTC_USDT');
    expect(payloadPath(p('futures', { contract: 'SOL_USDT' }))).toBe('/futures/USDT/SOL_USDT');
  });

  it('web_url, then url, win over the type; isAllowHref false means no link', () => {
    expect(payloadPath(p('link', { url: '/a', web_url: '/b' }))).toBe('/b');
    expect(payloadPath(p('spot', { url: '/announcements/article/1' }))).toBe('/announcements/article/1');
    expect(payloadPath(p('link', { url: '/a', isAllowHref: false }))).toBeNull();
    expect(payloadPath(p('link', { url: '/a', isAllowHref: true }))).toBe('/a');
  });

  it('refuses payload segments that would add a path', () => {
    expect(payloadPath(p('post', { mid: '../admin' }))).toBeNull();
    expect(payloadPath(p('spot', { market: 'BTC/../../x' }))).toBeNull();
    expect(payloadPath(p('live', { stream_id: '1?x=2' }))).toBeNull();
  });

  it('goes through the safe-link rules: prefix, allow-list, no unsafe scheme', () => {
    expect(notificationHref(p('spot', { market: 'ETH_USDT' }), 'zh', hosts)).toBe('/zh/trade/ETH_USDT');
    expect(notificationHref(p('link', { url: 'https://exchange.test/x' }), 'en', hosts)).toBe('https://exchange.test/x');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.test/x', 'https://evil.test/', 'vbscript:x', '/\\evil.test'])
      expect(notificationHref(p('link', { url: bad }), 'en', hosts), bad).toBeNull();
  });

  it('never returns anything but a relative path or an allowed https URL', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NOTIFICATION_TYPES),
        fc.record({ url: fc.option(fc.string(), { nil: undefined }), market: fc.option(fc.string(), { nil: undefined }) }),
        (type, extras) => {
          const href = notificationHref({ type, extras }, 'en', hosts);
          return (
            href === null ||
            (href.startsWith('/') && !href.startsWith('//')) ||
            href.startsWith('https://exchange.test/') ||
            href.startsWith('http://exchange.test/')
          );
        },
      ),
    );
  });
});
