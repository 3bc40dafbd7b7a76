import * as z from 'zod';

import { OK_CODE } from '../specConstants.ts';

export { OK_CODE };

/** The envelope of every JSON answer: `{ code, message, data }`; code 200 is success. */
export function apiResponse<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

/** Error answers: code equals the HTTP status; message says what went wrong. */
export const ApiError = z.object({
  code: z.number().int().min(400),
  message: z.string().min(1),
  data: z.null(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Numbers that carry prices or amounts travel as decimal strings so no precision is lost. */
export const Decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal number as text');
