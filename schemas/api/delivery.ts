import * as z from 'zod/mini';
import { apiResponse, Decimal, readRow, rowsOf } from './envelope.ts';

export const DeliveryCycle = z.enum(['WEEKLY', 'BI-WEEKLY', 'QUARTERLY', 'BI-QUARTERLY']);

/** SPEC §3 delivery contract; links go to /futures-delivery/USDT/{name}. */
export const DeliveryContract = z.strictObject({
  underlying: z.string().check(z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/)),
  name: z.string().check(z.regex(/^[A-Z0-9]+_[A-Z0-9]+_\d{8}$/)),
  full_name: z.string(),
  is_tag_st: z.boolean(),
  cycle: DeliveryCycle,
  /** Unix seconds; always in the future. */
  expire_time: z.int(),
  /** Extras the menus show: the coin icon, last price and change since the reference time. */
  icon: z.optional(z.string()),
  last_price: z.optional(Decimal),
  change_percentage: z.optional(Decimal),
});
export type DeliveryContract = z.infer<typeof DeliveryContract>;

/** GET /apiw/v2/delivery/usdt/contracts */
export const DeliveryResponse = apiResponse(z.array(DeliveryContract));
export type DeliveryResponse = z.infer<typeof DeliveryResponse>;

/** A contract as the browser reads it: SPEC §3's fields, the names in either case. */
export const DeliveryContractRead = readRow(DeliveryContract, ['underlying', 'name', 'full_name', 'is_tag_st'], {
  underlying: z.string().check(z.toUpperCase(), z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/)),
  name: z.string().check(z.toUpperCase(), z.regex(/^[A-Z0-9]+_[A-Z0-9]+_\d{8}$/)),
});
export const DeliveryRead = apiResponse(rowsOf(DeliveryContractRead));
