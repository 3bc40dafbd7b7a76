import { useRendererEnv } from './env.tsx';
import { Glyph } from './Glyph.tsx';

export interface LanguageOption {
  code: string;
  name: string;
  /** The same page under this language's prefix. */
  href: string;
  current: boolean;
}

export function GlobeGlyph() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z" />
    </Glyph>
  );
}

interface Props {
  /** The current language's name, read out with the button's purpose. */
  current: string;
  /** Opens the language and region dialog (the app owns it and loads it on demand). */
  onOpen: () => void;
  /** Warms the dialog's chunk on hover or focus. */
  onPreload?: () => void;
  /** Accessible name prefix; the language label by default. */
  label?: string;
}

/** The header's language and region button: a dialog opener (SPEC §2), not a menu of its own. */
export function LanguageMenu({ current, onOpen, onPreload, label }: Props) {
  const { labels } = useRendererEnv();
  return (
    <button
      type="button"
      className="icon-button"
      aria-haspopup="dialog"
      aria-label={`${label ?? labels.language}: ${current}`}
      title={label ?? labels.language}
      data-testid="region-button"
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onOpen}
    >
      <GlobeGlyph />
    </button>
  );
}
