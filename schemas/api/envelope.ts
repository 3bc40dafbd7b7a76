// zod/mini: the envelope wraps answers the first page checks in the browser (bulletin, header
// bubble), so it must not pull classic zod into those chunks. Classic schemas nest it freely.
import * as z from 'zod/mini';

import { OK_CODE } from '../constants/api.ts';
import { DROPPED, type DroppedRows } from './droppedRows.ts';

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

/**
 * A list as the browser reads it (SPEC §5, §8): a list it must be, but each row is read on its own
 * with `row`, and one that does not fit is left out and noted (droppedIn, schemas/api/droppedRows.ts)
 * so the call reports them in one counted warning while the other rows show.
 */
export function rowsOf<T extends z.core.$ZodType>(row: T) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items) => {
      const rows: z.output<T>[] = [];
      let note: DroppedRows | undefined;
      items.forEach((item, i) => {
        const r = z.safeParse(row, item);
        if (r.success) rows.push(r.data);
        else if (note) note.count++;
        else {
          const issue = r.error.issues[0];
          note = { count: 1, first: `row ${i}${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'unreadable'}` };
        }
      });
      if (note) Object.defineProperty(rows, DROPPED, { value: note });
      return rows;
    }),
  );
}

type ReadShape<S extends z.core.$ZodShape, K extends keyof S> = {
  [P in keyof S]: P extends K ? S[P] : z.ZodMiniCatch<z.ZodMiniOptional<S[P]>>;
};

/**
 * A row as the browser reads it, made from the strict row the server answers: the fields SPEC §3
 * names for the row (`required`) as the strict row has them, or as `loosened` gives them (case
 * normalised, an open set of values); every other field optional, and left out when it does not fit.
 */
export function readRow<S extends z.core.$ZodShape, K extends keyof S & string, L extends z.core.$ZodLooseShape = Record<never, never>>(
  // biome-ignore lint/suspicious/noExplicitAny: a strict or a stripping object alike
  strict: z.ZodMiniObject<S, any>,
  required: readonly K[],
  loosened?: L,
) {
  const shape = Object.fromEntries(
    Object.entries(strict.shape).map(([key, field]) => [
      key,
      (required as readonly string[]).includes(key) ? field : z.catch(z.optional(field), undefined),
    ]),
  ) as ReadShape<S, K>;
  return z.object({ ...shape, ...(loosened as L) } as Omit<ReadShape<S, K>, keyof L> & L);
}

/** A count beside a list as the browser reads it: left out when it is not one, so the caller falls back. */
export const usableCount = z.catch(z.optional(z.int().check(z.minimum(0))), undefined);

/** pagedFields as the browser reads them: the rows one by one, the counts only when usable. */
export function pagedRead<T extends z.core.$ZodType>(row: T) {
  return { list: rowsOf(row), total: usableCount, page: usableCount, limit: usableCount };
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
