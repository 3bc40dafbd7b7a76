import { fieldHelp, fieldLabel } from '../../../engine/ops/fieldInfo.ts';
import { describeRule, FLAG_WORDS, MODE_WORDS, siteWord } from '../../../engine/ops/plainWords.ts';
import { BUSINESS_TITLES, businessTitle, COMPLIANCE_TITLES, complianceTitle } from '../../../engine/ops/productWords.ts';
import { FLAG_NAMES } from '../../../schemas/condition.ts';
import { OFFER_NAMES } from '../../../schemas/offers.ts';
import { AccountMode } from '../../../schemas/site.ts';
import { SITE_CODES } from '../../../schemas/siteConstants.ts';
import { CheckGroup, ListField, NumberField, SelectField } from './inputs.tsx';

type Obj = Record<string, unknown>;

const help = (key: string) => fieldHelp('condition', key);
const siteOption = (code: string) => `${siteWord(code)} (${code})`;
const flagOption = (flag: string) => FLAG_WORDS[flag as keyof typeof FLAG_WORDS] ?? flag;

/** The known keys, then any other the rule holds (a typo stays visible, and unticking drops it). */
const keysWith = (known: Record<string, string>, value: unknown) => [
  ...Object.keys(known),
  ...(Array.isArray(value) ? value.map(String).filter((k) => !Object.hasOwn(known, k)) : []),
];

/** The rule's one-of choices: none (everyone), or one value in words. */
const SELECTS = [
  {
    key: 'login',
    options: [
      { value: undefined, label: 'everyone' },
      { value: 'in', label: 'only logged-in users' },
      { value: 'out', label: 'only visitors who are not logged in' },
    ],
  },
  {
    key: 'platform',
    options: [
      { value: undefined, label: 'computers and phones' },
      { value: 'web', label: 'computers only (hidden on phones)' },
      { value: 'h5', label: 'phones only (hidden on computers)' },
    ],
  },
] as const;

interface CheckGroupOf {
  key: string;
  /** The options to tick; a rule's own unknown keys join the known ones where ops may meet them. */
  options: (w: Obj) => readonly string[];
  optionLabel?: (option: string) => string;
  showKey?: boolean;
  /** Said after the schema's description. */
  moreHelp?: string;
}

/** The rule's lists ticked from known options, in the order the form shows them. */
const CHECK_GROUPS: readonly CheckGroupOf[] = [
  {
    key: 'compliance',
    options: (w) => keysWith(COMPLIANCE_TITLES, w.compliance),
    optionLabel: complianceTitle,
    showKey: true,
    moreHelp: "Each product by name, the compliance service's key beside it.",
  },
  { key: 'business', options: (w) => keysWith(BUSINESS_TITLES, w.business), optionLabel: businessTitle, showKey: true },
  { key: 'sites', options: () => SITE_CODES, optionLabel: siteOption },
  {
    key: 'needs',
    options: () => OFFER_NAMES,
    moreHelp:
      'Tick the product this item belongs to; each sub-site\'s "Products offered here" decides where it shows. To hide an item on one sub-site only, tick "Hide on …" in that sub-site\'s file.',
  },
  { key: 'flagsOff', options: () => FLAG_NAMES, optionLabel: flagOption },
  { key: 'flagsOn', options: () => FLAG_NAMES, optionLabel: flagOption },
  { key: 'accountModes', options: () => AccountMode.options, optionLabel: (mode) => MODE_WORDS[mode] ?? mode },
];

/**
 * The visibility rule of an item (schemas/condition.ts) as fields, labelled in words with the
 * schema's descriptions as help. Every field present must hold; an empty field is dropped, and an
 * empty rule removes `when` altogether.
 */
export function ConditionFields({ when, onChange }: { when: unknown; onChange: (next: Obj | undefined) => void }) {
  const w: Obj = when && typeof when === 'object' && !Array.isArray(when) ? (when as Obj) : {};
  const set = (key: string, value: unknown) => {
    const next: Obj = { ...w };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(Object.keys(next).length ? next : undefined);
  };
  const summary = describeRule(w);
  return (
    <fieldset className="ops-condition">
      <legend>Who sees it</legend>
      <p className="ops-rule-summary">{summary.length ? summary.join(' · ') : 'Everyone, everywhere'}</p>
      <div className="ops-row">
        {SELECTS.map(({ key, options }) => (
          <SelectField
            key={key}
            label={fieldLabel(key)}
            value={w[key] as string | undefined}
            options={options}
            onChange={(v) => set(key, v)}
          />
        ))}
        <NumberField label={fieldLabel('minTier')} value={w.minTier} onChange={(v) => set('minTier', v)} hint={help('minTier')} />
        <NumberField label={fieldLabel('maxTier')} value={w.maxTier} onChange={(v) => set('maxTier', v)} hint={help('maxTier')} />
      </div>
      <div className="ops-row">
        <ListField label={fieldLabel('langs')} value={w.langs} onChange={(v) => set('langs', v)} hint="language codes, e.g. en, ja" />
        <ListField label={fieldLabel('notLangs')} value={w.notLangs} onChange={(v) => set('notLangs', v)} hint={help('notLangs')} />
      </div>
      {CHECK_GROUPS.map(({ key, options, optionLabel, showKey, moreHelp }) => (
        <CheckGroup
          key={key}
          legend={fieldLabel(key)}
          hint={moreHelp ? `${help(key)}. ${moreHelp}` : help(key)}
          options={options(w)}
          optionLabel={optionLabel}
          showKey={showKey}
          value={w[key]}
          onChange={(v) => set(key, v)}
        />
      ))}
    </fieldset>
  );
}
