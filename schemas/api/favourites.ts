import * as z from 'zod/mini';
import { apiResponse, rowsOf } from './envelope.ts';

/** The markets a favourite can belong to (the header's market panels). */
export const FavouriteMarket = z.enum(['spot', 'futures', 'delivery', 'options', 'alpha', 'pilot', 'premarket']);
export type FavouriteMarket = z.infer<typeof FavouriteMarket>;

/** One favourite: the market and the row's id there (BTC_USDT, usdt:BTC_USDT, sol-<address>). */
export const Favourite = z.object({
  market: FavouriteMarket,
  id: z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only')),
});
export type Favourite = z.infer<typeof Favourite>;

/** Most favourites a user keeps; the oldest is dropped beyond it. */
export const MAX_FAVOURITES = 200;

/** GET /api/web/v1/markets/favourites (logged in; 401 otherwise): oldest first. */
export const FavouritesResponse = apiResponse(z.object({ list: z.array(Favourite) }));
export type FavouritesResponse = z.infer<typeof FavouritesResponse>;
/** The list as the browser reads it: a favourite it cannot read is left out, the others kept. */
export const FavouritesRead = apiResponse(z.object({ list: rowsOf(Favourite) }));

/** POST /api/web/v1/markets/favourites, form-encoded: on=1 adds, on=0 removes. Answers the new list. */
export const FavouriteRequest = z.extend(Favourite, { on: z.enum(['0', '1']) });
export type FavouriteRequest = z.infer<typeof FavouriteRequest>;
