import { Badge, MarketKind, NAV_ITEM_TYPES } from '../../../schemas/navItem.ts';
import { ConditionFields } from './ConditionFields.tsx';
import { CheckField, SelectField, TextField } from './inputs.tsx';
import { TagFields } from './TagFields.tsx';

type Obj = Record<string, unknown>;

const opt = <T extends string>(values: readonly T[], none?: string) => [
  ...(none ? [{ value: undefined as T | undefined, label: none }] : []),
  ...values.map((v) => ({ value: v as T | undefined, label: v })),
];

/** The fields of one region-config item (schemas/navItem.ts); children are edited in the tree. */
export function NavItemFields({ item, set }: { item: Obj; set: (key: string, value: unknown) => void }) {
  return (
    <div className="ops-fields">
      <div className="ops-row">
        <TextField label="Label" value={item.label} onChange={(v) => set('label', v ?? '')} required />
        <TextField label="Id" value={item.id} onChange={(v) => set('id', v ?? '')} required />
        <SelectField label="Type" value={item.type as string} options={opt(NAV_ITEM_TYPES)} onChange={(v) => set('type', v)} />
      </div>
      <div className="ops-row">
        <TextField label="Link (href)" value={item.href} onChange={(v) => set('href', v)} placeholder="/path or https://allowed.host/" />
        <CheckField label="Opens in a new tab" checked={item.external === true} onChange={(v) => set('external', v || undefined)} />
        <SelectField
          label="Badge"
          value={item.badge as string | undefined}
          options={opt(Badge.options, 'none')}
          onChange={(v) => set('badge', v)}
        />
        {item.type === 'market' ? (
          <SelectField
            label="Market"
            value={item.market as string | undefined}
            options={opt(MarketKind.options, 'choose')}
            onChange={(v) => set('market', v)}
          />
        ) : null}
      </div>
      <TextField label="Description" value={item.desc} onChange={(v) => set('desc', v)} />
      <TagFields tags={item.tags} numbered={false} onChange={(v) => set('tags', v)} />
      <ConditionFields when={item.when} onChange={(v) => set('when', v)} />
    </div>
  );
}
