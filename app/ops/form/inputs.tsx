import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { splitList } from '../../../engine/ops/audience.ts';
import { useFieldIssue } from './fieldIssues.ts';

/** What every labelled field takes: its words, its value, where a change goes and help under it. */
interface FieldProps<V> {
  label: string;
  value: unknown;
  onChange: (v: V | undefined) => void;
  /** Help under the field (from the schema's description). */
  hint?: string;
}

/** A field's frame: the label, the control, then its problem and its help, tied to it by ids. */
function FieldFrame({
  id,
  label,
  hint,
  problem,
  short,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  short?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={short ? 'ops-field ops-field--short' : 'ops-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldNote id={`${id}-error`} text={problem} className="ops-field-error" />
      <FieldNote id={`${id}-hint`} text={hint} className="ops-hint" />
    </div>
  );
}

/** A labelled text field; an empty string is reported as undefined (the key is dropped). */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  required,
  hint,
  path,
}: FieldProps<string> & {
  placeholder?: string;
  required?: boolean;
  /** The field's JSON path in the file: a problem there is shown at the field. */
  path?: string;
}) {
  const id = useId();
  const problem = useFieldIssue(path);
  return (
    <FieldFrame id={id} label={label} hint={hint} problem={problem}>
      <input
        id={id}
        type="text"
        data-path={path}
        value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
        placeholder={placeholder}
        required={required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, hint, problem)}
        onChange={(e) => onChange(e.target.value === '' && !required ? undefined : e.target.value)}
      />
    </FieldFrame>
  );
}

const describedBy = (id: string, hint: string | undefined, problem: string | undefined) =>
  [problem ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** A line under a field, tied to it by id: its problem (the issue list above names it too) or its help. */
function FieldNote({ id, text, className }: { id: string; text?: string; className: 'ops-field-error' | 'ops-hint' }) {
  return text ? (
    <span id={id} className={className}>
      {text}
    </span>
  ) : null;
}

/**
 * A list typed as comma-separated words. The text is kept locally so a trailing comma survives
 * typing; the list is written through on every change.
 */
export function ListField({ label, value, onChange, hint }: FieldProps<string[]>) {
  const id = useId();
  const list = Array.isArray(value) ? value.map(String) : [];
  const [text, setText] = useState(list.join(', '));
  const joined = list.join(',');
  // Follow edits made elsewhere (JSON tab, import) without clobbering what is being typed.
  useEffect(() => {
    setText((t) => (splitList(t).join(',') === joined ? t : joined.split(',').filter(Boolean).join(', ')));
  }, [joined]);
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <input
        id={id}
        type="text"
        value={text}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const next = splitList(e.target.value);
          onChange(next.length ? next : undefined);
        }}
      />
    </FieldFrame>
  );
}

/** A select's options from a list of values: first the word for none when there is one, then each value in words. */
export const choices = <T extends string>(values: readonly T[], none?: string, word: (v: T) => string = (v) => v) => [
  ...(none ? [{ value: undefined as T | undefined, label: none }] : []),
  ...values.map((v) => ({ value: v as T | undefined, label: word(v) })),
];

export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  hint,
  path,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T | undefined; label: string }[];
  onChange: (v: T | undefined) => void;
  hint?: string;
  path?: string;
}) {
  const id = useId();
  const problem = useFieldIssue(path);
  const index = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} problem={problem}>
      <select
        id={id}
        value={String(index)}
        data-path={path}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, hint, problem)}
        onChange={(e) => onChange(options[Number(e.target.value)]?.value)}
      >
        {options.map((o, i) => (
          <option key={o.label} value={String(i)}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="ops-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** Above this many boxes a group is one Tab stop, arrow keys moving inside (no 35 Tabs). */
const ROVING_FROM = 8;
const ARROWS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A set of checkboxes for a list of known values (sites, flags, products); none checked drops the
 * key. A long group takes one Tab stop: arrow keys, Home and End move between its boxes, Space
 * ticks, Tab leaves, so passing it needs no 33 Tabs and a stray Space lands on nothing unseen.
 * `filter` (a search) keeps the boxes whose label or value holds it.
 */
export function CheckGroup({
  legend,
  options,
  value,
  onChange,
  optionLabel = (o) => o,
  showKey,
  hint,
  filter = '',
}: {
  legend: string;
  options: readonly string[];
  value: unknown;
  onChange: (v: string[] | undefined) => void;
  /** What ops read for a stored value (a site code shows as its name). */
  optionLabel?: (option: string) => string;
  /** The stored value in small print after its name (for keys ops may meet in JSON or the compliance service). */
  showKey?: boolean;
  hint?: string;
  filter?: string;
}) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
  const q = filter.trim().toLowerCase();
  const shown = q ? options.filter((o) => o.toLowerCase().includes(q) || optionLabel(o).toLowerCase().includes(q)) : options;
  const roving = shown.length > ROVING_FROM;
  const current = Math.min(active, shown.length - 1);
  const move = (e: KeyboardEvent, i: number) => {
    const step = ARROWS[e.key];
    const next = step ? (i + step + shown.length) % shown.length : e.key === 'Home' ? 0 : e.key === 'End' ? shown.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    setActive(next);
    boxes.current[next]?.focus();
  };
  return (
    <fieldset className="ops-checkgroup" aria-describedby={roving ? `${id}-keys` : undefined}>
      <legend>{legend}</legend>
      {hint ? <p className="ops-hint">{hint}</p> : null}
      {roving ? (
        <p className="ops-hint" id={`${id}-keys`}>
          One Tab stop: arrow keys move between the boxes, Space ticks one.
        </p>
      ) : null}
      {shown.map((o, i) => (
        <label className="ops-check" key={o}>
          <input
            ref={(el) => {
              boxes.current[i] = el;
            }}
            type="checkbox"
            checked={chosen.has(o)}
            tabIndex={roving && i !== current ? -1 : undefined}
            onFocus={() => setActive(i)}
            onKeyDown={roving ? (e) => move(e, i) : undefined}
            onChange={(e) => {
              const on = e.target.checked;
              const next = options.filter((x) => (x === o ? on : chosen.has(x)));
              onChange(next.length ? next : undefined);
            }}
          />
          {optionLabel(o)}
          {showKey && optionLabel(o) !== o ? (
            <small className="ops-key">
              {' '}
              <code>{o}</code>
            </small>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}

export function NumberField({ label, value, onChange, hint }: FieldProps<number>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} short>
      <input
        id={id}
        type="number"
        min={0}
        step={1}
        value={typeof value === 'number' ? value : ''}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Math.max(0, Math.trunc(Number(e.target.value))))}
      />
    </FieldFrame>
  );
}
