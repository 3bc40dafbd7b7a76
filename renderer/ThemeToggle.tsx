import { useRendererEnv } from './env.tsx';
import { Glyph } from './Glyph.tsx';

function SunGlyph() {
  return (
    <Glyph strokeWidth={1.8}>
      <circle cx="12" cy="12" r="4.2" />
      <path
        d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6"
        strokeLinecap="round"
      />
    </Glyph>
  );
}

function MoonGlyph() {
  return (
    <Glyph strokeWidth={1.8}>
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" strokeLinejoin="round" />
    </Glyph>
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
