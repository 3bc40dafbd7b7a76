import './opsRegions.css';
import { type KeyboardEvent, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { type HitKind, type SearchResult, type SearchSource, searchConfigs } from '../../../engine/ops/configSearch.ts';
import { editHref } from '../consoleRoute.ts';

/** How many matches are listed; the count says how many more there are. */
const LIMIT = 200;

const KIND_WORDS: Record<HitKind, string> = {
  item: 'item',
  label: 'label',
  link: 'link',
  translation: 'translation',
  rule: 'rule',
  setting: 'setting',
};

const fileName = (target: string) => (target === 'remote-menu' || target.startsWith('announcement-') ? target : `${target}.json`);

type Outcome = { status: 'ok'; result: SearchResult } | { status: 'error'; message: string };

function run(sources: readonly SearchSource[], text: string): Outcome {
  try {
    return { status: 'ok', result: searchConfigs(sources, text, LIMIT) };
  } catch (e) {
    // Content the console has never seen the like of: said, never a blank console.
    return { status: 'error', message: e instanceof Error ? e.message : String(e) };
  }
}

function summary(o: Outcome): string {
  if (o.status === 'error') return '';
  const { result } = o;
  if (result.total === 0) return `No matches for “${result.query}” in any region, base.json, the remote menu or an announcement bar.`;
  const files = result.groups.length;
  const more = result.total > result.shown ? ` (the first ${result.shown} listed: add words to narrow it)` : '';
  return `${result.total} ${result.total === 1 ? 'match' : 'matches'} for “${result.query}” in ${files} ${files === 1 ? 'file' : 'files'}${more}.`;
}

/**
 * One search box over every file the console edits. Matches are links grouped by
 * file, each opening that file's editor at the field; the count is announced; arrow keys move
 * from the box through the results (Tab does too), Escape goes back to the box.
 */
export function RegionSearch({ sources, loading }: { sources: readonly SearchSource[]; loading?: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const query = useDeferredValue(text);
  const box = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const outcome = useMemo(() => (query.trim() ? run(sources, query) : null), [sources, query]);
  const searching = loading || text !== query;
  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-hit]') ?? [])];
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (document.activeElement === box.current) setText('');
      else box.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp' && e.key !== 'Home' && e.key !== 'End') return;
    const all = links();
    if (all.length === 0) return;
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0 && (e.key === 'Home' || e.key === 'End')) return; // in the box they move the caret
    e.preventDefault();
    const next =
      e.key === 'Home' ? 0 : e.key === 'End' ? all.length - 1 : e.key === 'ArrowDown' ? Math.min(at + 1, all.length - 1) : at - 1;
    if (next < 0) box.current?.focus();
    else all[next]?.focus();
  };
  const shown = open && text.trim() !== '';
  return (
    <search className="ops-field ops-region-search" aria-label="Search every region">
      <label htmlFor={`${id}-box`}>Search every region</label>
      <input
        ref={box}
        id={`${id}-box`}
        type="search"
        value={text}
        placeholder="a label, link, setting or translation, e.g. White Papers"
        aria-describedby={`${id}-status`}
        aria-controls={`${id}-results`}
        onKeyDown={onKey}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
      />
      <p id={`${id}-status`} className="ops-search-status" role="status" data-testid="ops-region-search-status">
        {!text.trim() ? '' : searching ? 'Searching…' : outcome?.status === 'ok' ? summary(outcome) : ''}
      </p>
      {shown && outcome?.status === 'error' && !searching ? (
        <p className="ops-outcome ops-outcome--error" role="alert" data-testid="ops-region-search-error">
          The search failed: {outcome.message}. Clear it and try other words; the editors are not affected.
        </p>
      ) : null}
      <div
        id={`${id}-results`}
        ref={list}
        className="ops-search-results"
        hidden={!shown}
        aria-busy={searching}
        data-testid="ops-region-search"
      >
        {shown && outcome?.status === 'ok' && outcome.result.total === 0 && !searching ? (
          <p className="ops-hint" data-testid="ops-region-search-empty">
            Nothing matches. Try part of a label (“Papers”), a link (“/earn”), a setting (“cookie”) or a word in another language.
          </p>
        ) : null}
        {shown && outcome?.status === 'ok'
          ? outcome.result.groups.map((g) => (
              <section key={g.target} className="ops-search-group" aria-labelledby={`${id}-${g.target}`} data-target={g.target}>
                <h3 id={`${id}-${g.target}`} className="ops-search-file">
                  {fileName(g.target)}
                  {g.draft ? <span className="ops-draft-badge">your draft</span> : null}{' '}
                  <span className="ops-hint">
                    {g.hits.length} {g.hits.length === 1 ? 'match' : 'matches'}
                  </span>
                </h3>
                <ul>
                  {g.hits.map((h) => (
                    <li key={h.path}>
                      <a data-hit="" href={editHref(g.target, h.path)} onKeyDown={onKey} onClick={() => setOpen(false)}>
                        <span className="ops-search-where">{h.where}</span>
                        <span className="ops-search-text">
                          <span className="ops-search-kind">{KIND_WORDS[h.kind]}:</span> {h.text}
                        </span>
                        <code className="ops-search-path">{h.path}</code>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          : null}
      </div>
    </search>
  );
}
