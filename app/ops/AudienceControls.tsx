import { type Audience, splitList } from '../../engine/ops/audience.ts';
import { FLAG_WORDS, siteWord } from '../../engine/ops/plainWords.ts';
import { FLAG_NAMES } from '../../schemas/condition.ts';
import type { Lang, Platform, SiteCode } from '../../schemas/site.ts';
import { LANGUAGES, SITE_CODES } from '../../schemas/siteConstants.ts';
import { CheckGroup, ListField, NumberField, SelectField } from './form/inputs.tsx';

// Shortcuts for the demo visitor profiles (server/profiles.ts): what each puts in the lists and flags.
const PRESETS: Record<string, Pick<Audience, 'compliance' | 'business' | 'flags'>> = {
  none: { compliance: [], business: [], flags: {} },
  'uk-limit': {
    compliance: ['derivatives', 'margin_trade', 'margin_etf_trade', 'web3', 'ventures', 'flash_exchange', 'gusd-staking'],
    business: ['futures', 'margin'],
    flags: { isUKLimit: true },
  },
  'italy-limit': {
    compliance: ['derivatives', 'margin_trade', 'margin_etf_trade', 'affiliate'],
    business: ['futures'],
    flags: { isItalyLimit: true },
  },
  copper: {
    compliance: ['fiat_trade', 'express', 'gate_otc', 'gatepay', 'flash_exchange'],
    business: ['fiat'],
    flags: { is_copper: true },
  },
  'ip-limit': { compliance: [], business: [], flags: { isIpLimit: true } },
};

const PRESET_WORDS: Record<string, string> = {
  none: 'no restrictions',
  'uk-limit': 'UK-restricted visitor',
  'italy-limit': 'Italy-restricted visitor',
  copper: 'Copper (ClearLoop) account',
  'ip-limit': 'restricted IP',
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const onFlags = (flags: Audience['flags']) => Object.keys(flags).filter((f) => flags[f as keyof typeof flags]);

/** The preset the audience's lists and flags equal (so the menu keeps showing the one chosen), if any. */
export function presetOf(a: Pick<Audience, 'compliance' | 'business' | 'flags'>): string | undefined {
  return Object.entries(PRESETS).find(
    ([, p]) => sameSet(p.compliance, a.compliance) && sameSet(p.business, a.business) && sameSet(onFlags(p.flags), onFlags(a.flags)),
  )?.[0];
}

/** Every input of a visibility rule, chosen by hand: the preview and the matrix draw for this audience. */
export function AudienceControls({
  audience,
  onChange,
  withSite = true,
}: {
  audience: Audience;
  onChange: (a: Audience) => void;
  withSite?: boolean;
}) {
  const set = (patch: Partial<Audience>) => onChange({ ...audience, ...patch });
  const flags = FLAG_NAMES.filter((f) => f !== 'isTestnet');
  return (
    <fieldset className="ops-audience">
      <legend>Audience</legend>
      <div className="ops-row">
        {withSite ? (
          <SelectField
            label="Sub-site"
            value={audience.site}
            options={SITE_CODES.map((s) => ({ value: s as SiteCode | undefined, label: `${siteWord(s)} (${s})` }))}
            onChange={(v) => set({ site: v ?? 'main' })}
          />
        ) : null}
        <SelectField
          label="Language"
          value={audience.lang}
          options={Object.entries(LANGUAGES).map(([code, name]) => ({ value: code as Lang | undefined, label: `${code} ${name}` }))}
          onChange={(v) => set({ lang: v ?? 'en' })}
        />
        {withSite ? (
          <SelectField
            label="Login state"
            value={audience.login ? 'in' : 'out'}
            options={[
              { value: 'out', label: 'visitor' },
              { value: 'in', label: 'logged in' },
            ]}
            onChange={(v) => set({ login: v === 'in' })}
          />
        ) : null}
        <SelectField
          label="Device"
          value={audience.platform}
          options={[
            { value: 'web' as Platform | undefined, label: 'computer (web)' },
            { value: 'h5' as Platform | undefined, label: 'phone (mobile web)' },
          ]}
          onChange={(v) => set({ platform: v ?? 'web' })}
        />
        <SelectField
          label="Visitor profile"
          value={presetOf(audience)}
          options={[
            { value: undefined, label: 'custom (set below)' },
            ...Object.keys(PRESETS).map((p) => ({ value: p as string | undefined, label: PRESET_WORDS[p] ?? p })),
          ]}
          onChange={(v) => v && set(PRESETS[v]!)}
        />
        <NumberField label="VIP tier" value={audience.tier} onChange={(v) => set({ tier: v ?? 0 })} />
      </div>
      <div className="ops-row">
        <ListField
          label="Compliance menu list"
          value={audience.compliance}
          onChange={(v) => set({ compliance: v ?? [] })}
          hint="feature keys, comma separated"
        />
        <ListField
          label="Compliance business list"
          value={audience.business}
          onChange={(v) => set({ business: splitList((v ?? []).join(',')) })}
        />
      </div>
      <CheckGroup
        legend="Visitor flags"
        options={flags}
        optionLabel={(f) => FLAG_WORDS[f as keyof typeof FLAG_WORDS] ?? f}
        value={flags.filter((f) => audience.flags[f])}
        onChange={(v) => set({ flags: Object.fromEntries((v ?? []).map((f) => [f, true])) })}
      />
    </fieldset>
  );
}
