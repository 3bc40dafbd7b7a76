import { REMOTE_FIELDS, REMOTE_OWN_FIELDS, type RemoteFieldName } from '../../../schemas/remoteMenu.ts';
import { ItemField } from './ItemField.tsx';
import { CheckField, SelectField, TextField } from './inputs.tsx';
import { TagFields } from './TagFields.tsx';
import { TranslationFields } from './TranslationFields.tsx';

type Obj = Record<string, unknown>;
type Set = (key: string, value: unknown) => void;

// Which fields the form shows, row by row; their words and controls come from REMOTE_FIELDS
// (schemas/remoteMenu.ts). Every other declared field goes under "More fields".
const ROWS: RemoteFieldName[][] = [
  ['title', 'code', 'title_key'],
  ['jump_url', 'jump_type', 'platform_type', 'show_mode', 'hidden'],
];
const PLACED = new Set<string>([...ROWS.flat(), 'desc']);
/** The item types' own translated remote texts (a card's call-to-action words), with their translations like the title's. */
const OWN_TRANSLATED = Object.entries(REMOTE_OWN_FIELDS).flatMap(([key, f]) =>
  f.kind === 'text' && f.translated ? [[key, f.label] as const] : [],
);
const MORE_FIELDS = (Object.keys(REMOTE_FIELDS) as RemoteFieldName[]).filter((k) => !PLACED.has(k));

function RemoteField({ name, item, set, at }: { name: RemoteFieldName; item: Obj; set: Set; at?: string }) {
  const { label, editor } = REMOTE_FIELDS[name];
  const path = at === undefined ? undefined : `${at}.${name}`;
  if (editor.kind === 'check') return <CheckField label={label} checked={item[name] === true} onChange={(v) => set(name, v)} />;
  if (editor.kind === 'choice')
    return <SelectField label={label} value={item[name] as number} options={editor.options} onChange={(v) => set(name, v)} path={path} />;
  const { placeholder, required } = editor;
  return (
    <TextField
      label={label}
      value={item[name]}
      onChange={(v) => set(name, required ? (v ?? '') : v)}
      placeholder={placeholder}
      required={required}
      path={path}
    />
  );
}

/**
 * The fields of one remote menu item (SPEC §3 remote menu item), with what the region forms have:
 * the title's and description's translations with their review marks, every declared field (the
 * rest under "More fields"), problems at their field, and the item types' own fields (a market
 * kind, a card's call to action) drawn from the same declarations as a config item's (ItemField).
 */
export function RemoteItemFields({ item, set, edit, at }: { item: Obj; set: Set; edit: (next: Obj) => void; at?: string }) {
  return (
    <div className="ops-fields">
      {ROWS.map((row) => (
        <div key={row[0]} className="ops-row">
          {row.map((name) => (
            <RemoteField key={name} name={name} item={item} set={set} at={at} />
          ))}
          {row === ROWS.at(-1)
            ? Object.keys(REMOTE_OWN_FIELDS).map((key) => <ItemField key={key} name={key} item={item} set={set} at={at} />)
            : null}
        </div>
      ))}
      <TranslationFields node={item} field="title" label={REMOTE_FIELDS.title.label} edit={edit} at={at} />
      {OWN_TRANSLATED.filter(([key]) => typeof item[key] === 'string').map(([key, label]) => (
        <TranslationFields key={key} node={item} field={key} label={label} edit={edit} at={at} />
      ))}
      <RemoteField name="desc" item={item} set={set} at={at} />
      {typeof item.desc === 'string' ? (
        <TranslationFields node={item} field="desc" label={REMOTE_FIELDS.desc.label} edit={edit} at={at} />
      ) : null}
      <details className="ops-more" open={MORE_FIELDS.some((k) => item[k] !== undefined)}>
        <summary>More fields: {MORE_FIELDS.map((k) => REMOTE_FIELDS[k].label).join(', ')}</summary>
        <div className="ops-row">
          {MORE_FIELDS.map((name) => (
            <RemoteField key={name} name={name} item={item} set={set} at={at} />
          ))}
        </div>
      </details>
      <TagFields tags={item.tags} numbered onChange={(v) => set('tags', v ?? [])} at={at === undefined ? undefined : `${at}.tags`} />
    </div>
  );
}
