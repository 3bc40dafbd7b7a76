import type { Condition } from '../condition.ts';
import type { Lang } from '../site.ts';

/**
 * What a field holds, declared as plain data (no zod: the engine reads these declarations in the
 * layer's first chunk, where the schemas are not loaded). Everything about a field follows from its
 * kind (schemas/navItem.ts, engine/resolveItems.ts, engine/configLint.ts, the console's form, the
 * test arbitraries): its schema, its `{name}_i18n` keys when its text is `translated`, its console
 * control, and how it is resolved (every `link` through the one URL allow-list, every `image`
 * through the one asset allow-list, translated text in the page's language).
 *
 * `label` is what ops read for it (per type: "Card title"); `help` its line of help; `required`
 * keeps it in every item; `none` names a choice's empty value.
 */
interface Common {
  label: string;
  help?: string;
  required?: true;
}
export type FieldKind =
  | (Common & { kind: 'choice'; values: readonly (string | number)[]; none?: string })
  | (Common & { kind: 'text'; translated?: true; placeholder?: string; pattern?: { regex: RegExp; message: string } })
  | (Common & { kind: 'link' })
  | (Common & { kind: 'image'; placeholder?: string })
  | (Common & { kind: 'number'; min?: number; max?: number })
  | (Common & { kind: 'boolean' })
  | (Common & { kind: 'list'; of: 'tag' })
  | (Common & { kind: 'condition' });
export type FieldKindName = FieldKind['kind'];

/** Translations of a text, and the English each was made from (engine/i18n/itemTranslations.ts). */
export type Translations = Partial<Record<Lang, string>>;
/** The value a field of a kind holds. `Tag` is the tag's type (schemas/items/shared.ts), passed in to keep this file zod-free. */
export type ValueOf<F, Tag> = F extends { kind: 'choice'; values: readonly (infer V)[] }
  ? V
  : F extends { kind: 'number' }
    ? number
    : F extends { kind: 'boolean' }
      ? boolean
      : F extends { kind: 'list' }
        ? Tag[]
        : F extends { kind: 'condition' }
          ? Condition
          : string;
type RequiredKeys<F> = { [K in keyof F]: F[K] extends { required: true } ? K : never }[keyof F];
type TranslatedKeys<F> = { [K in keyof F]: F[K] extends { translated: true } ? K & string : never }[keyof F];
/** The values of a record of fields as an item holds them, with the `_i18n` keys of its translated texts. */
export type ValuesOf<F, Tag> = {
  [K in RequiredKeys<F>]: ValueOf<F[K], Tag>;
} & { [K in Exclude<keyof F, RequiredKeys<F>>]?: ValueOf<F[K], Tag> } & {
  [K in TranslatedKeys<F> as `${K}_i18n` | `${K}_i18n_from`]?: Translations;
};

/** What the remote menu (SPEC §3) says about one entry, as the item types read it to claim it. */
export interface RemoteFacts {
  jump_url?: string;
  hasChildren: boolean;
  [own: string]: unknown;
}

/**
 * One item type, declared once: everything the layers derive from it (the config schema and its
 * JSON Schema, the console's words and form, the remote menu's mapping, the resolution of its
 * fields). No zod here (see FieldKind). Its component is in renderer/items/ (renderer/registry.tsx
 * maps the type to it).
 */
export interface ItemTypeModule {
  type: string;
  /** Its line of help in the editor's JSON Schema. */
  about: string;
  /** Its name in the console's list of types. */
  words: string;
  /** What the type needs beyond the shared fields (a field or children), and the message when missing. */
  needs: { field: string; message: string } | null;
  /** Fields only this type has (none when left out): another type's item naming one is refused. */
  fields?: Record<string, FieldKind>;
  /**
   * How a remote menu entry becomes an item of this type: the lowest `rank` whose `claims` holds
   * wins; `fields` names own fields the remote menu carries too (our extension of SPEC §3), under
   * the same name and read by the same kind (schemas/remoteMenu.ts: a choice among its values, a
   * text and its translations, a link or an image as text the engine's allow-lists decide on).
   */
  remote?: {
    rank: number;
    claims: (entry: RemoteFacts) => boolean;
    fields?: readonly string[];
  };
}

type Declared<M extends ItemTypeModule> = Omit<M, 'fields'> & {
  fields: M extends { fields: infer F extends Record<string, FieldKind> } ? F : Record<never, FieldKind>;
};
/** Declares an item type, kept literal so the types follow from it; no `fields` is none. */
export const defineItemType = <const M extends ItemTypeModule>(module: M): Declared<M> =>
  ({ fields: {}, ...module }) as unknown as Declared<M>;
