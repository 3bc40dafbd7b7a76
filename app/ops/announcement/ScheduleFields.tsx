import { useId } from 'react';
import type { PathIssue } from '../../../engine/ops/jsonPath.ts';
import { FieldIssue, issuesAt } from './FieldIssue.tsx';
import { bothClocks, fromLocalInput, localZone, nowIso, toLocalInput } from './time.ts';

type Bound = 'start' | 'end';
const WORDS: Record<Bound, { label: string; none: string }> = {
  start: { label: 'Starts', none: 'Empty: shows as soon as it is published.' },
  end: { label: 'Ends', none: 'Empty: shows until it is ended.' },
};

/** Start and end, typed in the browser's time zone and shown in UTC beside it. */
export function ScheduleFields({
  at,
  start,
  end,
  issues,
  onChange,
}: {
  at: string;
  start: unknown;
  end: unknown;
  issues: readonly PathIssue[];
  onChange: (bound: Bound, iso: string | null) => void;
}) {
  const id = useId();
  const zone = localZone();
  const field = (bound: Bound, value: unknown) => {
    const fid = `${id}-${bound}`;
    const problems = issuesAt(issues, `${at}.${bound}`);
    return (
      <div className="ops-field" key={bound}>
        <label htmlFor={fid}>
          {WORDS[bound].label} (your time, {zone})
        </label>
        <input
          id={fid}
          type="datetime-local"
          value={toLocalInput(value)}
          aria-invalid={problems.length > 0}
          aria-describedby={`${fid}-utc${problems.length ? ` ${fid}-issue` : ''}`}
          onChange={(e) => onChange(bound, fromLocalInput(e.target.value))}
        />
        <span id={`${fid}-utc`} className="ops-hint" data-testid={`ops-announcement-${bound}-utc`}>
          {typeof value === 'string' ? bothClocks(value) : WORDS[bound].none}
        </span>
        <FieldIssue id={`${fid}-issue`} issues={problems} />
        {value !== null && value !== undefined ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange(bound, null)}>
            Clear {bound === 'start' ? 'the start' : 'the end'}
          </button>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className="ops-announcement-schedule">
      <legend>Schedule</legend>
      {field('start', start)}
      {field('end', end)}
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange('end', nowIso())}>
        End now
      </button>
    </fieldset>
  );
}
