import { fieldHelp, fieldLabel } from '../../../engine/ops/fieldInfo.ts';
import { Badge, MarketKind, NAV_ITEM_TYPES } from '../../../schemas/navItem.ts';
import { ConditionFields } from './ConditionFields.tsx';
import { CheckField, SelectField, TextField } from './inputs.tsx';
import { TagFields } from './TagFields.tsx';

type Obj = Record<string, unknown>;

const TYPE_WORDS: Record<string, string> = {
  link: 'link (a plain entry)',
  menu: 'menu (opens a panel of entries)',
  group: 'group (a titled column in a panel)',
  text: 'text (a statement, e.g. regulatory)',
  market: 'market (opens a market panel)',
};

const opt = <T extends string>(values: readonly T[], none?: string, word: (v: T) => string = (v) => v) => [
  ...(none ? [{ value: undefined as T | undefined, label: none }] : []),
  ...values.map((v) => ({ value: v as T | undefined, label: word(v) })),
];

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
          options={opt(NAV_ITEM_TYPES, undefined, (t) => TYPE_WORDS[t] ?? t)}
          onChange={(v) => set('type', v)}
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
          options={opt(Badge.options, 'none')}
          onChange={(v) => set('badge', v)}
          hint={help('badge')}
        />
        {item.type === 'market' ? (
          <SelectField
            label={fieldLabel('market')}
            value={item.market as string | undefined}
            options={opt(MarketKind.options, 'choose')}
            onChange={(v) => set('market', v)}
            hint={help('market')}
          />
        ) : null}
      </div>
      <TextField label={fieldLabel('desc')} value={item.desc} onChange={(v) => set('desc', v)} hint={help('desc')} />
      <TagFields tags={item.tags} numbered={false} onChange={(v) => set('tags', v)} />
      <ConditionFields when={item.when} onChange={(v) => set('when', v)} />
    </div>
  );
}
