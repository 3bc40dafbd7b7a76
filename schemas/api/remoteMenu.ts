import * as z from 'zod/mini';
import { I18nFrom } from '../items/shared.ts';
import { schemaOf } from '../navItem.ts';
import {
  REMOTE_OWN_FIELDS,
  REMOTE_STRICT_SHAPE,
  REMOTE_TRANSLATED,
  type RemoteMenuItem,
  type RemoteTag,
  TAG_TYPE_VALUES,
} from '../remoteMenu.ts';
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
  ...Object.fromEntries(Object.entries(REMOTE_OWN_FIELDS).map(([key, own]) => [key, z.optional(schemaOf(own))])),
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

type Translated = Partial<Record<Lang, string>>;
/**
 * A stored remote menu version (db row json, seed file, ops console): the item format plus
 * per-language texts (`title_i18n`, `desc_i18n`, and those of the item types' own translated
 * remote fields, REMOTE_TRANSLATED), which the server resolves for the request's language and
 * drops, and the English each translation was made from (`_i18n_from`, as on config items: the
 * console marks a translation made from another English "needs review").
 */
export interface StoredRemoteMenuItem extends Omit<RemoteMenuItem, 'children'> {
  title_i18n?: Translated;
  title_i18n_from?: Translated;
  desc_i18n?: Translated;
  desc_i18n_from?: Translated;
  [translations: `${string}_i18n` | `${string}_i18n_from`]: Translated | undefined;
  children: StoredRemoteMenuItem[];
}
const i18n = z.optional(z.partialRecord(Lang, z.string().check(z.minLength(1))));
const translationFields = Object.fromEntries(
  REMOTE_TRANSLATED.flatMap((key) => [
    [`${key}_i18n`, i18n],
    [`${key}_i18n_from`, z.optional(I18nFrom)],
  ]),
);
export const StoredRemoteMenuItem: z.ZodMiniType<StoredRemoteMenuItem> = z.lazy(() =>
  z.strictObject({
    ...itemFields,
    ...translationFields,
    children: z._default(z.array(StoredRemoteMenuItem), []),
  }),
) as unknown as z.ZodMiniType<StoredRemoteMenuItem>;
export const StoredRemoteMenu = z.strictObject({ list: z.array(StoredRemoteMenuItem) });
export type StoredRemoteMenu = z.infer<typeof StoredRemoteMenu>;

/**
 * The SPEC §3 item format for one language: every translated text (REMOTE_TRANSLATED) in that
 * language where it has a translation, the translation records dropped. The server answers with
 * it and the console's preview draws with it.
 */
export function menuForLang(items: readonly StoredRemoteMenuItem[], lang: Lang): RemoteMenuItem[] {
  return items.map(({ children, ...stored }) => {
    const from = stored as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(from)) if (!key.endsWith('_i18n') && !key.endsWith('_i18n_from')) out[key] = value;
    for (const key of REMOTE_TRANSLATED) {
      const text = (from[`${key}_i18n`] as Translated | undefined)?.[lang];
      if (text) out[key] = text;
    }
    return { ...(out as unknown as RemoteMenuItem), children: menuForLang(children ?? [], lang) };
  });
}
