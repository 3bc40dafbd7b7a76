import { fieldHelp, fieldLabel } from '../../../engine/ops/fieldInfo.ts';
import { REMOTE_FIELDS, REMOTE_OWN_FIELDS, type RemoteFieldName } from '../../../schemas/remoteMenu.ts';
import { CheckField, choices, SelectField, TextField } from './inputs.tsx';
import { TagFields } from './TagFields.tsx';

type Obj = Record<string, unknown>;
type Set = (key: string, value: unknown) => void;

// Which fields the form shows, row by row; their words and controls come from REMOTE_FIELDS
// (schemas/remoteMenu.ts). Images, icons and desc_key are left to the JSON tab.
const ROWS: RemoteFieldName[][] = [
  ['title', 'code', 'title_key'],
  ['jump_url', 'jump_type', 'platform_type', 'show_mode', 'hidden'],
];

function RemoteField({ name, item, set }: { name: RemoteFieldName; item: Obj; set: Set }) {
  const { label, editor } = REMOTE_FIELDS[name];
  if (editor.kind === 'check') return <CheckField label={label} checked={item[name] === true} onChange={(v) => set(name, v)} />;
  if (editor.kind === 'choice')
    return <SelectField label={label} value={item[name] as number} options={editor.options} onChange={(v) => set(name, v)} />;
  const { placeholder, required } = editor;
  return (
    <TextField
      label={label}
      value={item[name]}
      onChange={(v) => set(name, required ? (v ?? '') : v)}
      placeholder={placeholder}
      required={required}
    />
  );
}

/** The fields of one remote menu item (SPEC §3 remote menu item, and the item types' own, e.g. a market kind). */
export function RemoteItemFields({ item, set }: { item: Obj; set: Set }) {
  return (
    <div className="ops-fields">
      {ROWS.map((row) => (
        <div key={row[0]} className="ops-row">
          {row.map((name) => (
            <RemoteField key={name} name={name} item={item} set={set} />
          ))}
          {row === ROWS.at(-1)
            ? Object.entries(REMOTE_OWN_FIELDS).map(([key, own]) => (
                <SelectField
                  key={key}
                  label={fieldLabel(key)}
                  value={item[key] as string | undefined}
                  options={choices(own.values, 'none')}
                  onChange={(v) => set(key, v)}
                  hint={fieldHelp('item', key)}
                />
              ))
            : null}
        </div>
      ))}
      <RemoteField name="desc" item={item} set={set} />
      <TagFields tags={item.tags} numbered onChange={(v) => set('tags', v ?? [])} />
    </div>
  );
}
