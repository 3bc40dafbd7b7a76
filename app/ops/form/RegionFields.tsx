import { getIn, setIn } from '../../../engine/ops/edit.ts';
import { fieldHelp, fieldLabel, regionField } from '../../../engine/ops/fieldInfo.ts';
import { REGION_FLAG_NAMES } from '../../../schemas/regionConfig.ts';
import { REGION_FIELDS } from '../../../schemas/regionFields.ts';
import { CheckField, ListField, TextField } from './inputs.tsx';
import { TranslationFields } from './TranslationFields.tsx';

type Obj = Record<string, unknown>;
type Update = (fn: (draft: unknown) => unknown) => void;

/** A value this file sets, else the one it inherits (shown so ops see what applies). */
const own = (value: unknown, inherited: unknown, path: string[]) => getIn(value, path) ?? getIn(inherited, path);

/**
 * The sub-site's own settings (schemas/regionConfig.ts): its hosts, landing countries, allowed
 * link hosts, header switches, cookie consent and the regulator's risk warning, with each field's
 * help from the schema.
 */
export function RegionFields({ value, inherited, update }: { value: unknown; inherited: unknown; update: Update }) {
  const flags = (own(value, inherited, ['flags']) ?? {}) as Record<string, boolean>;
  const consent = own(value, inherited, ['consent']) as Obj | undefined;
  const risk = own(value, inherited, ['riskWarning']) as Obj | undefined;
  const link = risk?.link as Obj | undefined;
  const list = (key: string) => (
    <ListField
      key={key}
      label={fieldLabel(key)}
      value={own(value, inherited, [key])}
      onChange={(v) => update((d) => setIn(d, [key], v ?? []))}
      hint={fieldHelp('region', key)}
    />
  );
  const setRisk = (next: Obj | undefined) => update((d) => setIn(d, ['riskWarning'], next));
  const policy = regionField('consent', 'policyHref');
  const riskLink = regionField('riskWarning.link', 'href');
  return (
    <section className="ops-section" aria-label="Sub-site settings">
      <h3>Sub-site settings</h3>
      <div className="ops-row">{['hosts', 'countries', 'linkHosts'].map(list)}</div>
      <fieldset className="ops-links">
        <legend>{fieldLabel('defaults')}</legend>
        {Object.entries(REGION_FIELDS.defaults).map(([key, field]) => (
          <TextField
            key={key}
            label={field.label}
            value={own(value, inherited, ['defaults', key])}
            required={'required' in field && field.required}
            path={`$.defaults.${key}`}
            hint={field.help}
            onChange={(v) => update((d) => setIn(d, ['defaults', key], v))}
          />
        ))}
      </fieldset>
      <fieldset className="ops-checkgroup">
        <legend>{fieldLabel('flags')}</legend>
        {REGION_FLAG_NAMES.map((flag) => (
          <CheckField
            key={flag}
            label={flag}
            checked={flags[flag] === true}
            onChange={(on) => update((d) => setIn(d, ['flags', flag], on ? true : getIn(inherited, ['flags', flag]) ? false : undefined))}
          />
        ))}
      </fieldset>
      <CheckField
        label="Ask for cookie consent (EU-style opt-in)"
        checked={consent !== undefined}
        onChange={(on) => update((d) => setIn(d, ['consent'], on ? { policyHref: '/legal/cookie-notice' } : undefined))}
      />
      {consent ? (
        <TextField
          label={policy.label}
          hint={policy.help}
          value={consent.policyHref}
          required
          path="$.consent.policyHref"
          onChange={(v) => update((d) => setIn(d, ['consent', 'policyHref'], v ?? ''))}
        />
      ) : null}
      <CheckField
        label="Risk warning fixed at the top of every page"
        checked={risk !== undefined}
        onChange={(on) => setRisk(on ? { label: 'Write the warning word for word as the regulator prescribes it.' } : undefined)}
      />
      {risk ? (
        <div className="ops-fields">
          <TextField
            label="Risk warning text"
            value={risk.label}
            required
            path="$.riskWarning.label"
            onChange={(v) => setRisk({ ...risk, label: v ?? '' })}
            hint={fieldHelp('region', 'riskWarning')}
          />
          <TranslationFields node={risk} field="label" label="Risk warning text" edit={setRisk} at="$.riskWarning" />
          <div className="ops-row">
            <TextField
              label="Risk summary link text"
              value={link?.label}
              path="$.riskWarning.link.label"
              onChange={(v) => setRisk({ ...risk, link: v === undefined && !link?.href ? undefined : { ...link, label: v ?? '' } })}
            />
            <TextField
              label={riskLink.label}
              hint={riskLink.help}
              value={link?.href}
              path="$.riskWarning.link.href"
              onChange={(v) => setRisk({ ...risk, link: v === undefined && !link?.label ? undefined : { ...link, href: v ?? '' } })}
            />
          </div>
          {link ? (
            <TranslationFields
              node={link}
              field="label"
              label="Risk summary link text"
              edit={(next) => setRisk({ ...risk, link: next })}
              at="$.riskWarning.link"
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
