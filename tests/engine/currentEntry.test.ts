import { describe, expect, it } from 'vitest';
import { currentOf } from '../../engine/currentEntry.ts';
import type { ResolvedItem } from '../../engine/resolveItems.ts';

const item = (href: string | undefined, children: ResolvedItem[] = []) => ({ href, children }) as unknown as ResolvedItem;
const trade = item('/de/trade/BTC_USDT', [
  item('/de/trade/BTC_USDT?tab=margin'),
  item('/de/alpha'),
  item('https://other.example/de/price'),
]);

describe('the active entry', () => {
  it.each([
    ['/de/trade/BTC_USDT', 'page'],
    ['/de/trade/BTC_USDT/', 'page'],
    ['/de/alpha', 'trail'],
    ['/de/price', null],
    ['/trade/BTC_USDT', null],
    ['https://evil.example/de/alpha', null],
  ])('here %s -> %s', (here, wanted) => {
    expect(currentOf(trade, here)).toBe(wanted);
  });
});
