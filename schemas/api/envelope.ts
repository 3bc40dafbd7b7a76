// zod/mini: the envelope wraps answers the first page checks in the browser (bulletin, header
// bubble), so it must not pull classic zod into those chunks. Classic schemas nest it freely.
import * as z from 'zod/mini';

import { OK_CODE } from '../specConstants.ts';

export { OK_CODE };

/** The envelope of every JSON answer: `{ code, message, data }`; code 200 is success. */
export function apiResponse<T extends z.core.$ZodType>(data: T) {
  return z.object({ code: z.int(), message: z.string(), data });
}

/**
 * The fields of a paged list answer (SPEC §7 paged lists: `page` from 1, `limit` rows a page):
 * the page's rows, how many rows the whole list has, and which page of what size this is.
 */
export function pagedFields<T extends z.core.$ZodType>(row: T) {
  return {
    list: z.array(row),
    total: z.int().check(z.minimum(0)),
    page: z.int().check(z.minimum(1)),
    limit: z.int().check(z.minimum(1)),
  };
}

/** Error answers: code equals the HTTP status; message says what went wrong. */
export const ApiError = z.object({
  code: z.int().check(z.minimum(400)),
  message: z.string().check(z.minLength(1)),
  data: z.null(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Numbers that carry prices or amounts travel as decimal strings so no precision is lost. */
export const Decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'a decimal number as text'));
