import { createContext, useContext, useId } from 'react';
import { markReviewed, setTranslation, TRANSLATION_LANGS, translationStates } from '../../../engine/i18n/itemTranslations.ts';
import { formatPath, parsePath } from '../../../engine/ops/jsonPath.ts';
import { LANGUAGES } from '../../../schemas/siteConstants.ts';

type Obj = Record<string, unknown>;

/** The translation languages in the order the form lists them: the sub-site's own languages first. */
export const TranslationLangs = createContext<readonly string[]>(TRANSLATION_LANGS);

const languageName = (lang: string) => `${LANGUAGES[lang as keyof typeof LANGUAGES] ?? lang} (${lang})`;

/**
 * Every language of one text of an item: English is the field itself, each other language its
 * translation, stored on the item with the English it was made from. A translation made from
 * another English text is marked "needs review" (the page keeps showing it) until it is edited or
 * marked reviewed. `edit` replaces the whole node, so a text and its record change together. `at`
 * (the node's JSON path) gives each input its path, so the review summary and the issue list can
 * take ops to it.
 */
export function TranslationFields({
  node,
  field,
  label,
  edit,
  at,
}: {
  node: Obj;
  field: string;
  label: string;
  edit: (next: Obj) => void;
  at?: string;
}) {
  const langs = useContext(TranslationLangs);
  const id = useId();
  const states = new Map(translationStates(node, field).map((t) => [t.lang, t]));
  const review = [...states.values()].filter((t) => t.needsReview);
  const missing = langs.filter((l) => !states.has(l));
  const english = typeof node[field] === 'string' ? (node[field] as string) : '';
  return (
    <details className="ops-translations" open={review.length > 0} data-field={field}>
      <summary>
        {label} in other languages: {states.size} of {langs.length} translated
        {review.length ? <strong className="ops-needs-review"> · {review.length} need review</strong> : null}
        {missing.length ? <span className="ops-hint"> · not translated (pages show the English): {missing.join(' ')}</span> : null}
      </summary>
      {review.length > 1 ? (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => edit(markReviewed(node, field))}>
          Mark all {review.length} reviewed against "{english}"
        </button>
      ) : null}
      <ul className="ops-translation-list">
        {langs.map((lang) => {
          const t = states.get(lang);
          const inputId = `${id}-${lang}`;
          return (
            <li key={lang} className="ops-field" data-lang={lang}>
              <label htmlFor={inputId}>
                {label} · {languageName(lang)}
              </label>
              <input
                id={inputId}
                type="text"
                lang={lang}
                data-path={at === undefined ? undefined : formatPath([...parsePath(at), `${field}_i18n`, lang])}
                dir={lang === 'ar' ? 'rtl' : undefined}
                value={t?.text ?? ''}
                placeholder={`not translated: pages in ${lang} show "${english}"`}
                aria-describedby={t?.needsReview ? `${inputId}-review` : undefined}
                onChange={(e) => edit(setTranslation(node, field, lang, e.target.value))}
              />
              {t?.needsReview ? (
                <span id={`${inputId}-review`} className="ops-needs-review">
                  Needs review: {t.from === undefined ? 'no record of the English it was translated from' : `translated from "${t.from}"`}
                  {'; '}
                  the English is now "{english}". Pages keep showing this translation until you change it.{' '}
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => edit(markReviewed(node, field, [lang]))}>
                    Mark {lang} reviewed
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
