import * as z from 'zod/mini';
import { I18nFrom } from '../items/shared.ts';
import { REMOTE_OWN_FIELDS, REMOTE_STRICT_SHAPE, type RemoteMenuItem, type RemoteTag, TAG_TYPE_VALUES } from '../remoteMenu.ts';
import { Lang } from '../site.ts';
import { apiResponse } from './envelope.ts';

/**
 * The remote menu exactly as the reference server sends it: the SPEC §3 item format of
 * schemas/remoteMenu.ts, but strict (no fallbacks), so a server or ops-console bug is caught here
 * instead of being silently repaired by the client's lenient parseRemoteMenu.
 */
const text = z.optional(z.string());

export const RemoteTagOut: z.ZodMiniType<RemoteTag> = z.strictObject({
  type: z.literal(TAG_TYPE_VALUES),
  light_icon: text,
  dark_icon: text,
  code: text,
  word: text,
});

const itemFields = {
  ...REMOTE_STRICT_SHAPE,
  tags: z.array(RemoteTagOut),
  ...Object.fromEntries(Object.entries(REMOTE_OWN_FIELDS).map(([key, own]) => [key, z.optional(z.enum(own.values as [string]))])),
};

export const RemoteMenuItemOut: z.ZodMiniType<RemoteMenuItem> = z.lazy(() =>
  z.strictObject({ ...itemFields, children: z.array(RemoteMenuItemOut) }),
);

/**
 * GET /apiw/v2/site/remote_menu?lang= (our path; SPEC §7 does not show one): the latest stored
 * version, or the built-in menu as version 0 when none was ever stored.
 */
export const RemoteMenuResponse = apiResponse(z.object({ list: z.array(RemoteMenuItemOut), version: z.int().check(z.minimum(0)) }));
export type RemoteMenuResponse = z.infer<typeof RemoteMenuResponse>;

/** GET /api/web/v1/site/headerMenuListV2: the built-in menu the server ships (the fallback of SPEC §8). */
export const HeaderMenuResponse = apiResponse(z.object({ list: z.array(RemoteMenuItemOut) }));
export type HeaderMenuResponse = z.infer<typeof HeaderMenuResponse>;

/**
 * How the browser reads either menu: the envelope strictly, the list item by item with the lenient
 * parseRemoteMenu (schemas/remoteMenu.ts: SPEC §8, an invalid item is skipped with a warning).
 */
export const MenuPage = apiResponse(z.object({ list: z.unknown() }));

/**
 * A stored remote menu version (db row json, seed file, ops console): the item format plus
 * per-language title/desc, which the server resolves for the request's language and drops, and
 * the English each translation was made from (`_i18n_from`, as on config items: the console marks
 * a translation made from another English "needs review").
 */
export interface StoredRemoteMenuItem extends Omit<RemoteMenuItem, 'children'> {
  title_i18n?: Partial<Record<Lang, string>>;
  title_i18n_from?: Partial<Record<Lang, string>>;
  desc_i18n?: Partial<Record<Lang, string>>;
  desc_i18n_from?: Partial<Record<Lang, string>>;
  children: StoredRemoteMenuItem[];
}
const i18n = z.optional(z.partialRecord(Lang, z.string().check(z.minLength(1))));
export const StoredRemoteMenuItem: z.ZodMiniType<StoredRemoteMenuItem> = z.lazy(() =>
  z.strictObject({
    ...itemFields,
    title_i18n: i18n,
    title_i18n_from: z.optional(I18nFrom),
    desc_i18n: i18n,
    desc_i18n_from: z.optional(I18nFrom),
    children: z._default(z.array(StoredRemoteMenuItem), []),
  }),
);
export const StoredRemoteMenu = z.strictObject({ list: z.array(StoredRemoteMenuItem) });
export type StoredRemoteMenu = z.infer<typeof StoredRemoteMenu>;
