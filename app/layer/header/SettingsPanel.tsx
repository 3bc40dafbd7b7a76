import type { HeaderFeatures } from '../../../engine/headerFeatures.ts';
import type { Preferences } from '../../../schemas/bootstrap.ts';
import type { RefTime, RiseColor } from '../../../schemas/regionConfig.ts';
import type { Messages } from '../i18n/labels.ts';
import { setRefTime, setRiseColor, usePreferences } from './prefs.ts';
import './settings.css';

interface GroupProps {
  features: Pick<HeaderFeatures, 'riseColors' | 'refTimes'>;
  initial: Preferences;
  messages: Messages;
}

function Choice<T extends string>({
  name,
  value,
  checked,
  label,
  onPick,
}: {
  name: string;
  value: T;
  checked: boolean;
  label: string;
  onPick: (v: T) => void;
}) {
  return (
    <label className={`setting-choice${checked ? ' setting-choice--on' : ''}`} data-value={value}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onPick(value)} />
      <span>{label}</span>
    </label>
  );
}

/** SPEC §4, §6: green-rise or red-rise; a region offering one colour (US) shows only that one. */
export function RiseColorGroup({ features, initial, messages: m }: GroupProps) {
  const prefs = usePreferences(initial);
  const label: Record<RiseColor, string> = { risegreen: m.riseGreen, risered: m.riseRed };
  return (
    <fieldset className="setting-group" data-testid="rise-color">
      <legend>{m.riseColor}</legend>
      {features.riseColors.map((c) => (
        <Choice key={c} name="rise-color" value={c} checked={prefs.riseColorValue === c} label={label[c]} onPick={setRiseColor} />
      ))}
    </fieldset>
  );
}

/** SPEC §4, §6: 24h, UTC 00:00, UTC+8 00:00 as the region allows (US 24h only; no UTC+8 in Japan and the UAE). */
export function RefTimeGroup({ features, initial, messages: m }: GroupProps) {
  const prefs = usePreferences(initial);
  return (
    <fieldset className="setting-group" data-testid="ref-time">
      <legend>{m.changePeriod}</legend>
      {features.refTimes.map((t: RefTime) => (
        <Choice key={t} name="ref-time" value={t} checked={prefs.reftimeValue === t} label={m.periods[t]} onPick={setRefTime} />
      ))}
    </fieldset>
  );
}

/** The settings dropdown's body; loaded when the panel first opens. */
export default function SettingsPanel(props: GroupProps) {
  return (
    <div className="settings-panel" data-testid="settings-panel">
      <RiseColorGroup {...props} />
      <RefTimeGroup {...props} />
    </div>
  );
}
