import { useEffect, useId, useState } from 'react';
import { splitList } from '../../../engine/ops/audience.ts';
import { useFieldIssue } from './fieldIssues.ts';

/** A labelled text field; an empty string is reported as undefined (the key is dropped). */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  required,
  hint,
  path,
}: {
  label: string;
  value: unknown;
  onChange: (v: string | undefined) => void;
  placeholder?: string;
  required?: boolean;
  /** Help under the field (from the schema's description). */
  hint?: string;
  /** The field's JSON path in the file: a problem there is shown at the field. */
  path?: string;
}) {
  const id = useId();
  const problem = useFieldIssue(path);
  return (
    <div className="ops-field">
      <label htmlFor={id}>{label}</label>
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
      <FieldError id={`${id}-error`} text={problem} />
      <Hint id={`${id}-hint`} text={hint} />
    </div>
  );
}

const describedBy = (id: string, hint: string | undefined, problem: string | undefined) =>
  [problem ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** The problem with a field, said at the field (the issue list above names it too). */
function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <span id={id} className="ops-field-error">
      {text}
    </span>
  ) : null;
}

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <span id={id} className="ops-hint">
      {text}
    </span>
  ) : null;
}

/**
 * A list typed as comma-separated words. The text is kept locally so a trailing comma survives
 * typing; the list is written through on every change.
 */
export function ListField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: unknown;
  onChange: (v: string[] | undefined) => void;
  hint?: string;
}) {
  const id = useId();
  const list = Array.isArray(value) ? value.map(String) : [];
  const [text, setText] = useState(list.join(', '));
  const joined = list.join(',');
  // Follow edits made elsewhere (JSON tab, import) without clobbering what is being typed.
  useEffect(() => {
    setText((t) => (splitList(t).join(',') === joined ? t : joined.split(',').filter(Boolean).join(', ')));
  }, [joined]);
  return (
    <div className="ops-field">
      <label htmlFor={id}>{label}</label>
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
      <Hint id={`${id}-hint`} text={hint} />
    </div>
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
    <div className="ops-field">
      <label htmlFor={id}>{label}</label>
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
      <FieldError id={`${id}-error`} text={problem} />
      <Hint id={`${id}-hint`} text={hint} />
    </div>
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

/** A set of checkboxes for a list of known values (sites, flags); none checked drops the key. */
export function CheckGroup({
  legend,
  options,
  value,
  onChange,
  optionLabel = (o) => o,
  hint,
}: {
  legend: string;
  options: readonly string[];
  value: unknown;
  onChange: (v: string[] | undefined) => void;
  /** What ops read for a stored value (a site code shows as its name). */
  optionLabel?: (option: string) => string;
  hint?: string;
}) {
  const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
  return (
    <fieldset className="ops-checkgroup">
      <legend>{legend}</legend>
      {hint ? <p className="ops-hint">{hint}</p> : null}
      {options.map((o) => (
        <CheckField
          key={o}
          label={optionLabel(o)}
          checked={chosen.has(o)}
          onChange={(on) => {
            const next = options.filter((x) => (x === o ? on : chosen.has(x)));
            onChange(next.length ? next : undefined);
          }}
        />
      ))}
    </fieldset>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: unknown;
  onChange: (v: number | undefined) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="ops-field ops-field--short">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        step={1}
        value={typeof value === 'number' ? value : ''}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Math.max(0, Math.trunc(Number(e.target.value))))}
      />
      <Hint id={`${id}-hint`} text={hint} />
    </div>
  );
}
