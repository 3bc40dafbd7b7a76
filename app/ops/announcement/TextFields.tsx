import { useId } from 'react';
import { ANNOUNCEMENT_TEXT_MAX } from '../../../engine/ops/announcementRules.ts';
import type { PathIssue } from '../../../engine/ops/jsonPath.ts';
import type { Lang } from '../../../schemas/site.ts';
import { LANG_CODES, LANGUAGES, RTL_LANGS } from '../../../schemas/siteConstants.ts';
import { FieldIssue, issuesAt } from './FieldIssue.tsx';

/**
 * One text per language the region offers, each labelled with its language, written in its own
 * direction (Arabic right to left) and language (for spelling and screen readers). Ops may choose
 * to show English where a language is missing: the languages that then fall back are listed.
 */
export function TextFields({
  at,
  text,
  issues,
  fallback,
  onChange,
  onFallback,
}: {
  at: string;
  text: Record<string, unknown>;
  issues: readonly PathIssue[];
  /** The languages that show the English text (empty without the choice). */
  fallback: readonly string[] | null;
  onChange: (lang: string, value: string) => void;
  onFallback: (on: boolean) => void;
}) {
  const id = useId();
  const name = (lang: Lang) => `${LANGUAGES[lang]} (${lang})`;
  return (
    <fieldset className="ops-announcement-texts">
      <legend>Text in every language the region offers</legend>
      <p className="ops-hint">
        Plain text, or simple HTML: {'<b>'}, {'<i>'}, {'<a href="/path">'} and a few more. At most {ANNOUNCEMENT_TEXT_MAX} characters each.
      </p>
      <div className="ops-check">
        <input
          id={`${id}-fallback`}
          type="checkbox"
          checked={fallback !== null}
          aria-describedby={`${id}-fallback-list`}
          onChange={(e) => onFallback(e.target.checked)}
        />
        <label htmlFor={`${id}-fallback`}>Show English where a language is missing</label>
      </div>
      <p id={`${id}-fallback-list`} className="ops-hint" data-testid="ops-announcement-fallback">
        {fallback === null
          ? 'Off: every language must be written before it can be published.'
          : fallback.length === 0
            ? 'On: every language is written, so nobody sees the English text instead.'
            : `On: visitors reading ${fallback.map((l) => name(l as Lang)).join(', ')} see the English text.`}
      </p>
      {LANG_CODES.map((lang) => {
        const value = typeof text[lang] === 'string' ? (text[lang] as string) : '';
        const problems = issuesAt(issues, `${at}.text.${lang}`);
        const field = `${id}-${lang}`;
        const english = fallback?.includes(lang) === true;
        return (
          <div className="ops-field" key={lang}>
            <label htmlFor={field}>{name(lang)}</label>
            <textarea
              id={field}
              lang={lang}
              dir={RTL_LANGS.includes(lang) ? 'rtl' : 'ltr'}
              rows={2}
              value={value}
              aria-invalid={problems.length > 0}
              aria-describedby={`${field}-count${problems.length ? ` ${field}-issue` : ''}`}
              onChange={(e) => onChange(lang, e.target.value)}
            />
            <span id={`${field}-count`} className="ops-hint">
              {value.length} of {ANNOUNCEMENT_TEXT_MAX} characters{english ? ': empty, so the English text is shown' : ''}
            </span>
            <FieldIssue id={`${field}-issue`} issues={problems} />
          </div>
        );
      })}
    </fieldset>
  );
}
