import * as z from 'zod/mini';
import { apiResponse, readRow, rowsOf } from './envelope.ts';

/** Markets of the trade menu; SPOT/CONTRACT/PILOT/OPTIONS/MEMEBOX also key the search menu data (SPEC §3). */
export const MARKET_KEYS = ['SPOT', 'CONTRACT', 'DELIVERY', 'OPTIONS', 'MEMEBOX', 'PILOT', 'PRE_MARKET'] as const;
export const MarketKey = z.enum(MARKET_KEYS);
export type MarketKey = z.infer<typeof MarketKey>;

/** One category tab of a market panel; `code` matches a category of the market rows. */
export const CategoryTab = z.strictObject({ code: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)) });
export type CategoryTab = z.infer<typeof CategoryTab>;

/** One market of the trade menu with its category tabs, in display order. */
export const MarketTabGroup = z.strictObject({
  market: MarketKey,
  name: z.string().check(z.minLength(1)),
  tabs: z.array(CategoryTab),
});
export type MarketTabGroup = z.infer<typeof MarketTabGroup>;

/** GET /apiw/v2/common/tabs?area=web_trade (cached by the client as menu_web_trade_v2). */
export const CommonTabsResponse = apiResponse(z.object({ area: z.literal('web_trade'), list: z.array(MarketTabGroup) }));
export type CommonTabsResponse = z.infer<typeof CommonTabsResponse>;

/** The tabs as the browser reads them: a market group, or a tab in it, that does not fit is left out. */
export const CommonTabsRead = apiResponse(
  z.object({
    area: z.literal('web_trade'),
    list: rowsOf(readRow(MarketTabGroup, ['market', 'name'], { tabs: rowsOf(readRow(CategoryTab, ['code', 'name'])) })),
  }),
);
