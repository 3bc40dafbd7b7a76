import { CheckField, SelectField, TextField } from './inputs.tsx';
import { TagFields } from './TagFields.tsx';

type Obj = Record<string, unknown>;

/** The fields of one remote menu item (SPEC §3 remote menu item). */
export function RemoteItemFields({ item, set }: { item: Obj; set: (key: string, value: unknown) => void }) {
  return (
    <div className="ops-fields">
      <div className="ops-row">
        <TextField label="Title" value={item.title} onChange={(v) => set('title', v)} />
        <TextField label="Code" value={item.code} onChange={(v) => set('code', v ?? '')} required />
        <TextField label="Title key" value={item.title_key} onChange={(v) => set('title_key', v)} />
      </div>
      <div className="ops-row">
        <TextField label="Jump URL" value={item.jump_url} onChange={(v) => set('jump_url', v)} placeholder="/path or https://…" />
        <SelectField
          label="Jump type"
          value={item.jump_type as number}
          options={[
            { value: 1, label: '1 internal' },
            { value: 2, label: '2 external' },
          ]}
          onChange={(v) => set('jump_type', v)}
        />
        <SelectField
          label="Platform"
          value={item.platform_type as number}
          options={[
            { value: 1, label: '1 all' },
            { value: 2, label: '2 web (header)' },
            { value: 3, label: '3 h5 (side drawer)' },
          ]}
          onChange={(v) => set('platform_type', v)}
        />
        <SelectField
          label="Show mode"
          value={item.show_mode as number}
          options={[
            { value: 1, label: '1 vertical' },
            { value: 2, label: '2 horizontal' },
          ]}
          onChange={(v) => set('show_mode', v)}
        />
        <CheckField label="Hidden" checked={item.hidden === true} onChange={(v) => set('hidden', v)} />
      </div>
      <TextField label="Description" value={item.desc} onChange={(v) => set('desc', v)} />
      <TagFields tags={item.tags} numbered onChange={(v) => set('tags', v ?? [])} />
    </div>
  );
}
