import { Fragment, useId, useState } from 'react';
import type { MergeChoices, MergeConflict } from '../../engine/ops/merge3.ts';
import { readablePath } from '../../engine/ops/readablePath.ts';

/** The two values a clash offers, in the order shown: this person's, then the live one. */
const SIDES = [
  ['mine', 'Yours'],
  ['theirs', 'Live now'],
] as const;

const shown = (v: unknown) => (v === undefined ? '(removed)' : typeof v === 'string' ? `“${v}”` : JSON.stringify(v));

/**
 * The fields both this person and the newer live version changed, differently: each shown with
 * both values, for the person to choose; until then the live value stands.
 */
export function MergeConflicts({
  conflicts,
  draft,
  live,
  onApply,
}: {
  conflicts: MergeConflict[];
  draft: unknown;
  live: unknown;
  onApply: (choices: MergeChoices) => void;
}) {
  const id = useId();
  const [choices, setChoices] = useState<Record<string, 'mine' | 'theirs'>>({});
  const open = conflicts.filter((c) => !choices[c.path]).length;
  return (
    <section className="ops-note ops-note--warn" aria-labelledby={`${id}-title`} data-testid="ops-merge-conflicts">
      <h3 id={`${id}-title`} className="ops-h3">
        {conflicts.length === 1 ? 'One change' : `${conflicts.length} changes`} clash with what was published meanwhile
      </h3>
      <p className="ops-hint">Choose for each which one to keep. Everything else from both of you is merged already.</p>
      <ul className="ops-conflicts">
        {conflicts.map((c) => {
          const where = readablePath(c.path, c.theirs === undefined ? draft : live);
          const name = `${id}-${c.path}`;
          return (
            <li key={c.path}>
              <fieldset>
                <legend>
                  <strong>{where}</strong> (was {shown(c.base)})
                </legend>
                {SIDES.map(([side, word], i) => (
                  <Fragment key={side}>
                    {i > 0 ? ' ' : null}
                    <label>
                      <input
                        type="radio"
                        name={name}
                        checked={choices[c.path] === side}
                        onChange={() => setChoices((s) => ({ ...s, [c.path]: side }))}
                      />{' '}
                      {word}: {shown(c[side])}
                    </label>
                  </Fragment>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn btn--primary btn--sm" disabled={open > 0} onClick={() => onApply(choices)}>
        {open > 0 ? `Choose ${open} more` : 'Merge with these choices'}
      </button>
    </section>
  );
}
