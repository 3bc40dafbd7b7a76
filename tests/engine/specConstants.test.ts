import { describe, expect, it } from 'vitest';
import { BUILD_NUMBER } from '../../app/layer/api/markets.ts';
import { CACHE_NAMES, DEFAULT_CACHE_SECONDS } from '../../engine/cache/cachePolicy.ts';
import { DEFAULT_IMAGE_QUALITY, VIP_ART_WIDTH } from '../../engine/images.ts';
import { shortenAddress } from '../../engine/markets/links.ts';
import { marqueeSeconds } from '../../engine/notifications/announcement.ts';
import { defaultRiseColor } from '../../engine/preferences.ts';
import { formatAmount } from '../../engine/user/amounts.ts';
import * as api from '../../schemas/constants/api.ts';
import * as images from '../../schemas/constants/images.ts';
import * as layout from '../../schemas/constants/layout.ts';
import * as markets from '../../schemas/constants/markets.ts';
import * as menus from '../../schemas/constants/menus.ts';
import * as preferences from '../../schemas/constants/preferences.ts';
import * as reminder from '../../schemas/constants/reminder.ts';
import * as search from '../../schemas/constants/search.ts';
import * as telemetry from '../../schemas/constants/telemetry.ts';
import { SEARCH_APP_DIR } from '../../search-app/contract.ts';

/** Every constant, whichever owner's file holds it. */
const SPEC = { ...api, ...images, ...layout, ...markets, ...menus, ...preferences, ...reminder, ...search, ...telemetry };

/** Pins the SPEC §9 figures: a change to any of them is a product change and must be deliberate. */
describe('SPEC §9 constants (schemas/constants/)', () => {
  it('hold the figures SPEC §9 gives', () => {
    expect([SPEC.RECORD_PAGE_SIZE, SPEC.DEFAULT_RECORD_SIZE, SPEC.BADGE_CAP]).toEqual([20, 10, 99]);
    expect([SPEC.TITLE_CLAMP, SPEC.CONTENT_CLAMP]).toEqual([
      { lines: 1, maxLines: 3 },
      { lines: 2, maxLines: 7 },
    ]);
    expect([SPEC.ALPHA_DEBOUNCE_MS, SPEC.ALPHA_SKELETON_ROWS, SPEC.ALPHA_ROW_HEIGHT, SPEC.MARKET_SKELETON_ROWS]).toEqual([1000, 8, 49, 10]);
    expect([SPEC.UNREAD_POLL_MS, SPEC.UNREAD_INITIAL_DELAY_MS]).toEqual([300_000, 60_000]);
    expect([SPEC.LIST_HEIGHT, SPEC.ROW_HEIGHT, SPEC.OVERSCAN, SPEC.SCROLL_THROTTLE_MS, SPEC.VIEW_ALL_AFTER_PX]).toEqual([
      530, 58, 9, 200, 450,
    ]);
    expect([SPEC.HOVER_GAPS, SPEC.SCROLL_STEP_PX, SPEC.SPLIT_COUNTS]).toEqual([[-40, -340, -440], 180, [6, 8]]);
    expect(SPEC.COOKIE_NOTICE_TTL_MS).toBe(90 * 86_400_000);
    expect([SPEC.CDN_CHECK_DELAY_MS, SPEC.ERROR_SAMPLE_RATE, SPEC.SEARCH_APP_VERSION, SPEC.CLIPBOARD_TIMEOUT_MS]).toEqual([
      5000, 0.1, 5, 500,
    ]);
    expect([SPEC.LIST_PAGE_SIZE, SPEC.DEFAULT_CURRENCY_COUNT, SPEC.DEFAULT_SETTLE, SPEC.DEFAULT_PAIR]).toEqual([
      100,
      2700,
      'USDT',
      'BTC_USDT',
    ]);
    expect([SPEC.BUILD_NUMBER, SPEC.REQUEST_TIMEOUT_MS, SPEC.SERVER_TIMEOUT_MS, SPEC.DEFAULT_CACHE_SECONDS]).toEqual([
      '20250923',
      4000,
      3000,
      60,
    ]);
    expect([SPEC.CONTRACT_REFRESH_MS, SPEC.DELIVERY_DEDUPE_MS, SPEC.REMOTE_MENU_RETRIES, SPEC.REMOTE_MENU_RETRY_MS]).toEqual([
      600_000, 30_000, 3, 1000,
    ]);
    expect(SPEC.VIP_ART_WIDTH).toEqual({ header: 248, sidebar: 368, other: 343 });
    expect(Object.values(SPEC.CACHE_NAMES)).toEqual([
      'menu_web_trade_v2',
      'all_market_v2',
      'apiFutureContracts_v2',
      'options_data',
      'preMarket_v2',
      'pilot_market_data',
      'alpha_market_data_v2',
      'buy_crypto_fiat_setting_v2',
    ]);
  });

  it('are the values the modules use (one definition, re-exported)', () => {
    expect(CACHE_NAMES).toBe(SPEC.CACHE_NAMES);
    expect([DEFAULT_CACHE_SECONDS, DEFAULT_IMAGE_QUALITY, BUILD_NUMBER]).toEqual([
      SPEC.DEFAULT_CACHE_SECONDS,
      SPEC.DEFAULT_IMAGE_QUALITY,
      SPEC.BUILD_NUMBER,
    ]);
    expect(VIP_ART_WIDTH).toBe(SPEC.VIP_ART_WIDTH);
    expect(SEARCH_APP_DIR).toBe(`search/v${SPEC.SEARCH_APP_VERSION}`);
    expect(shortenAddress('0x1234567890abcdef')).toBe('0x12...cdef');
    expect(shortenAddress('0x123456')).toBe('0x123456');
    expect(marqueeSeconds(1000)).toBe(15);
    expect([defaultRiseColor('zh'), defaultRiseColor('tw'), defaultRiseColor('en')]).toEqual(['risered', 'risered', 'risegreen']);
    expect(formatAmount(1234.5)).toBe('1,234.50');
  });
});
