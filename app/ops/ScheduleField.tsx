import { useId } from 'react';
import { bothTimes, fromLocalInput } from './when.ts';

/** A time to go live, typed in the viewer's local time and read back in their time and in UTC. */
export function ScheduleField({ value, onChange, label = 'Go live at' }: { value: string; onChange: (v: string) => void; label?: string }) {
  const id = useId();
  const at = fromLocalInput(value);
  return (
    <div className="ops-field">
      <label htmlFor={id}>{label} (your local time)</label>
      <input id={id} type="datetime-local" value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-read`} />
      <span id={`${id}-read`} className="ops-hint" data-testid="ops-schedule-read">
        {at === undefined ? 'No time chosen.' : `Goes live ${bothTimes(at)}.`}
      </span>
    </div>
  );
}
