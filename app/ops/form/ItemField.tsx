import { fieldHelp } from '../../../engine/ops/fieldInfo.ts';
import { badgeTitle } from '../../../engine/ops/productWords.ts';
import { type ItemField as Field, ITEM_FIELDS, ITEM_FIELDS_OF } from '../../../schemas/navItem.ts';
import { CheckField, choices, SelectField, TextField } from './inputs.tsx';

type Obj = Record<string, unknown>;
type Set = (key: string, value: unknown) => void;

const FIELDS = Object.fromEntries(ITEM_FIELDS);
const FIELDS_OF = Object.fromEntries(Object.entries(ITEM_FIELDS_OF).map(([type, fields]) => [type, Object.fromEntries(fields)]));
/** A field as the item's type declares it (its label is that type's: "Card title"); a remote item has no type. */
export const fieldOf = (item: Obj, name: string): Field | undefined => FIELDS_OF[item.type as string]?.[name] ?? FIELDS[name];
const help = (key: string) => fieldHelp('item', key);

/** A select's values in ops' words where the stored value is a code word (`referral20`). */
const OPTION_WORDS: Record<string, (value: string) => string> = { badge: badgeTitle };

/**
 * One field, drawn as its declaration says (schemas/items/: label, control, help); a field
 * without an editor is left to the JSON tab. The remote menu's form draws the item types' own
 * fields with it too, so a type's field is declared once for both forms.
 */
export function ItemField({ name, item, set, at }: { name: string; item: Obj; set: Set; at?: string }) {
  const field = fieldOf(item, name);
  const editor = field?.editor;
  const label = field?.label ?? name;
  const value = item[name];
  const path = at === undefined ? undefined : `${at}.${name}`;
  if (editor?.kind === 'select')
    return (
      <SelectField
        label={label}
        value={value === undefined ? undefined : String(value)}
        options={choices(editor.options, editor.none, OPTION_WORDS[name])}
        onChange={(v) => set(name, editor.numeric && v !== undefined ? Number(v) : v)}
        hint={help(name)}
        path={path}
      />
    );
  if (editor?.kind === 'check') return <CheckField label={label} checked={value === true} onChange={(v) => set(name, v || undefined)} />;
  if (editor?.kind === 'text')
    return (
      <TextField
        label={editor.showKey ? `${label} (${name})` : label}
        value={value}
        onChange={(v) => set(name, editor.numeric && v ? Number(v) : editor.required ? (v ?? '') : v)}
        placeholder={editor.placeholder}
        required={editor.required}
        hint={help(name)}
        path={path}
      />
    );
  return null;
}
