import { FLAG_NAMES } from '../../../schemas/condition.ts';
import { SITE_CODES } from '../../../schemas/siteConstants.ts';
import { CheckGroup, ListField, NumberField, SelectField } from './inputs.tsx';

type Obj = Record<string, unknown>;

/**
 * The visibility rule of an item (schemas/condition.ts) as fields. Every field present must hold;
 * an empty field is dropped, and an empty rule removes `when` altogether.
 */
export function ConditionFields({ when, onChange }: { when: unknown; onChange: (next: Obj | undefined) => void }) {
  const w: Obj = when && typeof when === 'object' && !Array.isArray(when) ? (when as Obj) : {};
  const set = (key: string, value: unknown) => {
    const next: Obj = { ...w };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(Object.keys(next).length ? next : undefined);
  };
  return (
    <fieldset className="ops-condition">
      <legend>Visibility rule (when)</legend>
      <div className="ops-row">
        <SelectField
          label="Login"
          value={w.login as string | undefined}
          options={[
            { value: undefined, label: 'anyone' },
            { value: 'in', label: 'logged-in only' },
            { value: 'out', label: 'visitors only' },
          ]}
          onChange={(v) => set('login', v)}
        />
        <SelectField
          label="Platform"
          value={w.platform as string | undefined}
          options={[
            { value: undefined, label: 'web and h5' },
            { value: 'web', label: 'web only' },
            { value: 'h5', label: 'h5 only' },
          ]}
          onChange={(v) => set('platform', v)}
        />
        <NumberField label="Min tier" value={w.minTier} onChange={(v) => set('minTier', v)} />
        <NumberField label="Max tier" value={w.maxTier} onChange={(v) => set('maxTier', v)} />
      </div>
      <div className="ops-row">
        <ListField
          label="Compliance keys"
          value={w.compliance}
          onChange={(v) => set('compliance', v)}
          hint="hidden when the compliance menu list holds any"
        />
        <ListField
          label="Business keys"
          value={w.business}
          onChange={(v) => set('business', v)}
          hint="hidden when the business list holds any"
        />
        <ListField label="Only languages" value={w.langs} onChange={(v) => set('langs', v)} />
        <ListField label="Not in languages" value={w.notLangs} onChange={(v) => set('notLangs', v)} />
      </div>
      <CheckGroup legend="Only on sub-sites" options={SITE_CODES} value={w.sites} onChange={(v) => set('sites', v)} />
      <CheckGroup legend="Hidden on sub-sites" options={SITE_CODES} value={w.notSites} onChange={(v) => set('notSites', v)} />
      <CheckGroup
        legend="Hidden when flag is set (flagsOff)"
        options={FLAG_NAMES}
        value={w.flagsOff}
        onChange={(v) => set('flagsOff', v)}
      />
      <CheckGroup legend="Only when flag is set (flagsOn)" options={FLAG_NAMES} value={w.flagsOn} onChange={(v) => set('flagsOn', v)} />
    </fieldset>
  );
}
