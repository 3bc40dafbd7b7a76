import { TAG_TYPES } from '../../../schemas/navItem.ts';
import { SelectField, TextField } from './inputs.tsx';
import { TranslationFields } from './TranslationFields.tsx';

type Obj = Record<string, unknown>;

// Config items name tag types; remote menu items number them (SPEC §3: 1 image ... 5 VIP).
const NAMED = TAG_TYPES.map((t) => ({ value: t as string | number | undefined, label: t }));
const NUMBERED = TAG_TYPES.map((t, i) => ({ value: (i + 1) as string | number | undefined, label: `${i + 1} ${t}` }));

/**
 * The tags of one item: type, word, compliance code (the tag is dropped when the menu list holds
 * it). A config item's tag word has its translations like a label (`word_i18n`); the remote menu's
 * tags (SPEC §3) carry none.
 */
export function TagFields({
  tags,
  numbered,
  onChange,
  at,
}: {
  tags: unknown;
  numbered: boolean;
  onChange: (next: Obj[] | undefined) => void;
  /** The tag list's JSON path. */
  at?: string;
}) {
  const list: Obj[] = Array.isArray(tags) ? (tags as Obj[]) : [];
  const set = (i: number, key: string, value: unknown) =>
    onChange(
      list.map((t, j) => {
        if (j !== i) return t;
        const next = { ...t };
        if (value === undefined) delete next[key];
        else next[key] = value;
        return next;
      }),
    );
  const replace = (i: number, next: Obj) => onChange(list.map((t, j) => (j === i ? next : t)));
  return (
    <fieldset className="ops-tags">
      <legend>Tags</legend>
      {list.length === 0 ? <p className="ops-hint">No tags.</p> : null}
      {list.map((tag, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tags have no identity of their own
        <div className="ops-tag" key={i}>
          <div className="ops-row">
            <SelectField
              label={`Tag ${i + 1} type`}
              value={tag.type as string | number}
              options={numbered ? NUMBERED : NAMED}
              onChange={(v) => set(i, 'type', v)}
            />
            <TextField label="Word" value={tag.word} onChange={(v) => set(i, 'word', v)} />
            <TextField label="Compliance code" value={tag.code} onChange={(v) => set(i, 'code', v)} />
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => onChange(list.filter((_, j) => j !== i).length ? list.filter((_, j) => j !== i) : undefined)}
            >
              Remove tag {i + 1}
            </button>
          </div>
          {!numbered && typeof tag.word === 'string' ? (
            <TranslationFields
              node={tag}
              field="word"
              label={`Tag ${i + 1} word`}
              edit={(next) => replace(i, next)}
              at={at === undefined ? undefined : `${at}[${i}]`}
            />
          ) : null}
        </div>
      ))}
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        onClick={() => onChange([...list, numbered ? { type: 2, word: 'New' } : { type: 'word', word: 'New' }])}
      >
        Add tag
      </button>
    </fieldset>
  );
}
