import { fieldLabel } from '../../../engine/ops/fieldInfo.ts';
import type { FieldKind } from '../../../schemas/items/define.ts';
import { ITEM_FIELDS, ITEM_MODULES, NAV_ITEM_TYPES } from '../../../schemas/navItem.ts';
import { ConditionFields } from './ConditionFields.tsx';
import { fieldOf, ItemField } from './ItemField.tsx';
import { choices, SelectField } from './inputs.tsx';
import { TagFields } from './TagFields.tsx';
import { TranslationFields } from './TranslationFields.tsx';

type Obj = Record<string, unknown>;
type Set = (key: string, value: unknown) => void;

const TYPE_WORDS: Record<string, string> = Object.fromEntries(ITEM_MODULES.map((m) => [m.type, m.words]));
/** Each type's fields of its own, by type (schemas/items/). */
const OWN_FIELDS: Record<string, string[]> = Object.fromEntries(ITEM_MODULES.map((m) => [m.type, Object.keys(m.fields)]));

/** Each type's own translated texts, whose translations follow the type's row. */
const OWN_TRANSLATED: Record<string, string[]> = Object.fromEntries(
  ITEM_MODULES.map((m) => [
    m.type,
    Object.entries(m.fields as Record<string, FieldKind>)
      .filter(([, f]) => f.kind === 'text' && f.translated)
      .map(([key]) => key),
  ]),
);

/** Fields placed in the rows below (with each type's own); the rest with a control go under "More fields". */
const PLACED = new Set(['label', 'id', 'href', 'external', 'badge', 'desc', ...Object.values(OWN_FIELDS).flat()]);
const MORE_FIELDS = ITEM_FIELDS.filter(([key, f]) => f.editor && !PLACED.has(key)).map(([key]) => key);

function TypeField({ item, set }: { item: Obj; set: Set }) {
  return (
    <SelectField
      label={fieldLabel('type')}
      value={item.type as string}
      options={choices(NAV_ITEM_TYPES, undefined, (t) => TYPE_WORDS[t] ?? t)}
      onChange={(v) => {
        // The fields of the old type's own would be refused on the new type.
        for (const key of OWN_FIELDS[item.type as string] ?? [])
          if (!OWN_FIELDS[v as string]?.includes(key)) for (const k of [key, `${key}_i18n`, `${key}_i18n_from`]) set(k, undefined);
        set('type', v);
      }}
    />
  );
}

/**
 * The fields of one region-config item (schemas/navItem.ts); children are edited in the tree. The
 * rows only place the fields; the type's own fields join the second row.
 */
export function NavItemFields({ item, set, edit, at }: { item: Obj; set: Set; edit: (next: Obj) => void; at?: string }) {
  const own = OWN_FIELDS[item.type as string] ?? [];
  const field = (name: string) => <ItemField key={name} name={name} item={item} set={set} at={at} />;
  // Every other field the schemas give a control to (icons, pictures, layout, analytics).
  const more = MORE_FIELDS;
  return (
    <div className="ops-fields">
      <div className="ops-row">
        {field('label')}
        {field('id')}
        <TypeField item={item} set={set} />
      </div>
      <div className="ops-row">{['href', 'external', 'badge', ...own].map(field)}</div>
      {(OWN_TRANSLATED[item.type as string] ?? []).map((key) =>
        typeof item[key] === 'string' ? (
          <TranslationFields key={key} node={item} field={key} label={fieldOf(item, key)?.label ?? key} edit={edit} at={at} />
        ) : null,
      )}
      <TranslationFields node={item} field="label" label={fieldLabel('label')} edit={edit} at={at} />
      {field('desc')}
      {typeof item.desc === 'string' ? <TranslationFields node={item} field="desc" label={fieldLabel('desc')} edit={edit} at={at} /> : null}
      <details className="ops-more" open={more.some((k) => item[k] !== undefined)}>
        <summary>More fields: {more.map(fieldLabel).join(', ')}</summary>
        <div className="ops-row">{more.map(field)}</div>
      </details>
      <TagFields tags={item.tags} numbered={false} onChange={(v) => set('tags', v)} at={at === undefined ? undefined : `${at}.tags`} />
      <ConditionFields when={item.when} onChange={(v) => set('when', v)} />
    </div>
  );
}
