import { fieldHelp, fieldLabel } from '../../../engine/ops/fieldInfo.ts';
import type { EditorField } from '../../../schemas/items/define.ts';
import { Badge, ITEM_MODULES, NAV_ITEM_TYPES } from '../../../schemas/navItem.ts';
import { ConditionFields } from './ConditionFields.tsx';
import { CheckField, choices, SelectField, TextField } from './inputs.tsx';
import { TagFields } from './TagFields.tsx';

type Obj = Record<string, unknown>;

const TYPE_WORDS: Record<string, string> = Object.fromEntries(ITEM_MODULES.map((m) => [m.type, m.words]));
/** The fields of its own each type's module declares, with how the form edits them. */
const OWN_FIELDS: Record<string, [string, EditorField | undefined][]> = Object.fromEntries(
  ITEM_MODULES.map((m) => [m.type, Object.entries(m.fields).map(([key, field]) => [key, field.editor])]),
);

const help = (key: string) => fieldHelp('item', key);

/** The fields of one region-config item (schemas/navItem.ts); children are edited in the tree. */
export function NavItemFields({ item, set }: { item: Obj; set: (key: string, value: unknown) => void }) {
  return (
    <div className="ops-fields">
      <div className="ops-row">
        <TextField label={fieldLabel('label')} value={item.label} onChange={(v) => set('label', v ?? '')} required hint={help('label')} />
        <TextField label={fieldLabel('id')} value={item.id} onChange={(v) => set('id', v ?? '')} required hint={help('id')} />
        <SelectField
          label={fieldLabel('type')}
          value={item.type as string}
          options={choices(NAV_ITEM_TYPES, undefined, (t) => TYPE_WORDS[t] ?? t)}
          onChange={(v) => {
            // The fields of the old type's own would be refused on the new type.
            for (const [key] of OWN_FIELDS[item.type as string] ?? [])
              if (!OWN_FIELDS[v as string]?.some(([k]) => k === key)) set(key, undefined);
            set('type', v);
          }}
        />
      </div>
      <div className="ops-row">
        <TextField
          label={`${fieldLabel('href')} (href)`}
          value={item.href}
          onChange={(v) => set('href', v)}
          placeholder="/path or https://allowed.host/"
          hint={help('href')}
        />
        <CheckField label={fieldLabel('external')} checked={item.external === true} onChange={(v) => set('external', v || undefined)} />
        <SelectField
          label={fieldLabel('badge')}
          value={item.badge as string | undefined}
          options={choices(Badge.options, 'none')}
          onChange={(v) => set('badge', v)}
          hint={help('badge')}
        />
        {(OWN_FIELDS[item.type as string] ?? []).map(([key, editor]) => (
          <OwnField key={key} name={key} editor={editor} value={item[key]} set={set} />
        ))}
      </div>
      <TextField label={fieldLabel('desc')} value={item.desc} onChange={(v) => set('desc', v)} hint={help('desc')} />
      <TagFields tags={item.tags} numbered={false} onChange={(v) => set('tags', v)} />
      <ConditionFields when={item.when} onChange={(v) => set('when', v)} />
    </div>
  );
}

/** A field only the item's type has, drawn as its module says (a field without an editor is left to the JSON tab). */
function OwnField({
  name,
  editor,
  value,
  set,
}: {
  name: string;
  editor?: EditorField;
  value: unknown;
  set: (key: string, value: unknown) => void;
}) {
  if (editor?.kind === 'select')
    return (
      <SelectField
        label={fieldLabel(name)}
        value={value as string | undefined}
        options={choices(editor.options, editor.none)}
        onChange={(v) => set(name, v)}
        hint={help(name)}
      />
    );
  if (editor?.kind === 'text')
    return (
      <TextField label={fieldLabel(name)} value={value} onChange={(v) => set(name, v)} placeholder={editor.placeholder} hint={help(name)} />
    );
  return null;
}
