import * as z from 'zod/mini';
import { MARKET_KINDS } from './enums.ts';

export { MARKET_KINDS };
export type RemoteMarketKind = (typeof MARKET_KINDS)[number];

/** SPEC §3 remote menu enumerations; on bad input each falls back to its first value (SPEC §5). */
export const TAG_TYPE_VALUES = [1, 2, 3, 4, 5] as const; // custom image, green word, fire, live image, VIP
export const JUMP_TYPE_VALUES = [1, 2] as const; // internal, external
export const SHOW_MODE_VALUES = [1, 2] as const; // vertical, horizontal
export const PLATFORM_TYPE_VALUES = [1, 2, 3] as const; // all, web, h5

function enumWithFallback<const T extends readonly number[]>(values: T) {
  const first = values[0] as T[number];
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((v): T[number] => {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      return (values as readonly unknown[]).includes(n) ? (n as T[number]) : first;
    }),
  );
}

/** A non-boolean `hidden` is coerced: "true"/"1"/1 are true, anything else false. */
const coercedBoolean = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => {
    if (typeof v === 'boolean') return v;
    if (typeof v === 'string') return ['true', '1', 'yes'].includes(v.trim().toLowerCase());
    if (typeof v === 'number') return v !== 0;
    return false;
  }),
);

const optionalText = z.catch(z.optional(z.string()), undefined);

export const RemoteTag = z.object({
  type: enumWithFallback(TAG_TYPE_VALUES),
  light_icon: optionalText,
  dark_icon: optionalText,
  code: optionalText,
  word: optionalText,
});
export type RemoteTag = z.infer<typeof RemoteTag>;

/** One remote menu item without its children (children are parsed item by item, see below). */
export const RemoteMenuItemFields = z.object({
  code: z.string().check(z.minLength(1, 'code is required')),
  title: optionalText,
  title_key: optionalText,
  desc: optionalText,
  desc_key: optionalText,
  light_image: optionalText,
  dark_image: optionalText,
  light_icon: optionalText,
  dark_icon: optionalText,
  jump_type: enumWithFallback(JUMP_TYPE_VALUES),
  hidden: coercedBoolean,
  jump_url: optionalText,
  show_mode: enumWithFallback(SHOW_MODE_VALUES),
  platform_type: enumWithFallback(PLATFORM_TYPE_VALUES),
});

export interface RemoteMenuItem extends z.infer<typeof RemoteMenuItemFields> {
  tags: RemoteTag[];
  children: RemoteMenuItem[];
  /**
   * The market panel the entry opens (our extension of the SPEC §3 item, one list with the region
   * config's `market`): with it ops can move the whole navigation to the remote menu and keep the
   * Spot, futures, options, Alpha, pilot, pre-market and quick-buy panels.
   */
  market?: RemoteMarketKind;
}

export interface ParseWarning {
  path: string;
  reason: string;
}

function describe(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues.map((i) => `${i.path.join('.') || '(item)'}: ${i.message}`).join('; ');
}

function parseItems(input: unknown, path: string, warnings: ParseWarning[]): RemoteMenuItem[] {
  if (!Array.isArray(input)) {
    if (input !== undefined && input !== null) warnings.push({ path, reason: 'expected a list' });
    return [];
  }
  const out: RemoteMenuItem[] = [];
  input.forEach((raw, i) => {
    const here = `${path}[${i}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      warnings.push({ path: here, reason: 'item is not an object' });
      return;
    }
    const parsed = RemoteMenuItemFields.safeParse(raw);
    if (!parsed.success) {
      warnings.push({ path: here, reason: describe(parsed.error) });
      return;
    }
    const rec = raw as Record<string, unknown>;
    const tags: RemoteTag[] = [];
    if (Array.isArray(rec.tags)) {
      rec.tags.forEach((t, j) => {
        const tag = RemoteTag.safeParse(t);
        if (tag.success) tags.push(tag.data);
        else warnings.push({ path: `${here}.tags[${j}]`, reason: describe(tag.error) });
      });
    }
    const item: RemoteMenuItem = { ...parsed.data, tags, children: parseItems(rec.children, `${here}.children`, warnings) };
    if (rec.market !== undefined && rec.market !== null && rec.market !== '') {
      // An unknown kind is reported and the entry kept as a plain link or menu.
      if ((MARKET_KINDS as readonly unknown[]).includes(rec.market)) item.market = rec.market as RemoteMarketKind;
      else
        warnings.push({
          path: `${here}.market`,
          reason: `unknown market kind ${JSON.stringify(rec.market)}; expected one of ${MARKET_KINDS.join(', ')}`,
        });
    }
    out.push(item);
  });
  return out;
}

/**
 * Parses a remote menu response (`data.list`) leniently: never throws, whatever the JSON. Invalid
 * items are skipped and reported with their path and reason; the caller logs the warnings.
 */
export function parseRemoteMenu(response: unknown): { items: RemoteMenuItem[]; warnings: ParseWarning[] } {
  const warnings: ParseWarning[] = [];
  const data = (response as { data?: { list?: unknown } } | null)?.data;
  if (typeof response !== 'object' || response === null || typeof data !== 'object' || data === null) {
    return { items: [], warnings: [{ path: 'data', reason: 'invalid format: expected { data: { list } }' }] };
  }
  return { items: parseItems(data.list, 'data.list', warnings), warnings };
}
