import { describe, expect, it } from 'vitest';
import { dailyStamp, iconUrl, imageUrl, VIP_ART_WIDTH, vipArtUrl, vipTierKey } from '../../engine/images.ts';

describe('image URLs (SPEC §9)', () => {
  it('adds w and q (default 75), keeping an existing query and hash', () => {
    expect(imageUrl('/icons/coins/BTC.svg', { w: 32 })).toBe('/icons/coins/BTC.svg?w=32&q=75');
    expect(imageUrl('/a.png?x=1#top', { w: 64.4, q: 90 })).toBe('/a.png?x=1&w=64&q=90#top');
    expect(imageUrl('/a.png', { w: 0, q: 500 })).toBe('/a.png?w=1&q=100');
  });

  it('changes the icon cache-buster once a day', () => {
    const day = Date.UTC(2026, 10, 21, 0, 0, 1);
    expect(dailyStamp(day)).toBe('20261121');
    expect(iconUrl('/icons/x.svg', day)).toBe(iconUrl('/icons/x.svg', day + 23 * 3600_000));
    expect(iconUrl('/icons/x.svg', day + 24 * 3600_000)).toBe('/icons/x.svg?v=20261122');
  });

  it('picks VIP art by tier key at the placement width', () => {
    expect(VIP_ART_WIDTH).toEqual({ header: 248, sidebar: 368, other: 343 });
    expect(vipTierKey(0)).toBe('vip0');
    expect(vipTierKey(3)).toBe('vip3');
    expect(vipTierKey(9)).toBe('vip8-11');
    expect(vipArtUrl(3, 'sidebar')).toBe('/icons/vip/vip3-sidebar.svg?w=368&q=75');
  });
});
