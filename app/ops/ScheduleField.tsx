import { useId } from 'react';
import { SCHEDULE_LIMITS, scheduleRefusal } from '../../engine/ops/changes.ts';
import { bothTimes, fromLocalInput } from './when.ts';

/**
 * A time to go live, typed in the viewer's local time and read back in their time and in UTC.
 * The limits are said beside it from the start, and a time outside them is refused there, in the
 * viewer's time, before any button is pressed (`scheduleProblem` says the same to the caller).
 */
export function ScheduleField({ value, onChange, label = 'Go live at' }: { value: string; onChange: (v: string) => void; label?: string }) {
  const id = useId();
  const at = fromLocalInput(value);
  const problem = scheduleProblem(value);
  return (
    <div className="ops-field">
      <label htmlFor={id}>{label} (your local time)</label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-read ${id}-limits`}
      />
      <span id={`${id}-read`} className={problem ? 'ops-field-error' : 'ops-hint'} data-testid="ops-schedule-read">
        {at === undefined ? 'No time chosen.' : problem ? `Not this time: ${problem}.` : `Goes live ${bothTimes(at)}.`}
      </span>
      <span id={`${id}-limits`} className="ops-hint">
        A time to go live is {SCHEDULE_LIMITS}.
      </span>
    </div>
  );
}

/** Why the typed time cannot be used, in the viewer's time, or '' (none typed is no problem). */
export function scheduleProblem(value: string, now = Date.now()): string {
  const at = fromLocalInput(value);
  return at === undefined ? '' : scheduleRefusal(at, now, bothTimes);
}
