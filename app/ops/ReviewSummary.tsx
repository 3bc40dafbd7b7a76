import { useMemo, useRef } from 'react';
import { stepThrough, translationsToReview } from '../../engine/i18n/reviewList.ts';
import { formatPath } from '../../engine/ops/jsonPath.ts';
import { readablePath } from '../../engine/ops/readablePath.ts';

/**
 * "N translations need review" for the whole file, at the top of the editor, with Previous and
 * Next to step through them: each step opens the item in the form and focuses the
 * translation. The count follows the draft, so it drops as each is edited or marked reviewed.
 */
export function ReviewSummary({ value, onShow }: { value: unknown; onShow: (path: string) => void }) {
  const list = useMemo(() => translationsToReview(value).map((t) => formatPath(t.path)), [value]);
  // The one last shown: once it is fixed it leaves the list, and "Next" is the one now in its place.
  const last = useRef<{ index: number; path: string } | null>(null);
  if (list.length === 0) return null;
  const step = (dir: 1 | -1) => {
    const index = stepThrough(list, last.current, dir);
    last.current = { index, path: list[index]! };
    onShow(list[index]!);
  };
  const current = last.current && list[last.current.index] === last.current.path ? last.current : null;
  return (
    <section className="ops-review-summary" aria-label="Translations to review">
      <p role="status" className="ops-needs-review">
        {list.length === 1 ? '1 translation needs review' : `${list.length} translations need review`}
        {current ? (
          <span className="ops-hint">
            {' '}
            · {current.index + 1} of {list.length}: {readablePath(current.path, value)}
          </span>
        ) : null}
      </p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => step(-1)}>
        Previous translation to review
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => step(1)}>
        Next translation to review
      </button>
    </section>
  );
}

/**
 * At approval: the translations the requested version leaves to review, those this change made
 * stale first, by their location, so the approver does not pass what the editor was told about.
 */
export function TranslationsAtReview({ before, after, testId }: { before: unknown; after: unknown; testId?: string }) {
  const { made, all } = useMemo(() => {
    const live = new Set(translationsToReview(before).map((t) => formatPath(t.path)));
    const now = translationsToReview(after).map((t) => formatPath(t.path));
    return { made: now.filter((p) => !live.has(p)), all: now };
  }, [before, after]);
  if (all.length === 0) return null;
  const count = (n: number) => (n === 1 ? '1 translation' : `${n} translations`);
  return (
    <details className="ops-note ops-note--warn" data-testid={testId}>
      <summary>
        {count(all.length)} {all.length === 1 ? 'needs' : 'need'} review in this version
        {made.length ? `, ${made.length} of them made stale by this change` : ' (none made stale by this change)'}
      </summary>
      <ul>
        {[...made, ...all.filter((p) => !made.includes(p))].map((p) => (
          <li key={p}>
            {readablePath(p, after)}
            {made.includes(p) ? ' (this change)' : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
