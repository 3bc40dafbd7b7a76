import { useId } from 'react';
import { ANNOUNCEMENT_TEXT_MAX } from '../../../engine/ops/announcementRules.ts';
import type { PathIssue } from '../../../engine/ops/jsonPath.ts';
import { LANG_CODES, LANGUAGES, RTL_LANGS } from '../../../schemas/siteConstants.ts';
import { FieldIssue, issuesAt } from './FieldIssue.tsx';

/**
 * One text per language the region offers, each labelled with its language, written in its own
 * direction (Arabic right to left) and language (for spelling and screen readers).
 */
export function TextFields({
  at,
  text,
  issues,
  onChange,
}: {
  at: string;
  text: Record<string, unknown>;
  issues: readonly PathIssue[];
  onChange: (lang: string, value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="ops-announcement-texts">
      <legend>Text in every language the region offers</legend>
      <p className="ops-hint">
        Plain text, or simple HTML: {'<b>'}, {'<i>'}, {'<a href="/path">'} and a few more. At most {ANNOUNCEMENT_TEXT_MAX} characters each.
      </p>
      {LANG_CODES.map((lang) => {
        const value = typeof text[lang] === 'string' ? (text[lang] as string) : '';
        const problems = issuesAt(issues, `${at}.text.${lang}`);
        const field = `${id}-${lang}`;
        return (
          <div className="ops-field" key={lang}>
            <label htmlFor={field}>
              {LANGUAGES[lang]} ({lang})
            </label>
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
              {value.length} of {ANNOUNCEMENT_TEXT_MAX} characters
            </span>
            <FieldIssue id={`${field}-issue`} issues={problems} />
          </div>
        );
      })}
    </fieldset>
  );
}
