import { type DragEvent, useContext, useEffect, useRef, useState } from 'react';
import { translationsToReview } from '../../../engine/i18n/reviewList.ts';
import { freshId, insertIn, moveIn, type Path, removeIn, setIn } from '../../../engine/ops/edit.ts';
import { itemMatches } from '../../../engine/ops/itemMatch.ts';
import { formatPath } from '../../../engine/ops/jsonPath.ts';
import { describeRule } from '../../../engine/ops/plainWords.ts';
import type { Condition } from '../../../schemas/condition.ts';
import { FieldIssuesContext, reveals } from './fieldIssues.ts';
import { NavItemFields } from './NavItemFields.tsx';
import { RemoteItemFields } from './RemoteItemFields.tsx';

// The form's search and the console's search across regions match alike (engine/ops/itemMatch.ts).
export { itemMatches };

type Obj = Record<string, unknown>;
export type TreeKind = 'nav' | 'menu';

export interface TreeProps {
  path: Path;
  items: unknown;
  kind: TreeKind;
  update: (fn: (draft: unknown) => unknown) => void;
  announce: (message: string) => void;
  /** Accessible name of the list, e.g. "header.main". */
  label: string;
  /** The search box's text: only items that match, or hold a match, are listed. */
  filter?: string;
}

const childMatches = (item: Obj, q: string) =>
  Boolean(q) && Array.isArray(item.children) && (item.children as Obj[]).some((c) => itemMatches(c, q));

const keyField = (kind: TreeKind) => (kind === 'nav' ? 'id' : 'code');
const keyOf = (item: Obj, kind: TreeKind) => String(item[keyField(kind)]);
const nameOf = (item: Obj) => String(item.label ?? item.title ?? item.code ?? item.id ?? 'item');

// One drag at a time; dataTransfer cannot be read during dragover, so the source is kept here.
let dragging: { list: string; from: number } | null = null;

function newItem(kind: TreeKind, siblings: unknown): Obj {
  return kind === 'nav'
    ? { id: freshId(siblings), type: 'link', label: 'New item', href: '/' }
    : {
        code: freshId(siblings, 'new_item', 'code'),
        title: 'New item',
        jump_type: 1,
        hidden: false,
        jump_url: '/',
        show_mode: 1,
        platform_type: 1,
        tags: [],
        children: [],
      };
}

/**
 * A list of items as a tree: each row opens its fields and children. Reorder by dragging a row
 * onto another, or with the move up / move down buttons (focus stays on the moved row's button).
 */
export function ItemTree({ path, items, kind, update, announce, label, filter = '' }: TreeProps) {
  const q = filter.trim().toLowerCase();
  const list: Obj[] = Array.isArray(items) ? (items as Obj[]) : [];
  const listKey = path.join('.');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [over, setOver] = useState<number | null>(null);
  const root = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<{ key: string; dir: 'up' | 'down' } | null>(null);
  const pendingNew = useRef<string | null>(null);
  // Where "Add item" puts the new one: the end, or right after an entry (-1: first).
  const [addAt, setAddAt] = useState<number | null>(null);
  const { at: problems, reveal } = useContext(FieldIssuesContext);
  // The id is the row's key: while it is typed the row keeps the React key it had, so its editor
  // stays open and the field keeps focus (current id -> the key the row was drawn with).
  const drawnAs = useRef(new Map<string, string>());
  const rename = (from: string, to: string) => {
    if (from === to) return;
    const drawn = drawnAs.current.get(from) ?? from;
    drawnAs.current.delete(from);
    drawnAs.current.set(to, drawn);
    setOpen((s) => (s.has(from) ? new Set([...s].filter((x) => x !== from).concat(to)) : s));
  };

  // A new item opens in view with its label focused.
  useEffect(() => {
    const key = pendingNew.current;
    if (!key || !root.current) return;
    const row = [...root.current.children].find((el) => (el as HTMLElement).dataset.key === key) as HTMLElement | undefined;
    if (!row) return;
    pendingNew.current = null;
    row.scrollIntoView({ block: 'start' });
    row.querySelector<HTMLInputElement>('.ops-item-body input[type="text"]')?.focus({ preventScroll: true });
  });

  useEffect(() => {
    const want = pendingFocus.current;
    if (!want || !root.current) return;
    pendingFocus.current = null;
    const row = [...root.current.children].find((el) => (el as HTMLElement).dataset.key === want.key);
    const buttons = row?.querySelector(':scope > .ops-item-head')?.querySelectorAll<HTMLButtonElement>('.ops-move');
    const preferred = buttons?.[want.dir === 'up' ? 0 : 1];
    (preferred && !preferred.disabled ? preferred : buttons?.[want.dir === 'up' ? 1 : 0])?.focus();
  });

  const move = (from: number, to: number, viaKeyboard?: 'up' | 'down') => {
    const item = list[from];
    if (!item || to < 0 || to >= list.length) return;
    if (viaKeyboard) pendingFocus.current = { key: keyOf(item, kind), dir: viaKeyboard };
    update((d) => moveIn(d, path, from, to));
    announce(`${nameOf(item)} moved to position ${to + 1} of ${list.length} in ${label}`);
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    setOver(null);
    if (dragging && dragging.list === listKey) move(dragging.from, to);
    dragging = null;
  };

  return (
    <div className="ops-tree">
      <ul className="ops-items" ref={root} aria-label={label}>
        {list.map((item, i) => {
          if (!itemMatches(item, q)) return null;
          const key = keyOf(item, kind);
          // A search opens the path down to what it found.
          const at = formatPath([...path, i]);
          // The issue list's "show the field" opens the path down to it.
          const isOpen = open.has(key) || childMatches(item, q) || reveals(reveal, at);
          const broken = [...problems.keys()].some((p) => reveals(p, at));
          const rule = kind === 'nav' ? describeRule(item.when as Condition | undefined) : [];
          const name = nameOf(item);
          // The item's own texts and its tags' words; its children say their own.
          const review = [...new Set(translationsToReview({ ...item, children: undefined }).map((t) => t.lang))];
          const set = (k: string, v: unknown) => {
            if (k === keyField(kind)) rename(key, String(v));
            update((d) => setIn(d, [...path, i, k], v));
          };
          return (
            <li
              key={drawnAs.current.get(key) ?? key}
              data-key={key}
              className={`ops-item${over === i ? ' ops-item--over' : ''}`}
              draggable
              onDragStart={(e) => {
                dragging = { list: listKey, from: i };
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', name);
                e.stopPropagation();
              }}
              onDragOver={(e) => {
                if (dragging?.list !== listKey) return;
                e.preventDefault();
                e.stopPropagation();
                setOver(i);
              }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => {
                e.stopPropagation();
                onDrop(e, i);
              }}
              onDragEnd={() => {
                dragging = null;
                setOver(null);
              }}
            >
              <div className="ops-item-head">
                <span className="ops-grip" aria-hidden="true" title="Drag to reorder">
                  ⠿
                </span>
                <button
                  type="button"
                  className="ops-item-toggle"
                  aria-expanded={isOpen}
                  onClick={() => setOpen((s) => (s.has(key) ? new Set([...s].filter((x) => x !== key)) : new Set([...s, key])))}
                >
                  <span className="ops-item-name">{name}</span>
                  <code>{key}</code>
                  <span className="ops-item-type">{String(item.type ?? (item.hidden ? 'hidden' : ''))}</span>
                  {rule.length ? <span className="ops-item-rule">{rule.join(' · ')}</span> : null}
                  {review.length ? <span className="ops-needs-review">needs review: {review.join(' ')}</span> : null}
                  {broken ? <span className="ops-field-error">has a problem</span> : null}
                </button>
                <button
                  type="button"
                  className="icon-button ops-move"
                  aria-label={`Move ${name} up`}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1, 'up')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button ops-move"
                  aria-label={`Move ${name} down`}
                  disabled={i === list.length - 1}
                  onClick={() => move(i, i + 1, 'down')}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon-button ops-delete"
                  aria-label={`Delete ${name}`}
                  onClick={() => {
                    update((d) => removeIn(d, path, i));
                    announce(`${name} deleted from ${label}`);
                  }}
                >
                  ✕
                </button>
              </div>
              {isOpen ? (
                <div className="ops-item-body">
                  {kind === 'nav' ? (
                    <NavItemFields item={item} set={set} edit={(next) => update((d) => setIn(d, [...path, i], next))} at={at} />
                  ) : (
                    <RemoteItemFields item={item} set={set} edit={(next) => update((d) => setIn(d, [...path, i], next))} at={at} />
                  )}
                  <div className="ops-children">
                    <ItemTree
                      path={[...path, i, 'children']}
                      items={item.children}
                      kind={kind}
                      update={update}
                      announce={announce}
                      label={`children of ${name}`}
                      filter={childMatches(item, q) ? filter : ''}
                    />
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="ops-row ops-add-row">
        {list.length ? (
          <label className="ops-field">
            <span>New item's place in {label}</span>
            <select
              value={addAt === null ? 'end' : String(addAt)}
              onChange={(e) => setAddAt(e.target.value === 'end' ? null : Number(e.target.value))}
            >
              <option value="end">at the end</option>
              <option value="-1">first</option>
              {list.map((item, i) => (
                <option key={keyOf(item, kind)} value={String(i)}>
                  after {nameOf(item)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="button"
          className="btn btn--ghost btn--sm ops-add"
          onClick={() => {
            const item = newItem(kind, list);
            const at = addAt === null || addAt >= list.length ? list.length : addAt + 1;
            const key = keyOf(item, kind);
            pendingNew.current = key;
            setOpen((s) => new Set([...s, key]));
            update((d) => insertIn(d, path, at, item));
            announce(`new item added to ${label} at position ${at + 1}`);
          }}
        >
          Add item to {label}
        </button>
      </div>
    </div>
  );
}
