import type * as z from 'zod/mini';

/**
 * How the ops console's form edits a field: a choice among its values (`numeric`: stored as a
 * number), a line of text (`required`: never dropped; `showKey`: the label names the JSON key
 * too), or a checkbox (unchecked drops it).
 */
export type EditorField =
  | { kind: 'select'; options: readonly string[]; none: string; numeric?: true }
  | { kind: 'text'; placeholder?: string; required?: true; showKey?: true }
  | { kind: 'check' };

/**
 * One field of an item: its schema (with its help, z.describe), the words ops read for it, and,
 * for a field a type has of its own, how the console's form edits it.
 */
export interface ItemField {
  schema: z.ZodMiniType;
  label: string;
  editor?: EditorField;
}

/**
 * A field only one type has. Declared without zod: the engine reads the modules in the layer's
 * first chunk (remoteToNavItems), where the schemas are not loaded; schemas/navItem.ts makes the
 * zod schema (a choice is an enum, text a string; both optional, `help` its description), the
 * console's control (a select with `none` first, or a text input) and the item's type from it.
 */
export type OwnField =
  | { kind: 'choice'; values: readonly string[]; label: string; help?: string; none?: string }
  | { kind: 'text'; label: string; help?: string; placeholder?: string };

/** The value an own field holds in an item. */
export type OwnValue<F extends OwnField> = F extends { values: readonly (infer V)[] } ? V : string;

/** What the remote menu (SPEC §3) says about one entry, as the item types read it to claim it. */
export interface RemoteFacts {
  jump_url?: string;
  hasChildren: boolean;
  [own: string]: unknown;
}

/**
 * One item type, declared once: everything the layers derive from it (the config schema and its
 * JSON Schema, the console's words and form, the remote menu's mapping). No zod here (see
 * OwnField). Its component is in
 * renderer/items/ (renderer/registry.tsx maps the type to it).
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
  fields?: Record<string, OwnField>;
  /**
   * How a remote menu entry becomes an item of this type: the lowest `rank` whose `claims` holds
   * wins; `fields` are remote fields of its own (our extension of SPEC §3), copied onto the item
   * under the same name, and `noun` names them in a warning when the value is unknown.
   */
  remote?: {
    rank: number;
    claims: (entry: RemoteFacts) => boolean;
    fields?: Record<string, { values: readonly string[]; noun: string }>;
  };
}

type Declared<M extends ItemTypeModule> = Omit<M, 'fields'> & {
  fields: M extends { fields: infer F extends Record<string, OwnField> } ? F : Record<never, OwnField>;
};
/** Declares an item type, kept literal so the types follow from it; no `fields` is none. */
export const defineItemType = <const M extends ItemTypeModule>(module: M): Declared<M> =>
  ({ fields: {}, ...module }) as unknown as Declared<M>;

/** The schemas of a record of fields, as a zod object shape. */
export type ShapeOf<F extends Record<string, ItemField>> = { [K in keyof F]: F[K]['schema'] };
export function shapeOf<F extends Record<string, ItemField>>(fields: F): ShapeOf<F> {
  return Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.schema])) as ShapeOf<F>;
}
