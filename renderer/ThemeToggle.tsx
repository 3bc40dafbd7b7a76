import { useRendererEnv } from './env.tsx';

function SunGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MoonGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Light/dark switch; the app owns the cookies and the <html data-theme>. */
export function ThemeToggle({ onToggle, withText = false }: { onToggle: () => void; withText?: boolean }) {
  const { theme, labels } = useRendererEnv();
  const label = theme === 'dark' ? labels.themeToLight : labels.themeToDark;
  return (
    <button
      type="button"
      className={withText ? 'row-button' : 'icon-button'}
      aria-label={withText ? undefined : label}
      title={label}
      onClick={onToggle}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <SunGlyph /> : <MoonGlyph />}
      {withText ? <span>{label}</span> : null}
    </button>
  );
}
